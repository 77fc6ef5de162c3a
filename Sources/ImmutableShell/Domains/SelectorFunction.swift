import TypedLiterals

/// A selector registered from its function: the name, one `Parameter` per argument, and the
/// function itself, so the compiler checks each parameter's type against the function's.
///
/// ```swift
/// static let selectAnimal = SelectorFunction("selectAnimal", "animalId", summary: "one animal by id", AnimalsState.selectAnimal)
/// ```
///
/// Its `entry` goes in the domain's selector table; a component calls it by value
/// (`selectAnimal(id)`) and reads its output as `Output`.
///
/// - Important: `function` must be pure, as the book's selectors are (chapter 6).
/// - SeeAlso: `FilterFunction`, `ComponentWatch`.
public struct SelectorFunction<State: Sendable, Action: Sendable, Output: TypedLiteral & Equatable & Sendable, each Argument>:
  Sendable
{
  /// The table entry `:select`, `:watch` and `:expect` look up.
  public let entry: SelectorEntry<State, Action>
  /// How each argument is written back into a call a component makes.
  let writers: [ArgumentWriter]

  /// Registers `function` under `name`, one parameter per argument in order.
  ///
  /// - Parameter name: The book's name, typed at the prompt.
  /// - Parameter parameters: One per argument of `function`: a label (`"animalId"`) or a
  ///   declared `Parameter` with a default or a Swift spelling.
  /// - Parameter summary: One line for `:selectors`.
  /// - Parameter function: The selector factory, or a closure adapting the prompt's values to it.
  public init(
    _ name: String, _ parameters: repeat Parameter<each Argument>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State) -> Output
  ) {
    let pack = (repeat each parameters)
    self.entry = SelectorEntry(
      name: name, parameters: descriptors(repeat each parameters), outputType: Output.self, summary: summary,
      make: { arguments in WatchableSelector(function(repeat try (each pack).read(arguments))) })
    self.writers = argumentWriters(repeat each parameters)
  }

  /// A call of this selector with these arguments, as a component's watch makes it (and as
  /// `:watches` then prints it). A nil argument is not written: the parameter's default.
  public func callAsFunction(_ arguments: repeat (each Argument)?) -> SelectorCall<State, Output> {
    SelectorCall(call: NamedCall(name: self.entry.name, arguments: writtenArguments(self.writers, repeat each arguments)))
  }
}

/// A filter registered from its function, as `SelectorFunction` registers a selector:
/// `FilterFunction("filterTag", "tag", summary: "…", TodoFilter.filterTag)`.
///
/// - Important: `function` must be pure.
public struct FilterFunction<State: Sendable, Action: Sendable, each Argument>: Sendable {
  /// The table entry `:watch … filter:` looks up.
  public let entry: FilterEntry<State, Action>
  let writers: [ArgumentWriter]

  /// Registers `function` under `name`, one parameter per argument in order.
  public init(
    _ name: String, _ parameters: repeat Parameter<each Argument>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State, Action) -> Bool
  ) {
    let pack = (repeat each parameters)
    self.entry = FilterEntry(
      name: name, parameters: descriptors(repeat each parameters), summary: summary,
      make: { arguments in function(repeat try (each pack).read(arguments)) })
    self.writers = argumentWriters(repeat each parameters)
  }

  /// A call of this filter with these arguments, for a component's watch; a nil argument is not
  /// written.
  public func callAsFunction(_ arguments: repeat (each Argument)?) -> FilterCall<State, Action> {
    FilterCall(call: NamedCall(name: self.entry.name, arguments: writtenArguments(self.writers, repeat each arguments)))
  }
}

/// How one argument of a call is written: its label and its parameter's writer, type-erased so
/// a call's arguments can be paired with them. Nil for a parameter the prompt does not write.
typealias ArgumentWriter = (label: String, write: @Sendable (Any) -> Literal)?

/// One writer per parameter, in order.
func argumentWriters<each Value>(_ parameters: repeat Parameter<each Value>) -> [ArgumentWriter] {
  var result: [ArgumentWriter] = []
  for parameter in repeat each parameters { result.append(argumentWriter(parameter)) }
  return result
}

private func argumentWriter<Value>(_ parameter: Parameter<Value>) -> ArgumentWriter {
  guard let descriptor = parameter.descriptor, let write = parameter.write else { return nil }
  // The cast cannot fail: `writtenArguments` passes each argument to its own parameter's writer.
  return (descriptor.label, { value in write(value as! Value) })
}

/// The labelled literals of a call: each given argument written by its parameter, nil ones left out.
func writtenArguments<each Value>(_ writers: [ArgumentWriter], _ arguments: repeat (each Value)?) -> [(label: String, value: Literal)] {
  var result: [(label: String, value: Literal)] = []
  var index = 0
  for argument in repeat each arguments {
    defer { index += 1 }
    guard let argument, let writer = writers[index] else { continue }
    result.append((writer.label, writer.write(argument)))
  }
  return result
}

extension Domain {
  /// A selector of this domain registered from its function (`SelectorFunction`), its state and
  /// action types the domain's: `static let selectValue = selector("selectValue", summary: "…", CounterState.selectValue)`.
  public static func selector<Output: TypedLiteral & Equatable & Sendable, each Argument>(
    _ name: String, _ parameters: repeat Parameter<each Argument>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State) -> Output
  ) -> SelectorFunction<State, Action, Output, repeat each Argument> {
    SelectorFunction(name, repeat each parameters, summary: summary, function)
  }

  /// A filter of this domain registered from its function (`FilterFunction`).
  public static func filter<each Argument>(
    _ name: String, _ parameters: repeat Parameter<each Argument>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State, Action) -> Bool
  ) -> FilterFunction<State, Action, repeat each Argument> {
    FilterFunction(name, repeat each parameters, summary: summary, function)
  }
}

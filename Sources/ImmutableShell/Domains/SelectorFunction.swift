import TypedLiterals

/// A selector registered from its function: the name, one `Parameter` per argument, and the
/// function itself, so the compiler checks each parameter's type against the function's.
///
/// A domain's adapter makes one with `selector(…)`, which takes the state and action types from
/// the domain:
///
/// ```swift
/// static let selectAnimal = selector("selectAnimal", "animalId", summary: "one animal by id", AnimalsState.selectAnimal)
/// ```
///
/// Its `entry` goes in the domain's selector table; a component calls it by value
/// (`selectAnimal(id)`) and reads its output as `Output`. (The domain's `configuration` is
/// declared with its type, `DomainConfiguration<State, Action, Runtime>`, so that the domain's
/// types are known without reading the tables that use them.)
///
/// - Important: `function` must be pure, as the book's selectors are (chapter 6).
/// - SeeAlso: `FilterFunction`, `ComponentWatch`.
public struct SelectorFunction<State: Sendable, Action: Sendable, Output: TypedLiteral & Equatable & Sendable, each Given>:
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
  @inlinable
  public init<each Argument>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State) -> Output
  ) {
    // Inlinable, so that this closure, and the watch it makes, are compiled where `Output` is
    // known (the domain's module): a watch's per-dispatch work then runs specialized, without
    // run-time generic metadata look-ups (3.6× the CPU per action, measured, when it did not).
    let pack = (repeat each parameters)
    self.init(
      name: name, summary: summary, parameters: repeat each parameters,
      make: { arguments in WatchableSelector(function(repeat try (each pack).read(arguments))) })
  }

  /// The rest of the registration, which runs once and needs no specialization.
  @usableFromInline init<each Argument>(
    name: String, summary: String, parameters: repeat Parameter<each Argument, each Given>,
    make: @escaping @Sendable (CallArguments) throws -> WatchableSelector<State, Action>
  ) {
    self.entry = SelectorEntry(
      name: name, parameters: descriptors(repeat each parameters), outputType: Output.self, summary: summary, make: make)
    self.writers = argumentWriters(repeat each parameters)
  }

  /// A call of this selector with these arguments, as a component's watch makes it (and as
  /// `:watches` then prints it). Each argument is its parameter's `Given`: a required one
  /// cannot be nil; nil for a defaulted one is not written (the parameter's default).
  public func callAsFunction(_ arguments: repeat each Given) -> SelectorCall<State, Output> {
    SelectorCall(call: NamedCall(name: self.entry.name, arguments: writtenArguments(self.writers, repeat each arguments)))
  }
}

import TypedLiterals

/// A selector declared once, as a struct whose stored properties are its parameters
/// (`CallDeclaration`): listing the type in the domain's `selectors` registers it for `:select`,
/// `:watch`, `:expect`, `:selectors` and completion, and a component watches it by value.
///
/// ```swift
/// // @TypedLiteral
/// struct SelectTodos: SelectorDeclaration {
///   let tag: String?
///   var includeDone = true
///   static let summary = "the to-dos tagged tag (nil: all)"
///   var selector: @Sendable (TodoState) -> [Todo] { TodoState.selectTodos(tag: self.tag, includeDone: self.includeDone) }
/// }
/// ```
///
/// An exported test calls the real selector under the declaration's name with every argument
/// written out (`TodoState.selectTodos(tag: "home", includeDone: true)`): the properties are
/// declared in the order, and with the labels, of the book's function.
///
/// - Important: `selector` must be pure, as the book's selectors are.
public protocol SelectorDeclaration<State>: CallDeclaration {
  /// The state it reads.
  associatedtype State: Sendable
  /// What it gives.
  associatedtype Output: TypedLiteral & Equatable & Sendable
  /// The selector for these arguments: the book's selector factory called with them.
  var selector: @Sendable (State) -> Output { get }
  /// How the shell watches this selector. Leave it to the default implementation: the compiler
  /// specializes it for `State` and `Output` in the module that declares the selector, so that a
  /// watch's per-dispatch path runs without run-time generic look-ups in a release build.
  static var watchSupport: SelectorWatchSupport<State> { get }
}

extension SelectorDeclaration {
  /// The type's name with its first letter lowercased: `SelectAnimal` is `selectAnimal`.
  public static var name: String { Self.declaredName.lowercasingFirst }

  /// The table entry the shell looks this selector up by.
  /// Builds the watchable selector of each call where `Self` is concrete (see the requirement).
  @inlinable public static var watchSupport: SelectorWatchSupport<State> {
    SelectorWatchSupport { arguments in WatchableSelector(try Self.make(arguments).selector) }
  }

  /// The table entry the shell looks this selector up by.
  static func selectorEntry<Action: Sendable>(for action: Action.Type) -> SelectorEntry<State, Action> {
    SelectorEntry(
      name: Self.name, parameters: Self.callParameters, outputType: Output.self, summary: Self.summary,
      make: Self.watchSupport.make, swiftArguments: { arguments in try Self.make(arguments).literal })
  }
}

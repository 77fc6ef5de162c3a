import TypedLiterals

/// A headless view declared once, its stored properties the parameters `:mount` takes (as a
/// SwiftUI view's are its inputs); listing the type in the domain's `components` registers it.
///
/// ```swift
/// // @TypedLiteral
/// struct TodoList: ComponentDeclaration {
///   let tag: String
///   static let summary = "one tag's to-dos, ticked when done"
///   func body(in context: CallContext) -> ComponentBlueprint<TodoAction> {
///     ComponentBlueprint(ComponentWatch("Todos", SelectTodos(tag: self.tag))) { todos in todos.map(\.title) }
///   }
/// }
/// ```
public protocol ComponentDeclaration<Action>: CallDeclaration {
  /// The actions it dispatches (its watches' state is the domain's).
  associatedtype Action: Sendable
  /// Its watches, what it dispatches as it appears, and its text; `context` gives the session's
  /// domain settings (`context[Rules.self]`) and clock.
  func body(in context: CallContext) -> ComponentBlueprint<Action>
}

extension ComponentDeclaration {
  /// The type's name: `AnimalList`.
  public static var name: String { Self.declaredName }

  /// The table entry `:mount` looks this component up by.
  static func componentEntry<State>(for state: State.Type) -> ComponentEntry<State, Action> {
    ComponentEntry(
      name: Self.name, parameters: Self.callParameters, summary: Self.summary,
      make: { arguments in try Self.make(arguments).body(in: CallContext(now: arguments.now, settings: arguments.settings)) })
  }
}

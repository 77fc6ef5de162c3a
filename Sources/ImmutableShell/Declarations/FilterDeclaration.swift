import TypedLiterals

/// A filter declared once, as `SelectorDeclaration` declares a selector; listing the type in the
/// domain's `filters` registers it for `:watch … filter:`.
///
/// ```swift
/// // @TypedLiteral
/// struct FilterTag: FilterDeclaration {
///   let tag: String
///   static let summary = "the actions that may change a tag's list"
///   var filter: @Sendable (TodoState, TodoAction) -> Bool { TodoFilter.filterTag(tag: self.tag) }
/// }
/// ```
///
/// - Important: `filter` must be pure.
public protocol FilterDeclaration<State, Action>: CallDeclaration {
  /// The state it reads.
  associatedtype State: Sendable
  /// The actions it passes or holds back.
  associatedtype Action: Sendable
  /// Whether a dispatch of this action, reaching this state, reaches the watch.
  var filter: @Sendable (State, Action) -> Bool { get }
}

extension FilterDeclaration {
  /// The type's name with its first letter lowercased: `FilterAnimals` is `filterAnimals`.
  public static var name: String { Self.declaredName.lowercasingFirst }

  /// The table entry the shell looks this filter up by.
  static var filterEntry: FilterEntry<State, Action> {
    FilterEntry(
      name: Self.name, parameters: Self.callParameters, summary: Self.summary,
      make: { arguments in try Self.make(arguments).filter })
  }
}

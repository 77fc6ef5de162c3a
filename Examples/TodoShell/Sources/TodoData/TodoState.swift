import TypedLiterals

/// The to-do app's whole state: the open list, in the order the to-dos were added, and what the
/// archive has taken so far.
///
/// - Important: A value type; the store replaces it, never mutates it in place.
// @TypedLiteral
public struct TodoState: Hashable, Sendable {
  public var todos: [Todo]
  /// The number the next added to-do's id takes.
  public var nextNumber: Int
  /// How many to-dos the archive holds; nil until the first archive answers.
  public var archived: Int?

  /// The state a fresh launch starts from, or any other.
  public init(todos: [Todo] = [], nextNumber: Int = 1, archived: Int? = nil) {
    self.todos = todos
    self.nextNumber = nextNumber
    self.archived = archived
  }
}

extension TodoState {
  /// The to-dos tagged `tag` (every to-do for nil), open ones only unless `includeDone`.
  public static func selectTodos(tag: String?, includeDone: Bool) -> @Sendable (Self) -> [Todo] {
    { state in state.selectTodos(tag: tag, includeDone: includeDone) }
  }

  /// How many to-dos are tagged `tag` and are (or are not) done.
  public static func selectCount(tag: String, isDone: Bool) -> @Sendable (Self) -> Int {
    { state in state.selectTodos(tag: tag, includeDone: true).count { $0.isDone == isDone } }
  }

  fileprivate func selectTodos(tag: String?, includeDone: Bool) -> [Todo] {
    self.todos.filter { (tag == nil || $0.tag == tag) && (includeDone || !$0.isDone) }
  }
}

/// The to-do app's pure reducer.
public enum TodoReducer {
  /// Why an action cannot apply.
  public struct Error: Swift.Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Equatable, Sendable {
      case todoNotFound
      case emptyTitle
    }

    public let code: Code
    public let todoId: String?

    /// An error of `code`, about `todoId` when there is one.
    public init(code: Code, todoId: String?) {
      self.code = code
      self.todoId = todoId
    }

    public var description: String { self.code == .emptyTitle ? "a to-do needs a title" : "no to-do \(self.todoId ?? "")" }
  }

  /// The state after `action`.
  ///
  /// - Throws: `Error` for an empty title or an unknown to-do; the store then keeps its state.
  @Sendable public static func reduce(state: TodoState, action: TodoAction) throws -> TodoState {
    var state = state
    switch action {
    case .ui(.didTapAddButton(let title, let tag)):
      guard !title.isEmpty else { throw Error(code: .emptyTitle, todoId: nil) }
      state.todos.append(Todo(id: "t\(state.nextNumber)", title: title, tag: tag))
      state.nextNumber += 1
    case .ui(.didTapToggleButton(let todoId)):
      guard let index = state.todos.firstIndex(where: { $0.id == todoId }) else { throw Error(code: .todoNotFound, todoId: todoId) }
      state.todos[index].isDone.toggle()
    case .ui(.didTapArchiveDoneButton), .data(.didArchiveTodos(result: .failure)):
      break
    case .data(.didArchiveTodos(result: .success(let todoIds, let archived))):
      state.todos.removeAll { todoIds.contains($0.id) }
      state.archived = archived
    }
    return state
  }
}

import TypedLiterals

/// Everything that can happen in the to-do app: what the user did (`ui`) and what the archive
/// answered (`data`).
// @TypedLiteral
public enum TodoAction: Hashable, Sendable {
  case ui(_ action: UI)
  case data(_ action: Data)
}

extension TodoAction {
  /// What the user did, in the past tense.
  // @TypedLiteral
  public enum UI: Hashable, Sendable {
    case didTapAddButton(title: String, tag: String)
    case didTapToggleButton(todoId: String)
    case didTapArchiveDoneButton
  }

  /// What the archive answered.
  // @TypedLiteral
  public enum Data: Hashable, Sendable {
    case didArchiveTodos(result: ArchiveTodosResult)
  }
}

extension TodoAction.Data {
  /// The archive's answer: the ids it took and how many it holds now, or why it refused.
  // @TypedLiteral
  public enum ArchiveTodosResult: Hashable, Sendable {
    case success(todoIds: [String], archived: Int)
    case failure(error: String)
  }
}

import Testing
import TodoData

/// The reducer's rules, one test each: ids in order, toggles, refusals, archive answers.
@Suite struct TodoReducerTests {
  static let two = try! [
    TodoAction.ui(.didTapAddButton(title: "Buy milk", tag: "home")), .ui(.didTapAddButton(title: "Report", tag: "work")),
  ].reduce(TodoState()) { try TodoReducer.reduce(state: $0, action: $1) }

  @Test func addsTakeIdsInOrder() {
    #expect(Self.two.todos.map(\.id) == ["t1", "t2"])
    #expect(Self.two.nextNumber == 3)
  }

  @Test func anEmptyTitleAndAnUnknownIdAreRefused() {
    #expect(throws: TodoReducer.Error(code: .emptyTitle, todoId: nil)) {
      try TodoReducer.reduce(state: Self.two, action: .ui(.didTapAddButton(title: "", tag: "home")))
    }
    #expect(throws: TodoReducer.Error(code: .todoNotFound, todoId: "t9")) {
      try TodoReducer.reduce(state: Self.two, action: .ui(.didTapToggleButton(todoId: "t9")))
    }
  }

  @Test func aSuccessfulArchiveRemovesWhatItTookAndAFailureChangesNothing() throws {
    let archived = try TodoReducer.reduce(state: Self.two, action: .data(.didArchiveTodos(result: .success(todoIds: ["t1"], archived: 4))))
    #expect(archived.todos.map(\.id) == ["t2"])
    #expect(archived.archived == 4)
    let refused = try TodoReducer.reduce(state: Self.two, action: .data(.didArchiveTodos(result: .failure(error: "full"))))
    #expect(refused == Self.two)
  }

  @Test func selectorsReadTagsAndDoneness() throws {
    let toggled = try TodoReducer.reduce(state: Self.two, action: .ui(.didTapToggleButton(todoId: "t1")))
    #expect(TodoState.selectTodos(tag: "home", includeDone: false)(toggled).isEmpty)
    #expect(TodoState.selectTodos(tag: nil, includeDone: true)(toggled).count == 2)
    #expect(TodoState.selectCount(tag: "home", isDone: true)(toggled) == 1)
  }
}

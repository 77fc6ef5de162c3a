// Exported by todoshell's `:export-test` from a session of the todo domain; export again, do not edit.
// The store, reducer and selectors are the domain's own. Effects do not run: what the session's
// effects dispatched is dispatched here as recorded, in the order the shell numbered it.
import ImmutableData
import Testing
import TodoData

@MainActor @Suite struct Walkthrough01TodoTests {
  @Test func replaysTheSession() throws {
    var store = Self.makeStore()
    try store.dispatch(action: .ui(.didTapAddButton(title: "Buy milk", tag: "home")))
    try store.dispatch(action: .ui(.didTapAddButton(title: "Write report", tag: "work")))
    try store.dispatch(action: .ui(.didTapAddButton(title: "Water plants", tag: "home")))
    // :expect selectCount(tag: "home", isDone: false) == 2
    #expect(store.select(TodoState.selectCount(tag: "home", isDone: false)) == 2)
    // :expect home.count == 2
    #expect(store.select(TodoState.selectTodos(tag: "home", includeDone: false)).count == 2)
    // :expect throws .ui(.didTapToggleButton(todoId: "t9"))
    #expect(throws: (any Error).self) { try store.dispatch(action: .ui(.didTapToggleButton(todoId: "t9"))) }
    try store.dispatch(action: .ui(.didTapToggleButton(todoId: "t1")))
    // :expect selectTodos(tag: nil, includeDone: true).first.isDone == true
    #expect(store.select(TodoState.selectTodos(tag: nil, includeDone: true)).first?.isDone == true)
    try store.dispatch(action: .ui(.didTapArchiveDoneButton))
    // What an effect dispatched:
    try store.dispatch(action: .data(.didArchiveTodos(result: .success(todoIds: ["t1"], archived: 1))))
    // :expect selectTodos(tag: nil, includeDone: true).count == 2
    #expect(store.select(TodoState.selectTodos(tag: nil, includeDone: true)).count == 2)
    // time travel to #5: a fresh store replays the 5 dispatches before it.
    store = try Self.replaying([
      .ui(.didTapAddButton(title: "Buy milk", tag: "home")),
      .ui(.didTapAddButton(title: "Write report", tag: "work")),
      .ui(.didTapAddButton(title: "Water plants", tag: "home")),
      .ui(.didTapToggleButton(todoId: "t1")),
      .ui(.didTapArchiveDoneButton),
    ])
    // :expect selectCount(tag: "home", isDone: true) == 1
    #expect(store.select(TodoState.selectCount(tag: "home", isDone: true)) == 1)
    // time travel to #6: a fresh store replays the 6 dispatches before it.
    store = try Self.replaying([
      .ui(.didTapAddButton(title: "Buy milk", tag: "home")),
      .ui(.didTapAddButton(title: "Write report", tag: "work")),
      .ui(.didTapAddButton(title: "Water plants", tag: "home")),
      .ui(.didTapToggleButton(todoId: "t1")),
      .ui(.didTapArchiveDoneButton),
      .data(.didArchiveTodos(result: .success(todoIds: ["t1"], archived: 1))),
    ])
    try store.dispatch(action: .ui(.didTapAddButton(title: "Fix bike", tag: "home")))
    try store.dispatch(action: .ui(.didTapAddButton(title: "Call mum", tag: "home")))
    try store.dispatch(action: .ui(.didTapToggleButton(todoId: "t3")))
    try store.dispatch(action: .ui(.didTapToggleButton(todoId: "t4")))
    try store.dispatch(action: .ui(.didTapToggleButton(todoId: "t5")))
    try store.dispatch(action: .ui(.didTapArchiveDoneButton))
    // What an effect dispatched:
    try store.dispatch(action: .data(.didArchiveTodos(result: .failure(error: "the archive holds at most 3 to-dos"))))
    // :expect selectCount(tag: "home", isDone: true) == 3
    #expect(store.select(TodoState.selectCount(tag: "home", isDone: true)) == 3)
  }

  /// The store at launch: the initial state and the domain's reducer.
  static func makeStore() -> Store<TodoState, TodoAction> {
    Store(initialState: TodoState(), reducer: TodoReducer.reduce)
  }

  /// A fresh store after `actions`: the state time travel restored (the reducer is pure).
  static func replaying(_ actions: [TodoAction]) throws -> Store<TodoState, TodoAction> {
    let store = Self.makeStore()
    for action in actions { try store.dispatch(action: action) }
    return store
  }
}

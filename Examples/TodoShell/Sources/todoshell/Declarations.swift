import ImmutableShell
import TodoData
import TypedLiterals

// The app's read path, one declaration each: the stored properties are the parameters, in the
// order and with the labels of TodoData's functions.

// @TypedLiteral
struct SelectTodos: SelectorDeclaration {
  let tag: String?
  let includeDone: Bool
  static let summary = "the to-dos tagged tag (nil: all)"
  var selector: @Sendable (TodoState) -> [Todo] { TodoState.selectTodos(tag: self.tag, includeDone: self.includeDone) }
}

// @TypedLiteral
struct SelectCount: SelectorDeclaration {
  let tag: String
  let isDone: Bool
  static let summary = "how many to-dos tagged tag are (not) done"
  var selector: @Sendable (TodoState) -> Int { TodoState.selectCount(tag: self.tag, isDone: self.isDone) }
}

// @TypedLiteral
struct FilterTag: FilterDeclaration {
  let tag: String
  static let summary = "the actions that may change a tag's list"
  var filter: @Sendable (TodoState, TodoAction) -> Bool { TodoFilter.filterTag(tag: self.tag) }
}

/// The app's one view, headless: a tag's to-dos, ticked when done, as `:mount TodoList(tag: "home")`
/// renders it. It watches `selectTodos` through `filterTag`, as the view's listener would.
// @TypedLiteral
struct TodoList: ComponentDeclaration {
  let tag: String
  static let summary = "one tag's to-dos, ticked when done"
  func body(in context: CallContext) -> ComponentBlueprint<TodoAction> {
    let todos = ComponentWatch("Todos", SelectTodos(tag: self.tag, includeDone: true), filter: FilterTag(tag: self.tag))
    return ComponentBlueprint(todos) { todos in todos.map { "[\($0.isDone ? "x" : " ")] \($0.id) \($0.title)" } }
  }
}

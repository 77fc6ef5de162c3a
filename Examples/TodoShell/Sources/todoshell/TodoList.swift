import ImmutableShell
import TodoData

/// The app's one view, headless: a tag's to-dos, ticked when done, as `:mount TodoList(tag: "home")`
/// renders it. It watches `selectTodos` through `filterTag`, as the view's listener would.
enum TodoList {
  static let entry = ComponentEntry<TodoState, TodoAction>("TodoList", TodoDomain.tag, summary: "one tag's to-dos, ticked when done") {
    tag in
    ComponentBlueprint(ComponentWatch("Todos", TodoDomain.selectTodos(tag, true), filter: TodoDomain.filterTag(tag))) { todos in
      todos.map { "[\($0.isDone ? "x" : " ")] \($0.id) \($0.title)" }
    }
  }
}

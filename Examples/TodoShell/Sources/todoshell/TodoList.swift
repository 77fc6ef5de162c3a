import ImmutableShell
import TodoData

/// The app's one view, headless: a tag's to-dos, ticked when done, as `:mount TodoList(tag: "home")`
/// renders it. It watches `selectTodos` through `filterTag`, as the view's listener would.
enum TodoList {
  static let entry = ComponentEntry<TodoState, TodoAction>(
    "TodoList", [CallParameter("tag", String.self)], summary: "one tag's to-dos, ticked when done"
  ) { arguments in
    let tag = [("tag", try arguments("tag", as: String.self).literal)]
    let todos = ComponentWatch(
      "Todos", output: NamedCall("selectTodos", tag + [("includeDone", true.literal)]), filter: NamedCall("filterTag", tag))
    return ComponentBlueprint(watches: [todos]) { outputs in
      (outputs[0].value(as: [Todo].self) ?? []).map { "[\($0.isDone ? "x" : " ")] \($0.id) \($0.title)" }
    }
  }
}

import ImmutableData
import ImmutableShell
import ShellTerminal
import TodoData

/// The to-do app as the shell sees it: its tables, its reducer, its listener and the archive it writes to.
enum TodoDomain: Domain {
  static let name = "todo"
  static let configuration: DomainConfiguration<TodoState, TodoAction, TodoArchive> = .init(
    summary: "to-dos with tags; a thunk archives the done ones",
    selectors: [SelectTodos.self, SelectCount.self], filters: [FilterTag.self], components: [TodoList.self],
    completions: [CompletionValues("todoId", in: TodoAction.UI.self) { state in state.todos.map(\.id) },
                  CompletionValues(\SelectCount.tag) { state in Set(state.todos.map(\.tag)).sorted() }],
    testReducer: TodoReducer.self)
  static func initialState(options: DomainOptions) -> TodoState { TodoState() }
  static func reducer(options: DomainOptions) -> Reducer<TodoState, TodoAction> { TodoReducer.reduce }
  @MainActor static func makeRuntime(options: DomainOptions) -> TodoArchive { TodoArchive(capacity: 3) }
  @MainActor static func startEffects(
    runtime: TodoArchive, port: some EffectPort<TodoState, TodoAction>, start: EffectsStart,
    report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects? {
    let listener = Listener(archive: runtime) { report(.started(source: "TodoData.Listener", effect: "thunk " + $0)) }
    listener.listen(to: port)
    return RunningEffects { listener.cancel() }
  }
}

extension TodoReducer: NamedReducer {}  // :export-test's store calls it by name

await ShellCommand.main(programName: "todoshell", domains: DomainCatalog(.domain(TodoDomain.self)))

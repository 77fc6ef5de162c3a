import ImmutableData

/// The to-do app's side effects: after "Archive done" is tapped, a thunk hands the done to-dos to
/// the archive and dispatches its answer as `.data(.didArchiveTodos(result:))`.
@MainActor public final class Listener {
  private let archive: TodoArchive
  private let onEffect: @MainActor (String) -> Void
  private let subscription = StreamSubscription()

  /// A listener that archives into `archive`, telling `onEffect` each thunk it starts.
  public init(archive: TodoArchive, onEffect: @escaping @MainActor (String) -> Void = { _ in }) {
    self.archive = archive
    self.onEffect = onEffect
  }

  /// Starts listening to `store`.
  public func listen(
    to store: some Dispatcher<TodoState, TodoAction> & Selector<TodoState> & Streamer<TodoState, TodoAction> & AnyObject
  ) {
    self.subscription.subscribe(to: store) { [weak self] store, _, action in
      guard let self, action == .ui(.didTapArchiveDoneButton) else { return }
      let done = store.select { state in state.todos.filter(\.isDone) }
      self.onEffect("archiveTodosMutation(todoIds: \(done.map(\.id)))")
      try? await store.dispatch(thunk: Self.archiveTodosMutation(done, into: self.archive))
    }
  }

  /// Stops listening.
  public func cancel() {
    self.subscription.cancel()
  }

  /// Archives `todos`; the answer, success or failure, comes back as an action.
  static func archiveTodosMutation<D: Dispatcher<TodoState, TodoAction>, S: Selector<TodoState>>(
    _ todos: [Todo], into archive: TodoArchive
  ) -> @Sendable (D, S) async throws -> Void {
    { dispatcher, _ in
      let result: TodoAction.Data.ArchiveTodosResult
      do {
        result = .success(todoIds: todos.map(\.id), archived: try await archive.archive(todos))
      } catch {
        result = .failure(error: String(describing: error))
      }
      try await dispatcher.dispatch(action: .data(.didArchiveTodos(result: result)))
    }
  }
}

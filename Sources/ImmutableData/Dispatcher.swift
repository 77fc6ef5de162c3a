/// The one funnel through which state changes: actions go to the reducer, thunks get the store.
///
/// Views and the shell dispatch actions that say what happened. Side-effect listeners dispatch
/// thunks, which may do slow work and then dispatch the actions describing its outcome.
///
/// - SeeAlso: Redux's `dispatch` and its thunk middleware (book, chapter 1).
public protocol Dispatcher<State, Action>: Sendable {
  /// The value type the reducer transforms.
  associatedtype State: Sendable
  /// The value type describing what happened.
  associatedtype Action: Sendable
  /// The dispatcher handed to thunks.
  associatedtype Dispatcher: ImmutableData.Dispatcher<Self.State, Self.Action>
  /// The selector handed to thunks.
  associatedtype Selector: ImmutableData.Selector<Self.State>

  /// Reduces `action` into a new state, then streams `(oldState, action)` to every listener.
  ///
  /// - Throws: whatever the reducer throws; the state is then left exactly as it was and
  ///   nothing is streamed.
  @MainActor func dispatch(action: Action) throws

  /// Runs a synchronous thunk with this store as both dispatcher and selector.
  @MainActor func dispatch(thunk: @Sendable (Self.Dispatcher, Self.Selector) throws -> Void) rethrows

  /// Runs an asynchronous thunk with this store as both dispatcher and selector.
  @MainActor func dispatch(
    thunk: @Sendable (Self.Dispatcher, Self.Selector) async throws -> Void
  ) async rethrows
}

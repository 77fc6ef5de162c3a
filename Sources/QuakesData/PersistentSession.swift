import Foundation
import ImmutableData

/// The four operations the Quakes product needs from the store on this machine (book,
/// chapter 10): one query and three mutations.
///
/// `LocalStore` keeps quakes in a SQLite file; tests answer with a double.
///
/// - Important: Errors thrown here reach state as `.failure(error:)` text, so make them describe
///   themselves (`LocalizedError`) with a stable sentence.
public protocol PersistentSessionLocalStore: Sendable {
  /// Every quake in the store.
  func fetchLocalQuakesQuery() async throws -> [Quake]

  /// Saves what a remote fetch changed in state, in one transaction.
  ///
  /// - Parameters:
  ///   - inserted: quakes state did not hold before; saved.
  ///   - updated: quakes whose value changed; saved over the old ones.
  ///   - deleted: quakes state dropped (their magnitude fell to 0 or below); removed.
  func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws

  /// Removes one quake; an unknown id is not an error.
  func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws

  /// Removes every quake.
  func deleteLocalQuakesMutation() async throws
}

/// The one operation the Quakes product needs from the network (book, chapter 10).
///
/// `RemoteStore` reads the USGS feeds; tests answer with a double.
///
/// - Important: Errors thrown here reach state as `.failure(error:)` text, so make them describe
///   themselves (`LocalizedError`) with a stable sentence.
public protocol PersistentSessionRemoteStore: Sendable {
  /// Every quake in the feed for `range`, in feed order, magnitude ≤ 0 included.
  func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake]
}

/// Turns each store operation into a thunk (book, chapter 10, "PersistentSession").
///
/// The two queries dispatch `.data(.persistentSession(.localStore|.remoteStore(.didFetchQuakes(
/// result: .success(quakes:)))))`, or the matching `.failure(error:)` with `failureText(for:)`,
/// which records the error. The three mutations dispatch nothing: their errors propagate, and the
/// listener reports them.
///
/// - SeeAlso: Redux thunks (book, chapter 6, "PersistentSession").
package struct PersistentSession<LocalStore: PersistentSessionLocalStore, RemoteStore: PersistentSessionRemoteStore>:
  Sendable
{
  private let localStore: LocalStore
  private let remoteStore: RemoteStore

  /// Creates a session over both stores.
  package init(localStore: LocalStore, remoteStore: RemoteStore) {
    self.localStore = localStore
    self.remoteStore = remoteStore
  }
}

/// The thunk shape every factory returns; the selector is passed along but unused.
package typealias PersistentSessionThunk<Dispatcher, Selector> = @Sendable (Dispatcher, Selector) async throws -> Void

/// The dispatcher a thunk gets: the store, or a shell's port on it.
package typealias Dispatching = ImmutableData.Dispatcher<QuakesState, QuakesAction>
/// The selector a thunk gets (unused by these thunks).
package typealias Selecting = ImmutableData.Selector<QuakesState>

extension PersistentSession {
  /// A thunk that fetches every quake in the local store.
  package func fetchLocalQuakesQuery<D: Dispatching, S: Selecting>() -> PersistentSessionThunk<D, S> {
    let localStore = self.localStore
    return Self.query { try await localStore.fetchLocalQuakesQuery() } success: {
      .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: $0)))))
    } failure: {
      .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: $0)))))
    }
  }

  /// A thunk that fetches the feed for `range`.
  package func fetchRemoteQuakesQuery<D: Dispatching, S: Selecting>(
    range: QuakesAction.UI.QuakeList.RefreshQuakesRange
  ) -> PersistentSessionThunk<D, S> {
    let remoteStore = self.remoteStore
    return Self.query { try await remoteStore.fetchRemoteQuakesQuery(range: range) } success: {
      .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: $0)))))
    } failure: {
      .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: $0)))))
    }
  }

  /// A thunk that saves what a remote fetch changed.
  package func didFetchRemoteQuakesMutation<D: Dispatching, S: Selecting>(
    inserted: [Quake], updated: [Quake], deleted: [Quake]
  ) -> PersistentSessionThunk<D, S> {
    let localStore = self.localStore
    return Self.mutation {
      try await localStore.didFetchRemoteQuakesMutation(inserted: inserted, updated: updated, deleted: deleted)
    }
  }

  /// A thunk that deletes one quake.
  package func deleteLocalQuakeMutation<D: Dispatching, S: Selecting>(quakeId: Quake.ID) -> PersistentSessionThunk<D, S>
  {
    let localStore = self.localStore
    return Self.mutation { try await localStore.deleteLocalQuakeMutation(quakeId: quakeId) }
  }

  /// A thunk that deletes every quake.
  package func deleteLocalQuakesMutation<D: Dispatching, S: Selecting>() -> PersistentSessionThunk<D, S> {
    let localStore = self.localStore
    return Self.mutation { try await localStore.deleteLocalQuakesMutation() }
  }
}

extension PersistentSession {
  /// The shape both queries share: call the store, then dispatch the success action; if the
  /// store throws, dispatch the failure action with the error's text instead: the error is then
  /// recorded in state (the book rethrows it), and only what that dispatch throws propagates.
  private static func query<D: Dispatching, S: Selecting>(
    _ operation: @escaping @Sendable () async throws -> [Quake],
    success: @escaping @Sendable ([Quake]) -> QuakesAction,
    failure: @escaping @Sendable (String) -> QuakesAction
  ) -> PersistentSessionThunk<D, S> {
    { dispatcher, _ in
      let quakes: [Quake]
      do {
        quakes = try await operation()
      } catch {
        try await dispatcher.dispatch(action: failure(Self.failureText(for: error)))
        return
      }
      try await dispatcher.dispatch(action: success(quakes))
    }
  }

  /// The shape the mutations share: call the store and dispatch nothing; errors propagate.
  private static func mutation<D: Dispatching, S: Selecting>(
    _ operation: @escaping @Sendable () async throws -> Void
  ) -> PersistentSessionThunk<D, S> {
    { _, _ in try await operation() }
  }

  /// The text a `.failure(error:)` action carries for `error`.
  ///
  /// Prefers the error's own sentence (`LocalizedError.errorDescription`, then
  /// `CustomStringConvertible.description`), so state never holds Foundation's generic
  /// "The operation could not be completed" text.
  package static func failureText(for error: any Error) -> String {
    if let error = error as? any LocalizedError, let text = error.errorDescription {
      return text
    }
    return String(describing: error)
  }
}

import Foundation
import GRDB
import ImmutableData
import QuakesData
import Testing
import TestSupport

/// Issue 13's fault matrix for Quakes: every persistent operation against every way its store can
/// fail, through the real stores — a `LocalStore` on a SQLite file, the real `RemoteStore` and
/// `NetworkSession` talking to a misbehaving server on 127.0.0.1.
///
/// A failed query lands in state as `.failure(error:)`; a failed mutation is reported as the
/// effect's error (the shell prints it and exits 1 in batch, `EffectErrorTests`). Either way the
/// sentence names the store and what went wrong, the quakes held before stay in state, and the
/// file holds what it held once the fault is gone. Reads beside another connection's write lock
/// (WAL mode) and writes that need no new page on a full database succeed, as the table says.
@MainActor @Suite struct QuakesFaultMatrixTests {
  /// One persistent operation and the action that starts it.
  enum Operation: String, CaseIterable, Sendable {
    case fetchLocal, saveFetchedFeed, deleteOne, deleteAll, fetchRemote

    var action: QuakesAction {
      switch self {
      case .fetchLocal: ListenerTests.onAppear
      case .saveFetchedFeed, .fetchRemote: ListenerTests.refresh(.allDay)
      case .deleteOne: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a1")))
      case .deleteAll: ListenerTests.deleteAll
      }
    }

    /// What state holds before: nothing for the local fetch, else two quakes.
    var initialState: QuakesState {
      self == .fetchLocal ? QuakesState() : ListenerTests.state([ListenerTests.a, ListenerTests.b], status: .success)
    }
  }

  typealias Fault = StoreFault

  /// Where a fault's sentence must show up.
  enum Outcome: Equatable {
    case succeeds
    case stateFailure(String)
    case reported(String)
  }

  /// Every pair worth running: local faults against the local operations, remote faults against
  /// the remote fetch.
  nonisolated static let rows: [(Operation, Fault)] =
    [Operation.fetchLocal, .saveFetchedFeed, .deleteOne, .deleteAll].flatMap { operation in
      [Fault.lockedDatabase, .diskFull].map { (operation, $0) }
    } + StoreFault.remote.map { (.fetchRemote, $0) }

  static func expected(_ operation: Operation, _ fault: Fault, path: String) -> Outcome {
    let store = "the Quakes store \"\(path)\""
    switch (operation, fault) {
    case (.fetchLocal, _): return .succeeds
    case (_, .lockedDatabase): return .reported("\(store) is locked by another connection (gave up after waiting 1 second)")
    case (.saveFetchedFeed, .diskFull): return .reported("\(store) is full: the disk, or a limit on its size, leaves no room")
    case (_, .diskFull): return .succeeds
    case (_, .http500): return .stateFailure("the USGS feed answered HTTP 500")
    case (_, .malformedBody): return .stateFailure("the USGS feed sent malformed JSON")
    case (_, .slowerThanTimeout): return .stateFailure("the USGS feed timed out")
    case (_, .connectionRefused): return .stateFailure("could not connect to the USGS feed")
    default: return .stateFailure("the connection to the USGS feed was lost before it answered")
    }
  }

  @Test(arguments: Self.rows)
  func fault(_ operation: Operation, _ fault: Fault) async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("quakes.sqlite").path
    let local = try LocalStore(path: path)
    try await local.didFetchRemoteQuakesMutation(inserted: [ListenerTests.a, ListenerTests.b], updated: [], deleted: [])
    let expected = Self.expected(operation, fault, path: path)

    let (state, reported): (QuakesState, [String])
    if fault.isLocal {
      (state, reported) = try await Self.local(operation, fault, path: path, store: local)
    } else {
      (state, reported) = try await Self.remote(operation, fault, local: local)
    }

    let stateFailure: String? = if case .failure(let error)? = state.quakes.status { error } else { nil }
    switch expected {
    case .succeeds:
      #expect(stateFailure == nil && reported.isEmpty, "\(String(describing: stateFailure)) \(reported)")
    case .stateFailure(let sentence):
      #expect(stateFailure == sentence)
      #expect(reported.isEmpty, "recorded in state, not reported twice")
      #expect(state.quakes.data == operation.initialState.quakes.data, "the quakes held before stay")
    case .reported(let sentence):
      #expect(reported == [sentence])
      #expect(stateFailure == nil)
      #expect(try await LocalStore(path: path).fetchLocalQuakesQuery() == [ListenerTests.a, ListenerTests.b], "the file's quakes stay")
    }
  }
}

extension QuakesFaultMatrixTests {
  /// Runs `operation` on the store file under `fault`; the feed, when fetched, answers two new quakes.
  static func local(
    _ operation: Operation, _ fault: Fault, path: String, store: LocalStore
  ) async throws -> (QuakesState, [String]) {
    let lock = ExclusiveLock(path: path)
    defer { lock.release() }
    if fault == .lockedDatabase {
      try lock.acquire()
    } else {
      try await store.database.fillToTheBrim { db, text in
        try db.execute(
          sql: "INSERT INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude) VALUES (?, 0, 0, 0, ?, 0, 0)",
          arguments: [text, text])
      }
    }
    let feed = RemoteStoreTestDouble(returnQuakes: [ListenerTests.c, ListenerTests.dNew])
    let result = try await Self.run(operation, local: store, remote: feed)
    if fault == .diskFull { try await Self.removePadding(from: path) }
    return result
  }

  /// Runs the remote fetch against a server that misbehaves as `fault` says.
  static func remote(_ operation: Operation, _ fault: Fault, local: LocalStore) async throws -> (QuakesState, [String]) {
    let server = try fault.startServer(errorBody: "{}")
    defer { server.stop() }
    let remote = RemoteStore(session: NetworkSession(service: .usgsFeed, timeout: fault.sessionTimeout), baseURL: server.url)
    return try await Self.run(operation, local: local, remote: remote)
  }

  /// Dispatches the operation's action with a listener on the two stores and waits until the
  /// listener has handled it and every result its thunks dispatched.
  static func run(
    _ operation: Operation, local: some PersistentSessionLocalStore, remote: some PersistentSessionRemoteStore
  ) async throws -> (QuakesState, [String]) {
    let store = Store(initialState: operation.initialState, reducer: QuakesReducer.reduce)
    let reported = Recorder<String>()
    let listener = Listener(localStore: local, remoteStore: remote, onEffectFailure: { _, error in
      reported.record(String(describing: error))
    })
    listener.listen(to: store)
    defer { listener.cancel() }
    try store.dispatch(action: operation.action)
    await waitUntil("the listener caught up") { listener.subscription.handledCount == store.dispatchCount }
    return (store.state, reported.elements)
  }

  /// Deletes the padding rows of a full database (once the limit is gone), so the file's quakes
  /// can be compared with what was saved before.
  static func removePadding(from path: String) async throws {
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in try db.execute(sql: "DELETE FROM quake WHERE quakeId LIKE 'pad%'") }
  }
}

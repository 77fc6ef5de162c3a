import AnimalsData
import Foundation
import GRDB
import ImmutableData
import Testing
import TestSupport

/// Issue 13's fault matrix for Animals: every persistent operation (each trigger of the listener)
/// against every way its store can fail, through the real stores — a `LocalStore` on a SQLite file,
/// a `RemoteStore` with the real `NetworkSession` talking to a misbehaving server on 127.0.0.1.
///
/// Each fault lands in state as `.failure(error:)` with a sentence naming the store and what went
/// wrong, the data the state held before stays, and a local file still holds what it held once the
/// fault is gone. (That listening goes on after a failure: `ListenerTests`; that the shell goes
/// on: `imshellTests.StoreFaultTests`, `EffectErrorTests`.) Where SQLite itself is not touched by a fault (reads beside
/// another connection's write lock in WAL mode; writes that fit in pages a full database already
/// has), the operation succeeds, and the table says so.
@MainActor @Suite struct AnimalsFaultMatrixTests {
  typealias Trigger = ListenerTests.FailureTrigger

  typealias Fault = StoreFault

  /// Operations that only read the local file.
  static let reads: Set<String> = ["categoryList.onAppear", "animalList.onAppear"]
  /// Writes that fit in the pages a full database already has (same-size rows, deletions).
  static let writesInPlace: Set<String> = [
    "animalEditor.onTapUpdateAnimalButton", "animalList.onTapDeleteSelectedAnimalButton",
    "animalDetail.onTapDeleteSelectedAnimalButton", "categoryList.onTapReloadSampleDataButton",
  ]

  /// The sentence's tail each fault must produce for `trigger`; nil when it succeeds.
  static func expectedFailure(_ fault: Fault, _ trigger: Trigger, path: String) -> String? {
    switch fault {
    case .lockedDatabase:
      Self.reads.contains(trigger.name)
        ? nil : "the Animals store \"\(path)\" is locked by another connection (gave up after waiting 1 second)"
    case .diskFull:
      Self.reads.contains(trigger.name) || Self.writesInPlace.contains(trigger.name)
        ? nil : "the Animals store \"\(path)\" is full: the disk, or a limit on its size, leaves no room"
    case .http500: "the Animals server answered HTTP 500: the store is down"
    case .malformedBody: "the Animals server sent malformed JSON"
    case .slowerThanTimeout: "the Animals server timed out"
    case .connectionRefused: "could not connect to the Animals server"
    case .killedMidRequest: "the connection to the Animals server was lost before it answered"
    }
  }

  @Test(arguments: ListenerTests.failureTriggers, Fault.allCases)
  func fault(_ trigger: Trigger, _ fault: Fault) async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("animals.sqlite").path
    let expected = Self.expectedFailure(fault, trigger, path: path)
    let state: AnimalsState
    if fault.isLocal {
      state = try await Self.local(trigger, fault, path: path, expectsFailure: expected != nil)
    } else {
      state = try await Self.remote(trigger, fault)
    }

    let failures = Self.failures(in: state)
    if let expected {
      #expect(!failures.isEmpty, "the fault reached state")
      #expect(failures.allSatisfy { $0 == expected }, "\(failures)")
      #expect(state.animals.data == trigger.initialState.animals.data, "the animals held before stay")
      #expect(state.categories.data == trigger.initialState.categories.data, "the categories held before stay")
    } else {
      #expect(failures.isEmpty, "a fault SQLite does not meet changes nothing: \(failures)")
    }
  }
}

extension AnimalsFaultMatrixTests {
  /// Runs `trigger` against a store file under `fault`; then, the fault gone, checks the file
  /// still holds what it held before (when the operation failed).
  static func local(_ trigger: Trigger, _ fault: Fault, path: String, expectsFailure: Bool) async throws -> AnimalsState {
    let store = try LocalStore<UUID>(path: path)
    let lock = ExclusiveLock(path: path)
    switch fault {
    case .lockedDatabase:
      try lock.acquire()
    default:
      try await store.database.fillToTheBrim { db, text in
        try db.execute(
          sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES (?, ?, 'Herbivore', 'Fish')",
          arguments: [text, text])
      }
    }
    let before = try await (store.fetchAnimalsQuery(), store.fetchCategoriesQuery())
    let state = try await Self.run(trigger, on: store)
    lock.release()
    if expectsFailure {
      let reopened = try LocalStore<UUID>(path: path)
      #expect(try await reopened.fetchAnimalsQuery() == before.0, "the file's animals stay")
      #expect(try await reopened.fetchCategoriesQuery() == before.1, "the file's categories stay")
    }
    return state
  }

  /// Runs `trigger` against a remote store whose server misbehaves as `fault` says.
  static func remote(_ trigger: Trigger, _ fault: Fault) async throws -> AnimalsState {
    let server = try fault.startServer(errorBody: #"{"error":{"code":"storeFailed","message":"the store is down"}}"#)
    defer { server.stop() }
    let store = RemoteStore(session: NetworkSession(service: .animalsServer, timeout: fault.sessionTimeout), baseURL: server.url)
    return try await Self.run(trigger, on: store)
  }

  /// Dispatches the trigger's action with a listener on `persistentStore` and waits until the
  /// listener has handled it and every result its thunk dispatched.
  static func run(_ trigger: Trigger, on persistentStore: some PersistentSessionPersistentStore) async throws -> AnimalsState {
    let store = Store(initialState: trigger.initialState, reducer: AnimalsReducer.reduce)
    let listener = Listener(store: persistentStore)
    listener.listen(to: store)
    defer { listener.cancel() }
    try store.dispatch(action: trigger.action)
    await waitUntil("the listener caught up") { listener.subscription.handledCount == store.dispatchCount }
    return store.state
  }

  /// Every `.failure(error:)` sentence in `state`.
  static func failures(in state: AnimalsState) -> [String] {
    let statuses = [state.categories.status, state.animals.status] + state.animals.queue.values.map { $0 }
    return statuses.compactMap { status in
      if case .failure(let error)? = status { error } else { nil }
    }
  }
}

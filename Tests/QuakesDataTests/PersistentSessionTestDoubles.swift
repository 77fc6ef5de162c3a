import Foundation
import ImmutableData
import QuakesData

/// A local store that records what it was asked (`parameterCalls`) and answers with what the test
/// set (`returnQuakes`), or throws `returnError` when set. `gate`, when set, runs before every
/// answer, so a test can hold an operation in flight.
final actor LocalStoreTestDouble: PersistentSessionLocalStore {
  let returnQuakes: [Quake]
  let returnError: TestDoubleError?
  private let gate: (@Sendable () async -> Void)?

  /// Every operation called, in order, with its arguments (quakes by id).
  private(set) var parameterCalls: [String] = []
  /// The lists the last `didFetchRemoteQuakesMutation` got.
  private(set) var parameterInserted: [Quake] = []
  private(set) var parameterUpdated: [Quake] = []
  private(set) var parameterDeleted: [Quake] = []

  init(returnQuakes: [Quake] = [], returnError: TestDoubleError? = nil, gate: (@Sendable () async -> Void)? = nil) {
    self.returnQuakes = returnQuakes
    self.returnError = returnError
    self.gate = gate
  }

  func fetchLocalQuakesQuery() async throws -> [Quake] {
    try await self.answer("fetchLocalQuakesQuery()")
    return self.returnQuakes
  }

  func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {
    self.parameterInserted = inserted
    self.parameterUpdated = updated
    self.parameterDeleted = deleted
    try await self.answer(
      "didFetchRemoteQuakesMutation(inserted: \(inserted.map(\.id)), updated: \(updated.map(\.id)), "
        + "deleted: \(deleted.map(\.id)))")
  }

  func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    try await self.answer("deleteLocalQuakeMutation(quakeId: \(quakeId))")
  }

  func deleteLocalQuakesMutation() async throws {
    try await self.answer("deleteLocalQuakesMutation()")
  }

  private func answer(_ call: String) async throws {
    self.parameterCalls.append(call)
    if let gate {
      await gate()
    }
    if let returnError {
      throw returnError
    }
  }
}

/// A remote store that records each range asked for and answers `returnQuakes`, or throws
/// `returnError` when set.
final actor RemoteStoreTestDouble: PersistentSessionRemoteStore {
  let returnQuakes: [Quake]
  let returnError: TestDoubleError?
  private(set) var parameterRanges: [QuakesAction.UI.QuakeList.RefreshQuakesRange] = []

  init(returnQuakes: [Quake] = [], returnError: TestDoubleError? = nil) {
    self.returnQuakes = returnQuakes
    self.returnError = returnError
  }

  func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] {
    self.parameterRanges.append(range)
    if let returnError {
      throw returnError
    }
    return self.returnQuakes
  }
}

/// The error the doubles throw; its description is the text a failure action must carry.
struct TestDoubleError: Error, Equatable, CustomStringConvertible {
  var description: String
}

/// A dispatcher and selector that records every action (`parameterActions`) instead of reducing
/// it, and throws `returnError` from `dispatch(action:)` when set.
@MainActor final class DispatcherTestDouble: ImmutableData.Dispatcher, ImmutableData.Selector {
  typealias State = QuakesState
  typealias Action = QuakesAction

  private(set) var parameterActions: [QuakesAction] = []
  var returnError: TestDoubleError?

  func dispatch(action: QuakesAction) throws {
    self.parameterActions.append(action)
    if let returnError {
      throw returnError
    }
  }

  func dispatch(thunk: @Sendable (DispatcherTestDouble, DispatcherTestDouble) throws -> Void) rethrows {
    try thunk(self, self)
  }

  func dispatch(thunk: @Sendable (DispatcherTestDouble, DispatcherTestDouble) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }

  func select<T: Sendable>(_ selector: @Sendable (QuakesState) -> T) -> T {
    selector(QuakesState())
  }
}

/// Holds callers of `wait()` until `open()`; after that, `wait()` returns at once.
actor TestGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// How many callers are waiting now.
  private(set) var waitingCount = 0

  func wait() async {
    guard !self.isOpen else { return }
    self.waitingCount += 1
    await withCheckedContinuation { self.waiters.append($0) }
  }

  func open() {
    self.isOpen = true
    self.waitingCount = 0
    for waiter in self.waiters {
      waiter.resume()
    }
    self.waiters.removeAll()
  }
}

extension Quake {
  /// A quake with fixed dates, for tests that need more than the samples.
  static func fixture(
    _ id: String, magnitude: Double = 2.5, name: String = "Somewhere", updatedSeconds: Double = 1_691_118_251.122
  ) -> Quake {
    Quake(
      quakeId: id, magnitude: magnitude, time: Date(timeIntervalSince1970: 1_691_117_533.18),
      updated: Date(timeIntervalSince1970: updatedSeconds), name: name, longitude: -122.7301636, latitude: 38.5060005)
  }
}

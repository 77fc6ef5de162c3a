import Foundation

/// One way a persistent store fails, for the fault matrices: two faults of a local SQLite store,
/// five of a remote one.
public enum StoreFault: String, CaseIterable, Sendable {
  case lockedDatabase, diskFull
  case http500, malformedBody, slowerThanTimeout, connectionRefused, killedMidRequest

  /// Whether the fault belongs to a local store.
  public var isLocal: Bool { self == .lockedDatabase || self == .diskFull }

  /// The faults of a remote store.
  public static let remote = Self.allCases.filter { !$0.isLocal }

  /// The network session's timeout, in seconds: short where the timeout is the fault (the server
  /// never answers, so only the timeout can end the request), a safety net everywhere else, so that
  /// a server thread slow to run on a loaded machine is never mistaken for a slow server.
  public var sessionTimeout: TimeInterval { self == .slowerThanTimeout ? 1 : 60 }

  /// Starts the server a remote fault needs on 127.0.0.1 (`stop()` it in a `defer`).
  ///
  /// - Parameter errorBody: what the server answers with its HTTP 500.
  /// - Precondition: the fault is a remote one.
  public func startServer(errorBody: String) throws -> FaultyLoopbackServer {
    switch self {
    case .http500: try FaultyLoopbackServer(.status(500, body: errorBody))
    case .malformedBody: try FaultyLoopbackServer(.malformedBody)
    case .slowerThanTimeout: try FaultyLoopbackServer(.silent)
    case .killedMidRequest: try FaultyLoopbackServer(.hangUp)
    case .connectionRefused: try FaultyLoopbackServer(.refuseConnections)
    case .lockedDatabase, .diskFull: preconditionFailure("\(self) is a fault of a local store")
    }
  }
}

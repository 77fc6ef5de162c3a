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

  /// Starts the server a remote fault needs on 127.0.0.1, and gives the base URL to talk to: the
  /// server's, or for a refused connection a port nothing listens on (and no server).
  ///
  /// - Parameter errorBody: what the server answers with its HTTP 500.
  public func startServer(errorBody: String) throws -> (server: FaultyLoopbackServer?, url: URL) {
    let behaviour: FaultyLoopbackServer.Behaviour
    switch self {
    case .http500: behaviour = .status(500, body: errorBody)
    case .malformedBody: behaviour = .malformedBody
    case .slowerThanTimeout: behaviour = .silent
    case .killedMidRequest: behaviour = .hangUp
    case .connectionRefused, .lockedDatabase, .diskFull: return (nil, try FaultyLoopbackServer.refusingURL())
    }
    let server = try FaultyLoopbackServer(behaviour)
    return (server, server.url)
  }
}

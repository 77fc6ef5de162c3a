import AttachWire
import Foundation

/// A shell's end of the wire, without the shell: what the tests speak to an agent. Blocking
/// reads run on a thread of their own, never on the test's executor.
final class TestClient: Sendable {
  let connection: FrameConnection

  init(path: String) throws {
    let fd = try UnixSocket.connect(to: path)
    // A safety net: a read that hangs fails the test instead of the suite.
    UnixSocket.setReceiveTimeout(fd, seconds: 60)
    self.connection = FrameConnection(fd: fd)
  }

  /// Says hello as a shell of `domain` with `fingerprint`; returns the agent's answer.
  func hello(domain: String, fingerprint: String, version: Int = AttachMessage.version) async throws -> AttachMessage? {
    try self.connection.send(.hello(version: version, domain: domain, fingerprint: fingerprint, program: "test"))
    return try await self.next()
  }

  func send(_ message: AttachMessage) throws {
    try self.connection.send(message)
  }

  /// Writes raw bytes, as a broken or hostile shell would.
  func sendRaw(_ bytes: [UInt8]) -> Bool {
    UnixSocket.write(self.connection.fd, bytes)
  }

  /// The next message; nil when the agent closed the connection.
  func next() async throws -> AttachMessage? {
    try await self.collect { _ in true }.last
  }

  /// Reads messages on a thread of its own until `isLast` holds for one (kept) or the agent
  /// closes the connection.
  func collect(until isLast: @escaping @Sendable (AttachMessage) -> Bool) async throws -> [AttachMessage] {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { [connection] in
        var read: [AttachMessage] = []
        do {
          while let message = try connection.receive() {
            read.append(message)
            if isLast(message) { break }
          }
          continuation.resume(returning: read)
        } catch {
          continuation.resume(throwing: error)
        }
      }
      thread.start()
    }
  }

  func close() {
    self.connection.close()
  }
}

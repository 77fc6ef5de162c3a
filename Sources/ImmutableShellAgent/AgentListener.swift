import AttachWire
import Foundation
import Synchronization

/// The thread that accepts shells on the agent's socket, refusing a peer of another user, and
/// hands each accepted connection on. It keeps the open connections (to close them on `stop()`)
/// and lets go of each as soon as it ends.
final class AgentListener: Sendable {
  private let fd: Int32
  /// Serves one connection on a thread of its own; calls its second argument when it has ended.
  private let serve: @Sendable (FrameConnection, @escaping @Sendable () -> Void) -> Void
  private let connections = Mutex<[FrameConnection]>([])
  private let stopped = Atomic<Bool>(false)

  init(fd: Int32, serve: @escaping @Sendable (FrameConnection, @escaping @Sendable () -> Void) -> Void) {
    self.fd = fd
    self.serve = serve
  }

  func start() {
    let thread = Thread { [self] in self.acceptLoop() }
    thread.name = "imshell-agent"
    thread.start()
  }

  func stop() {
    guard !self.stopped.exchange(true, ordering: .relaxed) else { return }
    UnixSocket.shutdownBoth(self.fd)
    close(self.fd)
    for connection in self.connections.withLock({ $0 }) { connection.close() }
  }

  private func acceptLoop() {
    while let peer = UnixSocket.accept(self.fd) {
      let connection = FrameConnection(fd: peer)
      guard UnixSocket.peerUID(peer) == getuid() else {
        try? connection.send(.refused("this app accepts shells of its own user only"))
        connection.close()
        continue
      }
      self.connections.withLock { $0.append(connection) }
      self.serve(connection) { [self] in
        self.connections.withLock { list in list.removeAll { $0 === connection } }
      }
    }
  }

  /// How many accepted connections are open.
  var openConnections: Int { self.connections.withLock { $0.count } }
}

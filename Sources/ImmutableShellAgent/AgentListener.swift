import AttachWire
import Foundation
import Synchronization

/// The thread that accepts shells on the agent's socket, refusing a peer of another user, and
/// hands each accepted connection on.
final class AgentListener: Sendable {
  private let fd: Int32
  private let serve: @Sendable (FrameConnection) -> Void
  private let connections = Mutex<[FrameConnection]>([])
  private let stopped = Atomic<Bool>(false)

  init(fd: Int32, serve: @escaping @Sendable (FrameConnection) -> Void) {
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
      self.connections.withLock { list in
        list.removeAll { $0.isClosed }
        list.append(connection)
      }
      self.serve(connection)
    }
  }
}

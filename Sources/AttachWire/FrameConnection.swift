import Glibc
import Synchronization

/// One end of an attach connection: whole messages in and out of a socket. One thread sends and
/// one thread receives; `close()` from any thread wakes the receiver.
public final class FrameConnection: Sendable {
  /// The socket.
  public let fd: Int32
  private let decoder = Mutex(FrameDecoder())
  private let closed = Atomic<Bool>(false)

  /// Takes ownership of the connected socket `fd`.
  public init(fd: Int32) {
    self.fd = fd
  }

  deinit {
    Glibc.close(self.fd)
  }

  /// Sends `message`.
  ///
  /// - Throws: `AttachError.closed` when the connection is gone; `FrameError` when the message is
  ///   over the frame limit.
  public func send(_ message: AttachMessage) throws {
    let bytes = try message.frame.encoded()
    guard UnixSocket.write(self.fd, bytes) else { throw AttachError(.closed, "the connection closed") }
  }

  /// The next message, blocking until it arrives; nil when the other side closed cleanly.
  ///
  /// - Throws: `FrameError` for bytes that are not a frame or a message, or a frame cut short.
  public func receive() throws(FrameError) -> AttachMessage? {
    while true {
      if let frame = try self.decoder.withLock({ decoder throws(FrameError) in try decoder.next() }) {
        return try AttachMessage(frame)
      }
      let bytes = UnixSocket.read(self.fd)
      if bytes.isEmpty {
        if self.closed.load(ordering: .relaxed) { return nil }
        try self.decoder.withLock { decoder throws(FrameError) in try decoder.finish() }
        return nil
      }
      self.decoder.withLock { $0.append(bytes) }
    }
  }

  /// Whether `close()` was called.
  public var isClosed: Bool { self.closed.load(ordering: .relaxed) }

  /// Ends the connection both ways; a blocked `receive()` returns nil.
  public func close() {
    self.closed.store(true, ordering: .relaxed)
    UnixSocket.shutdownBoth(self.fd)
  }
}

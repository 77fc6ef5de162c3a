import AttachWire
import Foundation

/// The shell's end of an attach connection: the handshake, then a thread that reads the app's
/// messages into `events`, in order, ending with `.ended` and a sentence saying why.
final class AttachClient: Sendable {
  /// What the reader thread hands to the shell.
  enum Event: Sendable {
    case message(AttachMessage)
    /// The connection is over; why, in a few words.
    case ended(String)
  }

  /// How long the handshake may take: a stopped app must not hang the shell.
  static let handshakeSeconds = 5
  /// How many events may wait for the shell. When that many do, the reader stops reading: the
  /// socket fills, and the agent drops what does not fit and tells the shell, instead of the
  /// shell's memory growing with every action it has not handled yet.
  static let waitingEvents = 4096

  let program: String
  let pid: Int32
  let events: AsyncStream<Event>
  private let connection: FrameConnection
  /// Room for events not yet handled (`handled()` gives one back). Made empty and then
  /// filled: libdispatch traps when a semaphore is released below the value it was made with.
  private let room = DispatchSemaphore(value: 0)

  /// Connects to the agent at `path` and says hello as a shell of `domain` with `fingerprint`.
  ///
  /// - Throws: `Diagnostic` with the app's refusal, or why the connection failed.
  init(path: String, domain: String, fingerprint: String, shellProgram: String) throws {
    let fd: Int32
    do {
      fd = try UnixSocket.connect(to: path)
    } catch {
      throw Diagnostic(.command, "cannot attach: \(error.sentence)")
    }
    let connection = FrameConnection(fd: fd)
    guard UnixSocket.peerUID(fd) == getuid() else {
      connection.close()
      throw Diagnostic(.command, "cannot attach: the process at \(path) runs as another user")
    }
    UnixSocket.setReceiveTimeout(fd, seconds: Self.handshakeSeconds)
    let answer: AttachMessage?
    do {
      try connection.send(.hello(version: AttachMessage.version, domain: domain, fingerprint: fingerprint, program: shellProgram))
      answer = try connection.receive()
    } catch {
      connection.close()
      throw Diagnostic(.command, "cannot attach: \(error)")
    }
    switch answer {
    case .welcome(let program, let pid)?:
      self.program = program
      self.pid = pid
    case .refused(let sentence)?:
      connection.close()
      throw Diagnostic(.command, "the app refused to attach: \(sentence)")
    default:
      connection.close()
      throw Diagnostic(.command, "cannot attach: the app did not answer the handshake within \(Self.handshakeSeconds) s")
    }
    UnixSocket.setReceiveTimeout(fd, seconds: 0)
    self.connection = connection
    for _ in 0..<Self.waitingEvents { self.room.signal() }
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    self.events = events
    let thread = Thread { [room] in
      continuation.yield(.ended(Self.pump(connection, room: room, into: continuation)))
      continuation.finish()
    }
    thread.name = "imshell-attach"
    thread.start()
  }

  /// Reads until the connection ends; returns why it ended.
  private static func pump(_ connection: FrameConnection, room: DispatchSemaphore, into continuation: AsyncStream<Event>.Continuation) -> String {
    while true {
      // Waits for the shell to handle what is waiting; a detach while waiting ends the loop.
      while room.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
        if connection.isClosed { return "detached" }
      }
      do {
        guard let message = try connection.receive() else {
          return connection.isClosed ? "detached" : "the app closed the connection"
        }
        if case .refused(let sentence) = message { return "the app ended the attachment: \(sentence)" }
        continuation.yield(.message(message))
      } catch {
        try? connection.send(.refused(error.sentence))
        connection.close()
        return "the app sent what is not the attach protocol (\(error.sentence))"
      }
    }
  }

  /// Sends `message`; false when the connection is gone.
  @discardableResult
  func send(_ message: AttachMessage) -> Bool {
    (try? self.connection.send(message)) != nil
  }

  /// Says the shell has handled one event, which makes room for another.
  func handled() {
    self.room.signal()
  }

  /// Ends the connection; the reader thread ends with "detached".
  func close() {
    self.connection.close()
  }
}

extension Error {
  /// A sentence for an attach error.
  var sentence: String {
    if let error = self as? AttachError { return error.sentence }
    if let error = self as? FrameError { return error.sentence }
    return String(describing: self)
  }
}

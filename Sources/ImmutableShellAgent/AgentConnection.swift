import AttachWire
import Dispatch
import Foundation
import ImmutableShell
import Synchronization

/// One attached shell, on the agent's side: the handshake and the shell's requests on this
/// thread, the app's actions followed into its outbox (`AgentFollower`), and a writer thread
/// that alone writes to the socket.
final class AgentConnection<D: Domain>: Sendable {
  private let host: AgentHost<D>
  private let connection: FrameConnection
  private let outbox: Outbox<Outgoing<D>>
  private let follower: AgentFollower<D>
  private let ended = Atomic<Bool>(false)
  /// Signalled when the writer thread ends, so a refusal is written before the connection closes.
  private let writerDone = DispatchSemaphore(value: 0)

  init(host: AgentHost<D>, connection: FrameConnection) {
    self.host = host
    self.connection = connection
    self.outbox = Outbox(capacity: host.limits.queue)
    self.follower = AgentFollower(host: host, outbox: self.outbox)
  }

  /// The handshake, then the shell's requests until it leaves.
  func run() {
    defer { self.end() }
    let hello: AttachMessage?
    do {
      hello = try self.connection.receive()
    } catch {
      return self.refuseNow(error.sentence)
    }
    guard case .hello(let version, let domain, let fingerprint, _)? = hello else {
      return self.refuseNow("the first frame must be a hello")
    }
    if let sentence = self.host.refusal(version: version, domain: domain, fingerprint: fingerprint) {
      return self.refuseNow(sentence)
    }
    guard (try? self.connection.send(.welcome(program: self.host.program, pid: getpid()))) != nil else { return }
    self.startWriter()
    self.follower.start()
    self.serveRequests()
  }

  private func serveRequests() {
    while !self.ended.load(ordering: .relaxed) {
      let message: AttachMessage?
      do {
        message = try self.connection.receive()
      } catch {
        return self.refuseThenEnd(error.sentence)
      }
      switch message {
      case nil: return
      case .dispatch(let request, let literal)?:
        let result = MainActorCall.run { [host] in host.dispatch(literal) }
        _ = self.outbox.force(.message(.dispatched(request: request, result: result)))
      case .verify(let request)?:
        let (sequence, state) = MainActorCall.run { [host] in host.current() }
        _ = self.outbox.force(.digest(request: request, sequence: sequence, state))
      case .resync?:
        // The shell ignores the queued actions this snapshot already contains.
        let (sequence, state) = MainActorCall.run { [host] in host.current() }
        _ = self.outbox.force(.snapshot(sequence: sequence, state))
      case .some(let other):
        return self.refuseThenEnd("a shell may not send a \(other.frame.kind) frame")
      }
    }
  }

  /// Queues a refusal and gives the writer a moment to send it (a shell that does not read gets
  /// the closed connection alone).
  private func refuseThenEnd(_ sentence: String) {
    guard self.outbox.force(.refuse(sentence)) else { return }
    _ = self.writerDone.wait(timeout: .now() + .seconds(2))
  }

  private func startWriter() {
    let thread = Thread { [self] in
      defer { self.writerDone.signal() }
      while let item = self.outbox.take() {
        guard (try? self.connection.send(item.message)) != nil else { break }
        switch item {
        case .action(let sequence, _, _), .snapshot(let sequence, _): self.follower.taken.store(sequence, ordering: .relaxed)
        case .refuse: return self.end()
        default: break
        }
      }
      self.end()
    }
    thread.name = "imshell-agent-writer"
    thread.start()
  }

  private func refuseNow(_ sentence: String) {
    try? self.connection.send(.refused(sentence))
  }

  /// Whether the shell was sent every action up to `sequence`, or is gone.
  func hasSent(upTo sequence: Int) -> Bool {
    self.ended.load(ordering: .relaxed) || self.follower.taken.load(ordering: .relaxed) >= sequence
  }

  /// Ends the connection: the writer, the reader and the stream all stop.
  func end() {
    guard !self.ended.exchange(true, ordering: .relaxed) else { return }
    self.outbox.close()
    self.connection.close()
    self.follower.stop()
  }
}

extension Error {
  /// The sentence the other side is told.
  var sentence: String { (self as? FrameError)?.sentence ?? String(describing: self) }
}

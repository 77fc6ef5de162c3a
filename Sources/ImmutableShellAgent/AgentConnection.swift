import AttachWire
import Dispatch
import Foundation
import ImmutableShell
import Synchronization

/// One attached shell, on the agent's side: the handshake and the shell's requests on this
/// thread, the app's actions read from a bounded stream by a task off the main actor, and a
/// writer thread that alone writes to the socket.
final class AgentConnection<D: Domain>: Sendable {
  private let host: AgentHost<D>
  private let connection: FrameConnection
  private let outbox: Outbox<Outgoing<D>>
  /// Elements the current stream dropped; `generation` tells the current stream's drops from a
  /// replaced one's.
  private let drops = Atomic<Int>(0)
  private let generation = Atomic<Int>(0)
  /// The last action sequence number written to the socket.
  private let written = Atomic<Int>(0)
  private let follower = Mutex<Task<Void, Never>?>(nil)
  private let ended = Atomic<Bool>(false)
  /// Signalled when the writer thread ends, so a refusal is written before the connection closes.
  private let writerDone = DispatchSemaphore(value: 0)

  init(host: AgentHost<D>, connection: FrameConnection) {
    self.host = host
    self.connection = connection
    self.outbox = Outbox(capacity: host.limits.queue)
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
    self.follower.withLock { $0 = Task.detached { await self.follow() } }
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

  /// Reads the app's actions into the outbox; when the stream or the outbox had to drop, starts
  /// again from a fresh snapshot and tells the shell how many it missed.
  private func follow() async {
    var subscription = await self.subscribe()
    _ = self.outbox.force(.snapshot(sequence: subscription.sequence, subscription.state))
    while !self.ended.load(ordering: .relaxed) {
      guard await self.forward(subscription) else { return }
      subscription = await self.subscribe()
      let missed = max(subscription.sequence - self.written.load(ordering: .relaxed), 0)
      self.outbox.clear()
      _ = self.outbox.force(.message(.dropped(count: missed)))
      _ = self.outbox.force(.snapshot(sequence: subscription.sequence, subscription.state))
    }
  }

  /// Forwards `subscription`'s actions; true when it stopped because something was dropped.
  private func forward(_ subscription: AgentSubscription<D>) async -> Bool {
    var sequence = subscription.sequence
    for await (_, action) in subscription.stream {
      if self.ended.load(ordering: .relaxed) { return false }
      // Checked before taking the element: while no drop has happened yet, this element was
      // buffered before any gap, so it is the next one in order.
      if self.drops.load(ordering: .relaxed) > 0 { return true }
      sequence += 1
      let millis = Int64(Date().timeIntervalSince1970 * 1000)
      guard self.outbox.offer(.action(sequence: sequence, millis: millis, action)) else { return true }
    }
    return false
  }

  private func subscribe() async -> AgentSubscription<D> {
    let generation = self.generation.add(1, ordering: .relaxed).newValue
    self.drops.store(0, ordering: .relaxed)
    return await MainActor.run { [host] in
      host.subscribe { [self] in
        if self.generation.load(ordering: .relaxed) == generation { self.drops.add(1, ordering: .relaxed) }
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
        case .action(let sequence, _, _), .snapshot(let sequence, _): self.written.store(sequence, ordering: .relaxed)
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

  /// Ends the connection: the writer, the reader and the stream all stop.
  func end() {
    guard !self.ended.exchange(true, ordering: .relaxed) else { return }
    self.outbox.close()
    self.connection.close()
    self.follower.withLock { $0?.cancel() }
  }
}

extension Error {
  /// The sentence the other side is told.
  var sentence: String { (self as? FrameError)?.sentence ?? String(describing: self) }
}

import AttachWire
import Foundation
import ImmutableShell
import Synchronization

/// Follows the app's store for one reader (a shell's connection, or a recording): a snapshot,
/// then every action into the reader's outbox, read from a bounded stream by a task off the main
/// actor. When the stream or the outbox had to drop, it starts again from a fresh snapshot after
/// telling the reader how many actions it missed.
final class AgentFollower<D: Domain>: Sendable {
  private let host: AgentHost<D>
  private let outbox: Outbox<Outgoing<D>>
  /// Elements the current stream dropped; `generation` tells the current stream's drops from a
  /// replaced one's.
  private let drops = Atomic<Int>(0)
  private let generation = Atomic<Int>(0)
  /// The last sequence number the reader took (written to a socket or a file).
  let taken = Atomic<Int>(0)
  private let task = Mutex<Task<Void, Never>?>(nil)
  private let stopped = Atomic<Bool>(false)

  init(host: AgentHost<D>, outbox: Outbox<Outgoing<D>>) {
    self.host = host
    self.outbox = outbox
  }

  func start() {
    self.task.withLock { $0 = Task.detached(executorPreference: AgentExecutor.shared) { await self.follow() } }
  }

  /// Stops following; the stream is dropped and unregistered.
  func stop() {
    self.stopped.store(true, ordering: .relaxed)
    self.task.withLock { $0?.cancel() }
  }

  private func follow() async {
    var subscription = await self.subscribe()
    _ = self.outbox.force(.snapshot(sequence: subscription.sequence, subscription.state))
    while !self.stopped.load(ordering: .relaxed) {
      guard await self.forward(subscription) else { return }
      subscription = await self.subscribe()
      let missed = max(subscription.sequence - self.taken.load(ordering: .relaxed), 0)
      self.outbox.clear()
      _ = self.outbox.force(.message(.dropped(count: missed)))
      _ = self.outbox.force(.snapshot(sequence: subscription.sequence, subscription.state))
    }
  }

  /// Forwards `subscription`'s actions; true when it stopped because something was dropped.
  private func forward(_ subscription: AgentSubscription<D>) async -> Bool {
    var sequence = subscription.sequence
    for await (_, action) in subscription.stream {
      if self.stopped.load(ordering: .relaxed) { return false }
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
}

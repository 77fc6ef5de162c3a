import AttachWire
import Foundation
import ImmutableShell
import Synchronization

/// Follows the app's store for one reader (a shell's connection, or a recording): a snapshot,
/// then every action into the reader's outbox, read in batches from the store's action tap by a
/// task off the main actor. At most `AgentLimits.streamBuffer` actions wait between the tap and
/// this task; when a batch did not fit, or the outbox had to drop, it starts again from a fresh
/// snapshot after telling the reader how many actions it missed.
final class AgentFollower<D: Domain>: Sendable {
  private let host: AgentHost<D>
  private let outbox: Outbox<Outgoing<D>>
  /// Elements the current stream dropped; `generation` tells the current stream's drops from a
  /// replaced one's.
  private let drops = Atomic<Int>(0)
  private let generation = Atomic<Int>(0)
  /// Actions delivered by the tap and not yet taken by this follower.
  private let waiting = Atomic<Int>(0)
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
    for await batch in subscription.stream {
      if self.stopped.load(ordering: .relaxed) { return false }
      // Checked before taking the batch: while no drop has happened yet, this batch was
      // delivered before any gap, so its actions are the next ones in order.
      if self.drops.load(ordering: .relaxed) > 0 { return true }
      self.waiting.subtract(batch.count, ordering: .relaxed)
      let millis = Int64(Date().timeIntervalSince1970 * 1000)
      for action in batch {
        sequence += 1
        guard self.outbox.offer(.action(sequence: sequence, millis: millis, action)) else { return true }
      }
    }
    return false
  }

  private func subscribe() async -> AgentSubscription<D> {
    let generation = self.generation.add(1, ordering: .relaxed).newValue
    self.drops.store(0, ordering: .relaxed)
    self.waiting.store(0, ordering: .relaxed)
    let limit = self.host.limits.streamBuffer
    return await MainActor.run { [host] in
      host.subscribe { [self] count in
        // A replaced tap's last batches neither count nor wait.
        guard self.generation.load(ordering: .relaxed) == generation else { return .dropped }
        guard self.waiting.load(ordering: .relaxed) + count <= limit else {
          return self.drops.add(count, ordering: .relaxed).oldValue == 0 ? .firstDrop : .dropped
        }
        self.waiting.add(count, ordering: .relaxed)
        return .admitted
      }
    }
  }
}

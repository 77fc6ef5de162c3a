import AttachWire
import Foundation
import ImmutableData
import ImmutableShell
import Synchronization
import TypedLiterals

/// What every connection of one agent shares: the store, the domain's types and the limits.
final class AgentHost<D: Domain>: Sendable {
  /// The store, read and dispatched to on the main actor only (it is isolated to it).
  private let store: Store<D.State, D.Action>
  let program: String
  let limits: AgentLimits
  let fingerprint: String
  /// The shells attached now, so that stopping can let them take what was already dispatched.
  private let attached = Mutex<[AgentConnection<D>]>([])

  @MainActor init(store: Store<D.State, D.Action>, program: String, limits: AgentLimits) {
    self.store = store
    self.program = program
    self.limits = limits
    self.fingerprint = TypeFingerprint.of(D.self)
  }

  /// Serves one shell on a thread of its own: the handshake, then its requests; `ended` runs
  /// once the connection is over.
  func serve(_ connection: FrameConnection, ended: @escaping @Sendable () -> Void) {
    let shell = AgentConnection(host: self, connection: connection)
    self.attached.withLock { $0.append(shell) }
    let thread = Thread { [self] in
      shell.run()
      self.attached.withLock { list in list.removeAll { $0 === shell } }
      ended()
    }
    thread.name = "imshell-agent-shell"
    thread.start()
  }

  /// Waits, a second at most, until every attached shell was sent the actions the app dispatched
  /// so far: an app that dispatches and then stops still shows its last actions to its shells.
  @MainActor func letShellsCatchUp() {
    self.store.flushTaps()
    let dispatched = self.store.dispatchCount
    let deadline = ContinuousClock.now + .seconds(1)
    while ContinuousClock.now < deadline, !self.attached.withLock({ $0.allSatisfy { $0.hasSent(upTo: dispatched) } }) {
      usleep(1000)
    }
  }

  /// The sentence a hello is refused with, or nil when it is accepted.
  func refusal(version: Int, domain: String, fingerprint: String) -> String? {
    if version != AttachMessage.version {
      return "this app speaks attach protocol \(AttachMessage.version), the shell \(version)"
    }
    if domain != D.name { return "this app runs the \(D.name) domain, not \(domain)" }
    if fingerprint != self.fingerprint {
      return "this app's \(D.name) types differ from the shell's (fingerprint \(self.fingerprint), the shell's \(fingerprint)): rebuild the shell from the app's sources"
    }
    return nil
  }

  /// The store's state, how many actions made it, and a new stream of the batches of actions
  /// that follow, all in one main-actor turn so that the stream starts exactly after the state.
  /// The actions come from a tap (`Store.tapActions`), which costs a dispatch one copy of its
  /// action; `admit` is asked, on the main actor, whether each batch fits in what may wait. A
  /// batch it refuses is dropped; the first refusal yields an empty batch, so that the reader
  /// wakes to find the drop.
  @MainActor func subscribe(admit: @escaping @MainActor @Sendable (Int) -> BatchAdmission) -> AgentSubscription<D> {
    let store = self.store
    let (stream, continuation) = AsyncStream.makeStream(of: [D.Action].self)
    let tap = store.tapActions(batchesOf: min(self.limits.batch, self.limits.streamBuffer)) { batch in
      switch admit(batch.count) {
      case .admitted: continuation.yield(batch)
      case .firstDrop: continuation.yield([])
      case .dropped: break
      }
    }
    continuation.onTermination = { _ in Task { @MainActor in store.removeTap(tap) } }
    return AgentSubscription(sequence: store.dispatchCount, state: store.select { $0 }, stream: stream)
  }

  /// Hands the followers what the store's taps buffer now: an app about to stop gives the main
  /// actor no further turn.
  @MainActor func flushTaps() {
    self.store.flushTaps()
  }

  /// Dispatches `text` in the app; the answer names the action's sequence number or why it
  /// failed.
  @MainActor func dispatch(_ text: String) -> AttachMessage.DispatchResult {
    let store = self.store
    let action: D.Action
    do {
      action = try D.Action(literal: try LiteralParser.parse(text))
    } catch {
      return .failed("the app could not read \(text): \(error)")
    }
    do {
      try store.dispatch(action: action)
    } catch {
      return .failed("the app's reducer threw \(error) for \(text)")
    }
    return .accepted(sequence: store.dispatchCount)
  }

  /// The state now and how many actions made it.
  @MainActor func current() -> (sequence: Int, state: D.State) {
    let store = self.store
    return (store.dispatchCount, store.select { $0 })
  }
}

/// What becomes of a batch of actions the store's tap delivers.
enum BatchAdmission {
  /// It waits for the follower.
  case admitted
  /// It is dropped, the first since the subscription started: the follower is woken to see it.
  case firstDrop
  /// It is dropped, after others.
  case dropped
}

/// Where a subscription starts.
struct AgentSubscription<D: Domain>: Sendable {
  let sequence: Int
  let state: D.State
  /// The app's actions from `sequence` on, in batches.
  let stream: AsyncStream<[D.Action]>
}

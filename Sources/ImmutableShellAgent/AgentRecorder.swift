import AttachWire
import Foundation
import ImmutableShell
import Synchronization
import TypedLiterals

/// Records the app's actions to a script without any shell attached (`IMSHELL_AGENT_RECORD`):
/// the same script `:record` writes, appended as the actions come, on a thread of its own. It
/// keeps a copy of the state (the domain's reducer on each action) for the final `:expect digest`.
final class AgentRecorder<D: Domain>: Sendable {
  /// The environment variable naming the file to record to.
  static var variable: String { "IMSHELL_AGENT_RECORD" }

  private let fd: Int32
  private let outbox: Outbox<Outgoing<D>>
  private let follower: AgentFollower<D>
  private let app: String
  private let finished = DispatchSemaphore(value: 0)

  /// Opens `path` (a new 0600 file) and starts recording.
  ///
  /// - Throws: `AttachError.directory` when the file cannot be made.
  init(host: AgentHost<D>, path: String, app: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { throw AttachError(.directory, "cannot record to \(path): " + String(cString: strerror(errno))) }
    self.fd = fd
    self.app = app
    self.outbox = Outbox(capacity: host.limits.queue)
    self.follower = AgentFollower(host: host, outbox: self.outbox)
    let thread = Thread { [self] in self.write() }
    thread.name = "imshell-agent-recorder"
    thread.start()
    self.follower.start()
  }

  /// Waits (a second at most) for what the app dispatched to be recorded, then ends the script
  /// with the digest of the recorded state.
  @MainActor func stop(caughtUp: () -> Bool) {
    let deadline = ContinuousClock.now + .seconds(1)
    while !caughtUp(), ContinuousClock.now < deadline { usleep(1000) }
    self.follower.stop()
    _ = self.outbox.force(.refuse("the app stopped"))
    _ = self.finished.wait(timeout: .now() + .seconds(2))
  }

  /// How far the recording got.
  var recorded: Int { self.follower.taken.load(ordering: .relaxed) }

  private func write() {
    defer {
      close(self.fd)
      self.finished.signal()
    }
    let reducer = D.reducer(options: DomainOptions())
    var state: D.State?
    var missed = 0
    while let item = self.outbox.take() {
      var lines: [String] = []
      switch item {
      case .snapshot(let sequence, let snapshot):
        lines = state == nil
          ? RecordingScript.header(programName: "imshell", domain: D.name, app: self.app, sequence: sequence, state: snapshot.literal.description)
          : RecordingScript.snapshot(snapshot.literal.description, sequence: sequence, missed: missed)
        state = snapshot
        self.follower.taken.store(sequence, ordering: .relaxed)
      case .action(let sequence, let millis, let action):
        lines = RecordingScript.action(action.literal.description, sequence: sequence, millis: millis)
        // The app's reducer took this action; the same reducer here takes it too.
        if let current = state, let next = try? reducer(current, action) { state = next }
        self.follower.taken.store(sequence, ordering: .relaxed)
      case .message(.dropped(let count)): missed = count
      case .refuse:
        if let state { _ = Self.append(self.fd, RecordingScript.end(digest: StateDigest.of(state.literal.description))) }
        return
      default: break
      }
      _ = Self.append(self.fd, lines)
    }
  }

  /// Appends `lines`, each ending in a newline; false when the file cannot take them.
  private static func append(_ fd: Int32, _ lines: [String]) -> Bool {
    guard !lines.isEmpty else { return true }
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}

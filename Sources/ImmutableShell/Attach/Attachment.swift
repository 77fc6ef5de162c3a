import AttachWire

/// A shell's attachment to a running app: the connection, how far the live copy has got in the
/// app's sequence of actions, and the answers the shell waits for.
@MainActor final class Attachment {
  /// What a digest comparison found.
  enum Verdict: Equatable {
    /// The live copy after `sequence` app actions has the app's digest.
    case matches(sequence: Int, digest: String)
    /// It does not; a fresh snapshot was asked for.
    case differs(sequence: Int, app: String, copy: String)
    /// The copy moved past the app's answer (a resync) before it could be compared.
    case overtaken
  }

  /// How many app actions pass between two automatic digest checks.
  static let verifyEvery = 500
  /// The dispatches an attached session keeps for time travel unless `:set history` said.
  static let historyCap = 10_000

  let client: AttachClient
  /// Which app: `counter-service (pid 4242)`.
  let name: String
  /// The app's action count the live copy is at.
  var sequence = 0
  /// App actions applied since attaching, and how many of them `:await app` has waited for.
  var appActions = 0
  var awaited = 0
  /// Actions the app reported dropped, and snapshots taken since the first.
  var dropped = 0
  var resyncs = 0
  /// Whether the first snapshot arrived.
  var hasSnapshot = false
  /// App actions since the last digest check.
  var sinceVerify = 0
  /// Answers to dispatch requests, by request number.
  var replies: [Int: AttachMessage.DispatchResult] = [:]
  /// The app's digests waiting for the live copy to reach their sequence number.
  var pendingDigests: [(request: Int, sequence: Int, digest: String)] = []
  /// Digest verdicts, by request number, of the checks `:verify` waits for.
  var verdicts: [Int: Verdict] = [:]
  var waitingVerifies: Set<Int> = []
  /// Where the app's actions are being recorded, if anywhere.
  var recorder: SessionRecorder?
  /// Whether attaching capped the history (the user had not), to undo on detaching.
  var capsHistory = false
  /// Why the attachment ended, once it has.
  var endReason: String?
  /// The task that hands the connection's events to the shell.
  var pump: Task<Void, Never>?
  private var lastRequest = 0

  init(client: AttachClient) {
    self.client = client
    self.name = "\(client.program) (pid \(client.pid))"
  }

  /// A new request number.
  func nextRequest() -> Int {
    self.lastRequest += 1
    return self.lastRequest
  }

  /// The pending digests the live copy has now reached (compared and removed), and those it
  /// passed without stopping at (removed as overtaken).
  func takeDueDigests() -> (due: [(request: Int, digest: String)], overtaken: [Int]) {
    var due: [(request: Int, digest: String)] = []
    var overtaken: [Int] = []
    self.pendingDigests.removeAll { entry in
      if entry.sequence == self.sequence { due.append((entry.request, entry.digest)) } else if entry.sequence < self.sequence {
        overtaken.append(entry.request)
      } else {
        return false
      }
      return true
    }
    return (due, overtaken)
  }
}

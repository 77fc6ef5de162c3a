/// The messages of the attach protocol, as the two sides read and write them; each is one
/// `WireFrame`. Version 1.
public enum AttachMessage: Sendable, Equatable {
  /// The protocol version this build speaks; a hello with another is refused.
  public static let version = 1

  /// Shell → agent: who is asking, for which domain and types.
  case hello(version: Int, domain: String, fingerprint: String, program: String)
  /// Agent → shell: accepted; the app's program name and process id.
  case welcome(program: String, pid: Int32)
  /// Either side: the connection ends, and why.
  case refused(String)
  /// Agent → shell: the state after `sequence` actions, as a literal.
  case snapshot(sequence: Int, state: String)
  /// Agent → shell: the `sequence`th action, dispatched at `millis` (Unix time).
  case action(sequence: Int, millis: Int64, literal: String)
  /// Agent → shell: `count` actions did not fit the shell's queue; a snapshot follows.
  case dropped(count: Int)
  /// Shell → agent: dispatch `literal` in the app; `request` numbers the answer.
  case dispatch(request: Int, literal: String)
  /// Agent → shell: request `request` became action `sequence`, or failed with `error`.
  case dispatched(request: Int, result: DispatchResult)
  /// Shell → agent: asks for the digest of the app's state.
  case verify(request: Int)
  /// Agent → shell: the app's state after `sequence` actions has `digest`.
  case digest(request: Int, sequence: Int, digest: String)
  /// Shell → agent: send a fresh snapshot; actions it already had with a sequence number up to
  /// the snapshot's are to be ignored.
  case resync

  /// What became of a dispatch request.
  public enum DispatchResult: Sendable, Equatable {
    /// The action was dispatched as this sequence number.
    case accepted(sequence: Int)
    /// The literal did not decode, or the reducer threw: the sentence says which.
    case failed(String)
  }
}

extension AttachMessage {
  /// The message as a frame.
  public var frame: WireFrame {
    switch self {
    case .hello(let version, let domain, let fingerprint, let program):
      WireFrame(.hello, "imshell-attach \(version)\n\(domain)\n\(fingerprint)\n\(program)")
    case .welcome(let program, let pid): WireFrame(.welcome, "\(pid)\n\(program)")
    case .refused(let sentence): WireFrame(.refused, sentence)
    case .snapshot(let sequence, let state): WireFrame(.snapshot, "\(sequence)\n\(state)")
    case .action(let sequence, let millis, let literal): WireFrame(.action, "\(sequence) \(millis)\n\(literal)")
    case .dropped(let count): WireFrame(.dropped, "\(count)")
    case .dispatch(let request, let literal): WireFrame(.dispatch, "\(request)\n\(literal)")
    case .dispatched(let request, .accepted(let sequence)): WireFrame(.dispatched, "\(request) ok \(sequence)")
    case .dispatched(let request, .failed(let sentence)): WireFrame(.dispatched, "\(request) failed\n\(sentence)")
    case .verify(let request): WireFrame(.verify, "\(request)")
    case .digest(let request, let sequence, let digest): WireFrame(.digest, "\(request) \(sequence) \(digest)")
    case .resync: WireFrame(.resync, "")
    }
  }

  /// Reads `frame` as its kind's message.
  ///
  /// - Throws: `FrameError.malformed` when the payload does not have its kind's fields.
  public init(_ frame: WireFrame) throws(FrameError) {
    var reader = PayloadReader(frame)
    switch frame.kind {
    case .hello:
      let version = try reader.header(["imshell-attach", "VERSION"])
      guard let number = Int(version[1]) else { throw reader.malformed }
      self = .hello(version: number, domain: try reader.line(), fingerprint: try reader.line(), program: reader.rest())
    case .welcome:
      guard let pid = Int32(try reader.line()), pid > 0 else { throw reader.malformed }
      self = .welcome(program: reader.rest(), pid: pid)
    case .refused: self = .refused(frame.payload)
    case .snapshot: self = .snapshot(sequence: try reader.int(try reader.line()), state: reader.rest())
    case .action:
      let fields = try reader.header(["SEQUENCE", "MILLIS"])
      guard let millis = Int64(fields[1]) else { throw reader.malformed }
      self = .action(sequence: try reader.int(fields[0]), millis: millis, literal: reader.rest())
    case .dropped: self = .dropped(count: try reader.int(reader.rest()))
    case .dispatch: self = .dispatch(request: try reader.int(try reader.line()), literal: reader.rest())
    case .dispatched: self = try Self.dispatched(&reader)
    case .verify: self = .verify(request: try reader.int(reader.rest()))
    case .digest:
      let fields = try PayloadReader.fields(frame.payload, count: 3, reader.malformed)
      self = .digest(request: try reader.int(fields[0]), sequence: try reader.int(fields[1]), digest: fields[2])
    case .resync:
      guard frame.payload.isEmpty else { throw reader.malformed }
      self = .resync
    }
  }

  private static func dispatched(_ reader: inout PayloadReader) throws(FrameError) -> Self {
    let first = try reader.line(allowingEnd: true)
    let fields = try PayloadReader.fields(first, count: first.hasSuffix(" failed") ? 2 : 3, reader.malformed)
    let request = try reader.int(fields[0])
    switch fields[1] {
    case "ok": return .dispatched(request: request, result: .accepted(sequence: try reader.int(fields[2])))
    case "failed": return .dispatched(request: request, result: .failed(reader.rest()))
    default: throw reader.malformed
    }
  }
}

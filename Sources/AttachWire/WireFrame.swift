/// One unit of the attach protocol: a kind byte, a payload length (4 bytes, big-endian) and the
/// payload, UTF-8 text (typed literals and a few header fields).
///
/// The limit is generous because a snapshot carries a whole state as a literal: 64k quakes print
/// as a few megabytes.
public struct WireFrame: Sendable, Equatable {
  /// The largest payload either side accepts: 64 MiB.
  public static let maxPayloadBytes = 64 << 20
  /// Bytes before the payload: the kind and the length.
  public static let headerBytes = 5

  /// What the frame carries; the byte is a printable letter so a dump reads well.
  public enum Kind: UInt8, Sendable, CaseIterable {
    /// Shell → agent, first frame: protocol version, domain, fingerprint, program.
    case hello = 0x48  // H
    /// Agent → shell: the handshake was accepted.
    case welcome = 0x57  // W
    /// Either side: a sentence saying why the connection ends.
    case refused = 0x52  // R
    /// Agent → shell: the sequence number and the state as a literal.
    case snapshot = 0x53  // S
    /// Agent → shell: one dispatched action, its sequence number and time.
    case action = 0x41  // A
    /// Agent → shell: how many actions the shell could not take; a snapshot follows.
    case dropped = 0x58  // X
    /// Shell → agent: an action literal to dispatch in the app.
    case dispatch = 0x44  // D
    /// Agent → shell: the answer to a dispatch request.
    case dispatched = 0x64  // d
    /// Shell → agent: asks for the digest of the app's state.
    case verify = 0x56  // V
    /// Agent → shell: the digest of the app's state after a sequence number.
    case digest = 0x47  // G
    /// Shell → agent: send a fresh snapshot (the shell's copy went wrong).
    case resync = 0x59  // Y
  }

  /// What the frame carries.
  public var kind: Kind
  /// The payload text.
  public var payload: String

  /// A frame of `kind` carrying `payload`.
  public init(_ kind: Kind, _ payload: String) {
    self.kind = kind
    self.payload = payload
  }

  /// The frame's bytes as they go on the wire.
  ///
  /// - Throws: `FrameError.oversized` when the payload is over the limit.
  public func encoded() throws(FrameError) -> [UInt8] {
    let body = Array(self.payload.utf8)
    guard body.count <= Self.maxPayloadBytes else { throw FrameError(.oversized, "a frame of \(body.count) bytes is over the limit of \(Self.maxPayloadBytes)") }
    let length = UInt32(body.count)
    var bytes: [UInt8] = [self.kind.rawValue]
    bytes.reserveCapacity(Self.headerBytes + body.count)
    for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
    bytes.append(contentsOf: body)
    return bytes
  }
}

/// Why bytes from the other side were refused (`FrameError`).
public enum FrameErrorCode: Sendable, Equatable {
  /// A kind byte the protocol does not have.
  case unknownKind
  /// A payload length over `WireFrame.maxPayloadBytes`.
  case oversized
  /// A payload that is not UTF-8.
  case invalidText
  /// The connection ended inside a frame.
  case truncated
  /// A well-formed frame whose payload does not read as its kind's message.
  case malformed
}

/// Cuts frames out of the bytes a socket delivers, in whatever pieces they arrive.
///
/// It refuses, without reading further, a kind byte it does not know, a length over the limit
/// and a payload that is not UTF-8; once it has refused it stays refused. At the end of the
/// connection `finish()` says whether a frame was cut short.
public struct FrameDecoder: Sendable {
  private var buffer: [UInt8] = []
  /// Where the unread bytes of `buffer` start.
  private var start = 0
  private var failure: FrameError?

  /// A decoder with nothing read yet.
  public init() {}

  /// Adds bytes read from the connection.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    self.buffer.append(contentsOf: bytes)
  }

  /// The next whole frame, or nil when more bytes are needed.
  ///
  /// - Throws: `FrameError` for bytes that cannot be a frame; every later call throws it again.
  public mutating func next() throws(FrameError) -> WireFrame? {
    if let failure = self.failure { throw failure }
    do {
      return try self.cut()
    } catch {
      self.failure = error
      self.buffer = []
      self.start = 0
      throw error
    }
  }

  /// Checks that the connection did not end inside a frame.
  ///
  /// - Throws: `FrameError.truncated` when bytes of an unfinished frame are left.
  public func finish() throws(FrameError) {
    if let failure = self.failure { throw failure }
    let left = self.buffer.count - self.start
    guard left == 0 else { throw FrameError(.truncated, "the connection ended inside a frame (\(left) bytes left over)") }
  }

  private mutating func cut() throws(FrameError) -> WireFrame? {
    let available = self.buffer.count - self.start
    guard available >= 1 else { return nil }
    let kindByte = self.buffer[self.start]
    guard let kind = WireFrame.Kind(rawValue: kindByte) else {
      throw FrameError(.unknownKind, "a frame of unknown kind \(kindByte) was refused")
    }
    guard available >= WireFrame.headerBytes else { return nil }
    var length = 0
    for offset in 1..<WireFrame.headerBytes { length = length << 8 | Int(self.buffer[self.start + offset]) }
    guard length <= WireFrame.maxPayloadBytes else {
      throw FrameError(.oversized, "a frame of \(length) bytes is over the limit of \(WireFrame.maxPayloadBytes)")
    }
    guard available >= WireFrame.headerBytes + length else { return nil }
    let payloadStart = self.start + WireFrame.headerBytes
    let bytes = self.buffer[payloadStart..<payloadStart + length]
    guard let payload = String(validating: bytes, as: UTF8.self) else {
      throw FrameError(.invalidText, "a frame whose payload is not UTF-8 text was refused")
    }
    self.start = payloadStart + length
    self.compact()
    return WireFrame(kind, payload)
  }

  /// Drops consumed bytes once they are most of the buffer, so a long connection stays small.
  private mutating func compact() {
    if self.start == self.buffer.count {
      self.buffer.removeAll(keepingCapacity: self.buffer.count <= 1 << 16)
      self.start = 0
    } else if self.start > 1 << 16, self.start * 2 > self.buffer.count {
      self.buffer.removeFirst(self.start)
      self.start = 0
    }
  }
}

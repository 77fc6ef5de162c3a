/// Why the attach channel failed: a code tests compare, and the sentence the user (or the other
/// side) is told. `AttachError` is a channel that could not be set up or used, `FrameError` bytes
/// from the other side that were refused.
public struct ChannelError<Code: Sendable & Equatable>: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public let code: Code
  /// The sentence shown to the user or sent to the other side.
  public let sentence: String

  /// An error with `code` and `sentence`.
  public init(_ code: Code, _ sentence: String) {
    self.code = code
    self.sentence = sentence
  }

  /// The sentence.
  public var description: String { self.sentence }
}

/// The attach channel could not be set up or used.
public typealias AttachError = ChannelError<AttachErrorCode>

/// Bytes from the other side were refused; the connection ends with the sentence.
public typealias FrameError = ChannelError<FrameErrorCode>

/// Why the attach channel could not be set up or used.
public enum AttachErrorCode: Sendable, Equatable {
  /// The sockets' folder is missing and cannot be made, or is not private to this user.
  case directory
  /// A socket call failed.
  case socket
  /// Another live process listens on the path.
  case inUse
  /// The peer runs as another user.
  case otherUser
  /// Nothing listens at the path (a stale or missing socket).
  case notListening
  /// The other side refused or broke the protocol.
  case refused
  /// The connection closed.
  case closed
}

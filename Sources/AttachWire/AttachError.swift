/// Why the attach channel could not be set up or used: a sentence for the user, and a code tests
/// compare.
public struct AttachError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: Sendable, Equatable {
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

  /// What went wrong.
  public let code: Code
  /// The sentence shown to the user.
  public let sentence: String

  /// An error with `code` and `sentence`.
  public init(_ code: Code, _ sentence: String) {
    self.code = code
    self.sentence = sentence
  }

  /// The sentence.
  public var description: String { self.sentence }
}

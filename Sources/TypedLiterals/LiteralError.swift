/// Why a text is not a literal, or a literal is not a value of the wanted type.
///
/// Carries a position so the shell can point at the exact column, the choices that would have
/// been valid there, and a did-you-mean when a close one exists.
public struct LiteralError: Error, Sendable, Equatable {
  /// Unicode-scalar offset into the parsed text, when known.
  public var position: Int?
  /// What went wrong, in one sentence without a trailing period.
  public var message: String
  /// What would have been accepted at `position` (e.g. `.onAppear`, `.onTapRefreshQuakesButton(range:)`).
  public var expected: [String]
  /// The closest valid spelling, when one is close enough.
  public var suggestion: String?

  /// Creates an error.
  public init(position: Int?, message: String, expected: [String] = [], suggestion: String? = nil) {
    self.position = position
    self.message = message
    self.expected = expected
    self.suggestion = suggestion
  }
}

extension LiteralError: CustomStringConvertible {
  public var description: String {
    var text = self.message
    if !self.expected.isEmpty { text += "; expected one of: " + self.expected.joined(separator: ", ") }
    if let suggestion = self.suggestion { text += "; did you mean '\(suggestion)'?" }
    return text
  }
}

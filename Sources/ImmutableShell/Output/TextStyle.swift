/// ANSI styling, or none: colour only on a terminal, without `NO_COLOR`, and not for `TERM=dumb`.
public struct TextStyle: Sendable, Equatable {
  /// Whether escapes are written.
  public var isColored: Bool

  /// No escapes.
  public static let plain = TextStyle(isColored: false)

  /// Creates a style.
  public init(isColored: Bool) {
    self.isColored = isColored
  }

  /// Bold, for dispatch headers.
  public func strong(_ text: String) -> String { self.wrap(text, "1") }
  /// Dim, for listener decisions that changed nothing.
  public func faint(_ text: String) -> String { self.wrap(text, "2") }
  /// Red, for errors.
  public func failure(_ text: String) -> String { self.wrap(text, "31") }
  /// Green, for passed expectations.
  public func success(_ text: String) -> String { self.wrap(text, "32") }

  private func wrap(_ text: String, _ code: String) -> String {
    self.isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// Reads a payload line by line, refusing one that lacks a field its kind needs.
struct PayloadReader {
  private let kind: WireFrame.Kind
  private var remaining: Substring

  init(_ frame: WireFrame) {
    self.kind = frame.kind
    self.remaining = frame.payload[...]
  }

  /// The error for this frame's payload.
  var malformed: FrameError {
    FrameError(.malformed, "a \(self.kind) frame without the fields it needs was refused")
  }

  /// The next line, without its newline.
  ///
  /// - Throws: when no newline is left, unless `allowingEnd` takes the rest as the line.
  mutating func line(allowingEnd: Bool = false) throws(FrameError) -> String {
    guard let newline = self.remaining.firstIndex(of: "\n") else {
      guard allowingEnd else { throw self.malformed }
      defer { self.remaining = "" }
      return String(self.remaining)
    }
    defer { self.remaining = self.remaining[self.remaining.index(after: newline)...] }
    return String(self.remaining[..<newline])
  }

  /// Everything not read yet.
  mutating func rest() -> String {
    defer { self.remaining = "" }
    return String(self.remaining)
  }

  /// The next line split at spaces into as many fields as `names`, the first checked when it is
  /// a fixed word (lowercase), the others any non-empty text.
  mutating func header(_ names: [String]) throws(FrameError) -> [String] {
    let fields = try Self.fields(try self.line(), count: names.count, self.malformed)
    if let word = names.first, word.lowercased() == word, fields[0] != word { throw self.malformed }
    return fields
  }

  func int(_ text: String) throws(FrameError) -> Int {
    guard let value = Int(text), value >= 0 else { throw self.malformed }
    return value
  }

  static func fields(_ text: String, count: Int, _ error: FrameError) throws(FrameError) -> [String] {
    let fields = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == count, !fields.contains(where: \.isEmpty) else { throw error }
    return fields
  }
}

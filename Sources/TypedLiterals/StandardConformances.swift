import Foundation

extension String: TypedLiteral {
  public static var literalShape: LiteralShape { .string }
  public init(literal: Literal) throws {
    guard case .string(let value) = literal.kind else { throw literal.mismatch(expecting: String.self) }
    self = value
  }
  public var literal: Literal { Literal(.string(self)) }
}

extension Int: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws {
    guard case .integer(let value) = literal.kind else { throw literal.mismatch(expecting: Int.self) }
    self = value
  }
  public var literal: Literal { Literal(.integer(self)) }
}

extension Double: TypedLiteral {
  public static var literalShape: LiteralShape { .double }
  public init(literal: Literal) throws {
    switch literal.kind {
    case .double(let value): self = value
    case .integer(let value): self = Double(value)
    default: throw literal.mismatch(expecting: Double.self)
    }
  }
  public var literal: Literal { Literal(.double(self)) }
}

extension Bool: TypedLiteral {
  public static var literalShape: LiteralShape { .bool }
  public init(literal: Literal) throws {
    guard case .bool(let value) = literal.kind else { throw literal.mismatch(expecting: Bool.self) }
    self = value
  }
  public var literal: Literal { Literal(.bool(self)) }
}

extension Optional: TypedLiteral where Wrapped: TypedLiteral {
  public static var literalShape: LiteralShape { .optional(wrapped: Wrapped.self) }
  public init(literal: Literal) throws {
    if case .null = literal.kind { self = nil } else { self = try Wrapped(literal: literal) }
  }
  public var literal: Literal { self.map(\.literal) ?? Literal(.null) }
}

extension Array: TypedLiteral where Element: TypedLiteral {
  public static var literalShape: LiteralShape { .array(element: Element.self) }
  public init(literal: Literal) throws {
    guard case .array(let elements) = literal.kind else { throw literal.mismatch(expecting: Self.self) }
    self = try elements.map { try Element(literal: $0) }
  }
  public var literal: Literal { Literal(.array(self.map(\.literal))) }
}

extension Dictionary: TypedLiteral where Key: TypedLiteral, Value: TypedLiteral {
  public static var literalShape: LiteralShape { Self.keyedLiteralShape }
  public init(literal: Literal) throws {
    try self.init(keyedLiteral: literal)
  }
  /// Entries sorted by their printed key, so equal dictionaries give equal literals.
  public var literal: Literal { self.keyedLiteral }
}

extension Date: TypedLiteral {
  public static var literalShape: LiteralShape { .date }
  /// Accepts `"2023-08-03"`, `"2023-08-03T01:25:21Z"` and `"2023-08-03T01:25:21.579Z"` (UTC unless an offset is given).
  public init(literal: Literal) throws {
    guard case .string(let text) = literal.kind, let date = Self.parseISO8601(text) else {
      throw literal.mismatch(expecting: Date.self)
    }
    // The same arithmetic as a date made from milliseconds (`Double(ms) / 1000`): the formatter
    // reads `.579` a hair off, and then a printed date would not read back equal to itself.
    self = Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
  }
  /// Whole seconds print without a fraction; others with milliseconds, rounded to the nearest.
  ///
  /// The format style truncates fractions, and parsing `.579` gives a hair under 0.579 seconds,
  /// so the milliseconds are rounded here and written out by hand; otherwise every
  /// print-parse-print cycle would lose a millisecond.
  public var literal: Literal {
    let milliseconds = (self.timeIntervalSince1970 * 1000).rounded()
    let seconds = (milliseconds / 1000).rounded(.down)
    let style = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
    let whole = Date(timeIntervalSince1970: seconds).formatted(style)
    let fraction = Int(milliseconds - seconds * 1000)
    guard fraction != 0, whole.hasSuffix("Z") else { return Literal(.string(whole)) }
    let digits = String(fraction)
    return Literal(.string(String(whole.dropLast()) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"))
  }

  static func parseISO8601(_ text: String) -> Date? {
    let utc = TimeZone(identifier: "UTC")!
    let styles = [
      Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: utc),
      Date.ISO8601FormatStyle(timeZone: utc),
      Date.ISO8601FormatStyle(timeZone: utc).year().month().day(),
    ]
    // `wholeMatch`, not `parse`: `parse` ignores trailing text, so the date-only style would read
    // "2023-08-03T01:25:21" (no zone) as midnight and "2023-08-03xyz" as a date.
    for style in styles {
      if let match = text.wholeMatch(of: style) { return match.output }
    }
    return nil
  }
}

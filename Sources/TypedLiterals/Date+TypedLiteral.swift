import Foundation

extension Date: TypedLiteral {
  public static var literalShape: LiteralShape { .date }

  /// Accepts `"2023-08-03T01:25:21Z"` and `"2023-08-03T01:25:21.579Z"` (UTC unless an offset is
  /// given), `"2023-08-03"` (midnight starting that day in the user's time zone, `TZ`: a day is
  /// the user's day), and `Date(timeIntervalSinceReferenceDate: n)` or
  /// `Date(timeIntervalSince1970: n)` for any instant.
  public init(literal: Literal) throws {
    if case .construct("Date", let arguments) = literal.kind {
      self = try Self(constructor: arguments, of: literal)
      return
    }
    guard case .string(let text) = literal.kind, let date = Self.parseISO8601(text) else {
      throw literal.mismatch(expecting: Date.self)
    }
    // The same arithmetic as a date made from milliseconds (`Double(ms) / 1000`): the formatter
    // reads `.579` a hair off, and then a printed date would not read back equal to itself.
    self = Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
  }

  /// Dates from year 1 to 9999 print as ISO-8601 strings: whole seconds without a fraction,
  /// others with milliseconds, rounded to the nearest. Any other instant (a feed's time of
  /// 10^15 ms, say) prints as `Date(timeIntervalSinceReferenceDate: n)`, Swift's own spelling of
  /// the stored value, so it reads back exactly; ISO-8601 has no four-digit year for it, and
  /// Foundation's formatter clamps such dates to a year it cannot parse back.
  ///
  /// The format style truncates fractions, and parsing `.579` gives a hair under 0.579 seconds,
  /// so the milliseconds are rounded here and written out by hand; otherwise every
  /// print-parse-print cycle would lose a millisecond.
  public var literal: Literal {
    let milliseconds = (self.timeIntervalSince1970 * 1000).rounded()
    guard Self.isoMilliseconds.contains(milliseconds) else {
      return .construct("Date", [("timeIntervalSinceReferenceDate", Literal(.double(self.timeIntervalSinceReferenceDate)))])
    }
    let seconds = (milliseconds / 1000).rounded(.down)
    let style = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
    let whole = Date(timeIntervalSince1970: seconds).formatted(style)
    let fraction = Int(milliseconds - seconds * 1000)
    guard fraction != 0, whole.hasSuffix("Z") else { return Literal(.string(whole)) }
    let digits = String(fraction)
    return Literal(.string(String(whole.dropLast()) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"))
  }

  /// 0001-01-01T00:00:00.000Z up to 9999-12-31T23:59:59.999Z, in milliseconds since 1970: the
  /// instants the ISO-8601 styles print and parse back.
  static let isoMilliseconds = -62_135_596_800_000.0..<253_402_300_800_000.0

  /// `Date(timeIntervalSinceReferenceDate: n)` or `Date(timeIntervalSince1970: n)`.
  private init(constructor arguments: [Literal.Argument], of literal: Literal) throws {
    let forms = ["Date(timeIntervalSinceReferenceDate:)", "Date(timeIntervalSince1970:)"]
    guard arguments.count == 1, let argument = arguments.first else {
      throw LiteralError(
        position: literal.argumentsPosition ?? literal.position,
        message: "takes 1 argument, found \(arguments.count)", expected: forms)
    }
    let interval = try Double(literal: argument.value)
    switch argument.label {
    case "timeIntervalSinceReferenceDate": self.init(timeIntervalSinceReferenceDate: interval)
    case "timeIntervalSince1970": self.init(timeIntervalSince1970: interval)
    default:
      throw LiteralError(
        position: argument.position ?? literal.position,
        message: "expected label 'timeIntervalSinceReferenceDate:' or 'timeIntervalSince1970:'", expected: forms)
    }
  }

  /// The instant `text` names; a date without a time is the start of that day in `localZone`.
  package static func parseISO8601(_ text: String, localZone: TimeZone = .current) -> Date? {
    let utc = TimeZone(identifier: "UTC")!
    let styles = [
      Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: utc),
      Date.ISO8601FormatStyle(timeZone: utc),
      Date.ISO8601FormatStyle(timeZone: localZone).year().month().day(),
    ]
    // `wholeMatch`, not `parse`: `parse` ignores trailing text, so the date-only style would read
    // "2023-08-03T01:25:21" (no zone) as midnight and "2023-08-03xyz" as a date.
    for style in styles {
      if let match = text.wholeMatch(of: style) { return match.output }
    }
    return nil
  }
}

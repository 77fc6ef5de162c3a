/// The line-level rules of an HTTP/1.1 answer's head (RFC 9112), for `HTTPAnswerReader`: each
/// takes one line without its line end and returns what it means, or throws `.malformed`.
enum HTTPAnswerHead {
  /// How the body after the head is delimited.
  enum Framing: Equatable {
    case none
    case length(Int)
    case chunked
    case untilClose
  }

  /// The status code of `HTTP/1.x DDD reason`: three digits, 100 to 599.
  static func status(of line: String) throws(HTTPAnswerError) -> Int {
    let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[0].count == 8, parts[0].hasPrefix("HTTP/1."), parts[0].last?.isASCIIDigitCharacter == true
    else { throw .malformed("no HTTP/1 status line") }
    guard parts[1].utf8.count == 3, parts[1].allSatisfy(\.isASCIIDigitCharacter), let code = Int(parts[1]), (100...599).contains(code)
    else { throw .malformed("a status code that is not three digits from 100 to 599") }
    return code
  }

  /// A `name: value` header line; the value without the blanks around it.
  static func field(of line: String) throws(HTTPAnswerError) -> (name: String, value: String) {
    guard let colon = line.firstIndex(of: ":") else { throw .malformed("a header line without a colon") }
    let name = line[..<colon]
    guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isTokenCharacter) else {
      throw .malformed("a header name that is not a token")
    }
    let value = line[line.index(after: colon)...]
    guard !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\0" }) else {
      throw .malformed("a header value holding a carriage return or NUL")
    }
    return (String(name), value.trimmingBlanks)
  }

  /// The size of a chunk from its line (`1a;name=value`), or `Int.max` for one too big to hold.
  /// Read from the bytes: a body of small chunks has a line for each few bytes.
  static func chunkSize(of line: [UInt8]) throws(HTTPAnswerError) -> Int {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var end = line.firstIndex(of: UInt8(ascii: ";")) ?? line.endIndex
    var start = line.startIndex
    while start < end && isBlank(line[start]) { start += 1 }
    while end > start && isBlank(line[end - 1]) { end -= 1 }
    guard start < end else { throw .malformed("a chunk size that is not hexadecimal") }
    var size = 0
    var significant = 0
    for index in start..<end {
      guard let value = Self.hexValue(line[index]) else { throw .malformed("a chunk size that is not hexadecimal") }
      if significant > 0 || value > 0 { significant += 1 }
      if significant <= 15 { size = size << 4 | value }
    }
    return significant > 15 ? Int.max : size
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// How the body is framed, from the headers and status (RFC 9112 §6.3): no body for 204 and
  /// 304; chunked when it is the last transfer coding; a length when every `Content-Length`
  /// agrees; else the body runs to the close. Both framings at once is refused (a smuggling sign).
  static func framing(of headers: [(name: String, value: String)], status: Int) throws(HTTPAnswerError) -> Framing {
    if status == 204 || status == 304 { return .none }
    let codings = Self.values(of: "transfer-encoding", in: headers).map { $0.lowercased() }
    let lengths = Self.values(of: "content-length", in: headers)
    if !codings.isEmpty {
      guard lengths.isEmpty else { throw .malformed("both Content-Length and Transfer-Encoding") }
      guard codings.dropLast().allSatisfy({ $0 != "chunked" }) else { throw .malformed("chunked applied twice or not last") }
      return codings.last == "chunked" ? .chunked : .untilClose
    }
    guard let first = lengths.first else { return .untilClose }
    guard lengths.allSatisfy({ $0 == first }) else { throw .malformed("Content-Length given different values") }
    guard !first.isEmpty, first.allSatisfy(\.isASCIIDigitCharacter) else { throw .malformed("a Content-Length that is not a number") }
    let significant = first.drop { $0 == "0" }
    guard significant.count <= 18 else { return .length(Int.max) }
    return .length(Int(significant.isEmpty ? "0" : String(significant)) ?? Int.max)
  }

  /// Every comma-separated item of every field named `name` (any case), blanks trimmed.
  private static func values(of name: String, in headers: [(name: String, value: String)]) -> [String] {
    headers.filter { $0.name.lowercased() == name }
      .flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingBlanks) }
  }

  /// RFC 9110's `tchar`.
  private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return false }
    let character = Character(scalar)
    return character.isLetter || character.isNumber || "!#$%&'*+-.^_`|~".contains(character)
  }
}

extension Character {
  /// 0 to 9 only (`isNumber` also takes other scripts' digits and fractions).
  fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
  /// Without the spaces and tabs at either end (RFC 9110's optional whitespace).
  fileprivate var trimmingBlanks: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(self.drop(while: blank).reversed().drop(while: blank).reversed())
  }
}

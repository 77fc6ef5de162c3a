/// Which inputs the shell target runs: everything but the commands that reach outside the
/// process or run without bound.
///
/// `:read` and `:save` touch files, `:serve` starts processes, `:store` can reach the network,
/// `:set` can turn effects back on, `:await` waits on the clock, `:attach` and `:record` reach
/// sockets and files; `:repeat` and `:tick` run as many
/// times as they are told. The shell's own lookup is internal, so this scans every `:NAME` in the
/// input the way `CommandTable.run` reads a name; a `:repeat` body is a line too, so a denied name
/// anywhere refuses the input.
enum Sandbox {
  static let denied: Set<String> = ["read", "save", "serve", "store", "set", "await", "attach", "record"]
  /// Commands allowed with a small count only.
  static let counted: [String: Int] = ["repeat": 3, "tick": 20]

  static func allows(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var repeats = 0
    for (index, scalar) in scalars.enumerated() where scalar == ":" {
      var end = index + 1
      while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "-" || scalars[end] == "?" { end += 1 }
      let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      if Self.denied.contains(name) { return false }
      guard let limit = Self.counted[name] else { continue }
      if name == "repeat" { repeats += 1 }
      if repeats > 1 || !Self.count(in: scalars[end...], isAtMost: limit) { return false }
    }
    return true
  }

  /// Whether the first word after a counted command is absent, or a number no larger than `limit`.
  private static func count(in rest: ArraySlice<Unicode.Scalar>, isAtMost limit: Int) -> Bool {
    let digits = rest.drop { $0 == " " || $0 == "\t" }.prefix { $0.properties.numericType != nil }
    guard !digits.isEmpty else { return true }
    guard digits.count <= 2, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return false }
    return Int(String(String.UnicodeScalarView(digits)))! <= limit
  }
}

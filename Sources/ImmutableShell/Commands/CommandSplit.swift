/// A command line cut into its name and the rest: `  :set effects on` → `set`, arguments from
/// offset 6. The one place that says what a command name is, for running and for completion.
struct CommandSplit: Equatable {
  /// Offset (in Unicode scalars) of the `:`.
  let colon: Int
  /// What follows the colon up to the first scalar a name cannot hold (may be empty).
  let name: String
  /// Offset just after the name: where the arguments start.
  let nameEnd: Int

  /// Splits `text`, whose first non-blank scalar must be `:`; nil for any other line.
  init?(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    guard let colon = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }), scalars[colon] == ":" else { return nil }
    var end = colon + 1
    while end < scalars.count, Self.isNameScalar(scalars[end]) { end += 1 }
    self.colon = colon
    self.name = String(String.UnicodeScalarView(scalars[(colon + 1)..<end]))
    self.nameEnd = end
  }

  /// Letters, `-` (`:export-test`) and `?` (the alias `:?`).
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar == "-" || scalar == "?"
  }
}

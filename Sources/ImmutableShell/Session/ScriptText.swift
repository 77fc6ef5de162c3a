import Foundation

/// The one reader of script files: `-f`, `:read` and walkthroughs all take their lines here, so a
/// script behaves the same whichever way it arrives (standard input reads lines the same way).
public enum ScriptText {
  /// The lines of `text`: split at LF, each line's CR of a CRLF ending dropped, no empty last
  /// line for a final newline.
  ///
  /// Splitting at the `Character` "\n" would keep CRLF files whole: Swift reads "\r\n" as one
  /// grapheme, not as "\r" followed by "\n". So this splits the scalars.
  public static func lines(of text: String) -> [String] {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
      String(String.UnicodeScalarView(scalars.last == "\r" ? scalars.dropLast() : scalars[...]))
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The lines of the script at `path` (`~/` expanded).
  ///
  /// - Throws: a `.command` `Diagnostic` saying why the file cannot be a script: missing,
  ///   unreadable, or not text (a NUL byte or invalid UTF-8).
  public static func load(_ path: String) throws -> [String] {
    Self.lines(of: try Self.text(at: path))
  }

  /// The whole text of the script at `path` (`~/` expanded), checked as `load` checks it.
  public static func text(at path: String) throws -> String {
    let expanded = Self.expandingTilde(path)
    guard let data = FileManager.default.contents(atPath: expanded) else {
      let reason = FileManager.default.fileExists(atPath: expanded) ? "permission denied or a folder" : "no such file"
      throw Diagnostic(.command, "cannot read \(path): \(reason)")
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw Diagnostic(.command, "\(path) is not a script: it is not UTF-8 text")
    }
    return text
  }

  /// `path` with a leading `~/` (or a lone `~`) replaced by `$HOME`, as a shell user expects of
  /// `:read ~/x.imsh` and `:save ~/x.imsh`.
  public static func expandingTilde(_ path: String) -> String {
    guard path == "~" || path.hasPrefix("~/"),
      let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty
    else { return path }
    return home + path.dropFirst()
  }
}

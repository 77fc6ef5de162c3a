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
  ///   unreadable, a folder, over `sizeLimit`, or not text (a NUL byte).
  public static func load(_ path: String) throws -> [String] {
    Self.lines(of: try Self.text(at: path))
  }

  /// The most bytes a script file may hold: 16 MiB is some 500,000 typed lines. A 200 MB script
  /// once took 1.4 GB and 17 s before its first line ran (issue 37); standard input, read a line
  /// at a time, has no such limit.
  public static let sizeLimit = 16 * 1024 * 1024

  /// The whole text of the script at `path` (`~/` expanded), checked as `load` checks it.
  ///
  /// Read as a stream, so a pipe, a FIFO or `/dev/stdin` is a script too (`-f <(…)`); a NUL
  /// stops the reading at once (`/dev/zero` is not text), and so does passing `sizeLimit`.
  /// Invalid UTF-8 is repaired (U+FFFD) as standard input's lines are, so a script runs the same
  /// whichever way it arrives.
  public static func text(at path: String) throws -> String {
    String(decoding: try Self.contents(of: path), as: UTF8.self)
  }

  /// The bytes of `path`, at most `sizeLimit` of them and no NUL.
  private static func contents(of path: String) throws -> [UInt8] {
    let descriptor = open(Self.expandingTilde(path), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Diagnostic(.command, "cannot read \(path): \(Self.reason(errno))") }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
      throw Diagnostic(.command, "cannot read \(path): it is a folder")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw Diagnostic(.command, "cannot read \(path): \(Self.reason(errno))") }
      if count == 0 { return bytes }
      guard !buffer[..<count].contains(0) else { throw Diagnostic(.command, "\(path) is not a script: it is not UTF-8 text") }
      guard bytes.count + count <= Self.sizeLimit else {
        throw Diagnostic(.command, "\(path) is not a script: it is over the \(Self.sizeLimit >> 20) MiB a script may hold")
      }
      bytes += buffer[..<count]
    }
  }

  /// `strerror`'s sentence in lower case: "permission denied", "no such file or directory".
  static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
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

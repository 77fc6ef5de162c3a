import Foundation

/// What `--version` prints: the program's version, the Swift that compiled it and the commit it
/// was built from.
///
/// The commit and the exact compiler come from `NAME.build-info`, which `scripts/lib/build`
/// writes beside each binary it builds; the file records the binary's modification time, so a
/// binary rebuilt since (a plain `swift build`) does not claim a commit it may not be.
enum BuildInfo {
  /// The `--version` text of `program`.
  static func versionText(of program: ShellProgram) -> String {
    let info = Self.read()
    let swift = info["swift"] ?? "Swift \(Self.compilerFloor) or later"
    let commit = info["commit"].map { "commit \($0)" } ?? "commit unknown (no \(program.name).build-info beside the binary)"
    return "\(program.nameAndVersion)\nbuilt with \(swift) from \(commit)"
  }

  /// The oldest compiler this binary can have come from, known at compile time.
  static var compilerFloor: String {
    #if compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #else
      "6.1"
    #endif
  }

  /// `key value` lines of the build-info file, when it describes this very binary.
  static func read() -> [String: String] {
    guard let binary = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      let text = try? String(contentsOfFile: binary + ".build-info", encoding: .utf8)
    else { return [:] }
    var info: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      info[String(line[..<space])] = String(line[line.index(after: space)...])
    }
    var status = stat()
    guard stat(binary, &status) == 0, info["binary-mtime"] == String(status.st_mtim.tv_sec) else { return [:] }
    return info
  }
}

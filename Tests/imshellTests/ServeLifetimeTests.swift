import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `:serve`d servers live exactly as long as the shell that started them, even when the shell is
/// killed with SIGKILL and cannot stop them itself: each watches its standard input, whose write
/// end only the shell holds.
@Suite struct ServeLifetimeTests {
  static let cases = [
    ("quakes", "usgs", "USGSDouble", ".ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))"),
    ("animals", "animals", "AnimalsDataServer", ".ui(.categoryList(.onAppear))"),
  ]

  @Test(.timeLimit(.minutes(5)), arguments: Self.cases)
  func aServedServerDiesWithAKilledShell(domain: String, server: String, executable: String, request: String) async throws {
    let shell = try RunningProcess(PackagePaths.imshell, [domain, "--batch", "--keep-going"])
    defer { shell.kill() }
    // Once the request was answered and the marker's error printed, the server has written all
    // it writes on its own; it would otherwise die of a broken pipe, and the test prove nothing.
    try shell.send(":serve \(server)\n\(request)\n:marker\n")
    await shell.waitForErrors(containing: ":marker", timeout: .seconds(60))
    var child: Int32?
    await waitUntil("the shell started \(executable)", timeout: .seconds(60)) {
      child = Self.children(of: shell.processIdentifier, named: executable).first
      return child != nil
    }
    let pid = try #require(child)

    shell.signal(SIGKILL)
    await waitUntil("\(executable) stops after its shell was killed", timeout: .seconds(60)) { !Self.isAlive(pid) }
    #expect(!Self.isAlive(pid))
  }

  /// Processes whose parent is `parent` and whose command is `name`, from /proc.
  static func children(of parent: Int32, named name: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let stat = Self.stat(of: pid) else { return false }
      return stat.parent == parent && stat.command == String(name.prefix(15))
    }
  }

  /// Gone, or a zombie nobody has reaped yet (it no longer serves).
  static func isAlive(_ pid: Int32) -> Bool {
    guard let stat = Self.stat(of: pid) else { return false }
    return stat.state != "Z" && stat.state != "X"
  }

  /// `comm`, state and parent from /proc/PID/stat (`PID (comm) S PPID …`).
  static func stat(of pid: Int32) -> (command: String, state: Character, parent: Int32)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count >= 2, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
    return (String(text[text.index(after: open)..<close]), state, parent)
  }
}

import Foundation
import TestSupport
import Testing

/// End-to-end checks of the interactive line editor: the real `imshell counter --interactive`
/// binary runs in tmux while the tests type keys and read the screen.
///
/// The binary is `$IMSHELL_BIN`, else `imshell` next to the test bundle, else
/// `<package>/.build/debug/imshell` (`swift test` builds it). Every run gets a private HOME,
/// XDG directories and history file, so nothing of the developer's leaks in or out.
@Suite(.serialized)
struct InteractiveTests {
  /// The counter domain's main prompt.
  static let prompt = "imshell(counter)> "
  /// What the shell prints after dispatching its first `.didTapIncrementButton`.
  static let dispatched = "#1 .didTapIncrementButton"

  /// Types one increment at the first prompt, waits for it to be dispatched and for the next
  /// prompt, then quits with Ctrl-D, which must end the shell with status 0.
  static func incrementOnceAndQuit(_ shell: TmuxSession) async throws {
    try await shell.waitFor(Self.prompt)
    try shell.type(".didTapIncrementButton")
    try shell.sendKeys("Enter")
    try await shell.waitFor(Self.dispatched)
    try await shell.waitFor("a second prompt") { $0.occurrences(of: Self.prompt) >= 2 }
    try shell.sendKeys("C-d")
    #expect(try await shell.waitForExit() == 0)
  }

  @Test func tabCompletesTheWordAndEnterDispatchesIt() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell()
    defer { shell.close() }

    try await shell.waitFor(Self.prompt)
    try shell.type(".didTapI")
    try shell.sendKeys("Tab")
    try await shell.waitFor(Self.prompt + ".didTapIncrementButton")
    try shell.sendKeys("Enter")
    try await shell.waitFor(Self.dispatched)
  }

  @Test func tabCompletesALabelInsideParentheses() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell()
    defer { shell.close() }

    try await shell.waitFor(Self.prompt)
    try shell.type(":select selectIsAtLeast(")
    try shell.sendKeys("Tab")
    try await shell.waitFor(Self.prompt + ":select selectIsAtLeast(value: ")
    try shell.type("0)")
    try shell.sendKeys("Enter")
    try await shell.waitFor("true")
  }

  @Test func upRecallsALineFromAnEarlierRun() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }

    let first = try sandbox.startShell()
    defer { first.close() }
    try await Self.incrementOnceAndQuit(first)

    let history = try #require(Sandbox.permissions(of: sandbox.historyFile), "no history file was written")
    #expect(history == 0o600, "history file mode is \(String(history, radix: 8))")
    let saved = try String(contentsOf: sandbox.historyFile, encoding: .utf8)
    #expect(saved.contains(".didTapIncrementButton"))

    let second = try sandbox.startShell()
    defer { second.close() }
    try await second.waitFor(Self.prompt)
    try second.sendKeys("Up")
    try await second.waitFor(Self.prompt + ".didTapIncrementButton")
    try second.sendKeys("Enter")
    try await second.waitFor(Self.dispatched)
  }

  @Test func historyDefaultsToXDGStateHomeWithPrivateModes() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell(historyVariable: false)
    defer { shell.close() }

    try await Self.incrementOnceAndQuit(shell)

    let directory = sandbox.state.appendingPathComponent("imshell")
    let file = directory.appendingPathComponent("history")
    #expect(Sandbox.permissions(of: directory) == 0o700, "directory \(directory.path)")
    #expect(Sandbox.permissions(of: file) == 0o600, "file \(file.path)")
  }

  /// Issue 37: a history that is a symlink (a dotfile manager's) is followed when it sits in a
  /// folder only its owner can write, and replaced, never followed, in one others can write.
  @Test(arguments: [0o700, 0o777])
  func aSymlinkedHistoryIsFollowedOnlyInAPrivateFolder(folderMode: Int) async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let target = sandbox.home.appendingPathComponent("dotfiles-history")
    try Data().write(to: target)
    try FileManager.default.createSymbolicLink(at: sandbox.historyFile, withDestinationURL: target)
    try FileManager.default.setAttributes([.posixPermissions: folderMode], ofItemAtPath: sandbox.root.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: sandbox.root.path) }
    let shell = try sandbox.startShell()
    defer { shell.close() }
    try await Self.incrementOnceAndQuit(shell)

    let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: sandbox.historyFile.path)) != nil
    let targetText = try String(contentsOf: target, encoding: .utf8)
    if folderMode == 0o700 {
      #expect(isLink, "the symlink stays")
      #expect(targetText.contains(".didTapIncrementButton"), "its target is updated")
    } else {
      #expect(!isLink, "a symlink in a folder others can write is replaced")
      #expect(targetText.isEmpty, "and its target left alone")
    }
  }

  @Test func ctrlCDiscardsTheLineAndKeepsTheShellRunning() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell()
    defer { shell.close() }

    try await shell.waitFor(Self.prompt)
    try shell.type(".didTapIncrementButton")
    try await shell.waitFor(Self.prompt + ".didTapIncrementButton")
    try shell.sendKeys("C-c")
    let screen = try await shell.waitFor("the prompt again") { $0.occurrences(of: Self.prompt) >= 2 }
    #expect(!screen.contains(Self.dispatched), "the interrupted line was dispatched")

    try shell.type(":quit")
    try shell.sendKeys("Enter")
    #expect(try await shell.waitForExit() == 0)
  }

  @Test func ctrlDOnAnEmptyLineExitsWithStatusZero() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell()
    defer { shell.close() }

    try await shell.waitFor(Self.prompt)
    try shell.sendKeys("C-d")
    #expect(try await shell.waitForExit() == 0)
  }

  @Test func editrcLinesForImshellApply() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // A key bound to a string types that string: visible proof that el_source read the file.
    let editrc = "other:bind -v\nimshell:bind -s ^G .didTapIncrementButton\n"
    try editrc.write(to: sandbox.home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
    let shell = try sandbox.startShell()
    defer { shell.close() }

    try await shell.waitFor(Self.prompt)
    try shell.sendKeys("C-g")
    try await shell.waitFor(Self.prompt + ".didTapIncrementButton")
    try shell.sendKeys("Enter")
    try await shell.waitFor(Self.dispatched)
  }

  @Test func dumbTerminalEditsWithoutEscapeSequences() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell(term: "dumb")
    defer { shell.close() }
    try shell.startRecordingOutput()

    try await shell.waitFor(Self.prompt)
    try shell.type(".didTapI")
    try shell.sendKeys("Tab")
    try await shell.waitFor(Self.prompt + ".didTapIncrementButton")
    try shell.sendKeys("Enter")
    try await shell.waitFor(Self.dispatched)
    try await shell.waitFor("a second prompt") { $0.occurrences(of: Self.prompt) >= 2 }
    try shell.sendKeys("C-d")
    #expect(try await shell.waitForExit() == 0)

    let raw = shell.recordedOutput()
    let escapes = raw.filter { $0 == 0x1B }.count
    let text = String(decoding: raw, as: UTF8.self)
    #expect(text.contains(".didTapIncrementButton"), "nothing was recorded")
    #expect(escapes == 0, "TERM=dumb output has \(escapes) ESC bytes: \(text.debugDescription)")
  }
}

/// A private HOME, XDG directories and history path for one test, removed afterwards.
struct Sandbox {
  let root: URL
  var home: URL { root.appendingPathComponent("home") }
  var config: URL { root.appendingPathComponent("config") }
  var data: URL { root.appendingPathComponent("data") }
  var state: URL { root.appendingPathComponent("state") }
  var historyFile: URL { root.appendingPathComponent("history") }

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("imshell-interactive-\(UUID().uuidString.prefix(8))")
    for directory in [home, config, data, state] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
  }

  /// Runs `imshell counter --interactive` in tmux. `historyVariable: false` leaves
  /// `IMSHELL_HISTORY` unset, so the shell falls back to `$XDG_STATE_HOME/imshell/history`.
  /// `pager` is `$PAGER` (none by default, so long output stays on the screen a test reads).
  func startShell(term: String = "xterm", historyVariable: Bool = true, pager: String = "") throws -> TmuxSession {
    var environment = [
      "HOME": home.path,
      "XDG_CONFIG_HOME": config.path,
      "XDG_DATA_HOME": data.path,
      "XDG_STATE_HOME": state.path,
      "TERM": term,
      "NO_COLOR": "1",
      "LANG": "C.UTF-8",
      "PATH": "/usr/local/bin:/usr/bin:/bin",
      "PAGER": pager,
    ]
    if historyVariable {
      environment["IMSHELL_HISTORY"] = historyFile.path
    }
    return try TmuxSession(
      executable: try Self.imshellBinary(),
      arguments: ["counter", "--interactive"],
      environment: environment,
      width: 100,
      height: 30
    )
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// The permission bits of the file at `url`, or nil if it does not exist.
  static func permissions(of url: URL) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes?[.posixPermissions] as? NSNumber).map { $0.intValue & 0o777 }
  }

  /// `$IMSHELL_BIN`, else `imshell` beside the test bundle, else `<package>/.build/debug/imshell`.
  static func imshellBinary() throws -> String {
    if let explicit = ProcessInfo.processInfo.environment["IMSHELL_BIN"], !explicit.isEmpty {
      return explicit
    }
    var candidates: [String] = []
    if let runner = Bundle.main.executableURL {
      candidates.append(runner.deletingLastPathComponent().appendingPathComponent("imshell").path)
    }
    // This file is <package>/Tests/imshellTests/InteractiveTests.swift.
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/imshell").path)
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
      return found
    }
    throw TmuxSession.Failure(
      description: "imshell binary not found (run swift build, or set IMSHELL_BIN); looked at \(candidates)"
    )
  }
}

extension String {
  /// How many times `needle` occurs, not overlapping.
  fileprivate func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }
}

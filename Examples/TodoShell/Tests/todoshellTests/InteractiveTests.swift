import Foundation
import Testing

/// `todoshell` interactive, in tmux: TAB completes the app's own actions, labels and ids from its
/// state; Ctrl-C drops the line and keeps the shell; history is kept under the program's name.
@Suite struct InteractiveTests {
  static let prompt = "todoshell(todo)> "

  @Test func completionCtrlCAndHistoryUnderTheProgramsName() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todoshell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = [
      "HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8",
    ]
    let shell = try Tmux(try TodoShell.binary, ["--interactive"], environment: environment, folder: folder)
    try await shell.wait(for: "the prompt") { $0.contains(Self.prompt) }

    try shell.type(".ui(.didTapAdd")
    try shell.keys("Tab")
    try await shell.wait(for: "the completed action") { $0.contains(Self.prompt + ".ui(.didTapAddButton(") }
    try shell.type("title: \"Buy milk\", t")
    try shell.keys("Tab")
    try await shell.wait(for: "the completed label") { $0.contains("\"Buy milk\", tag: ") }
    try shell.type("\"home\"))")
    try shell.keys("Enter")
    try await shell.wait(for: "the dispatch") { $0.contains("#1 .ui(.didTapAddButton(title: \"Buy milk\", tag: \"home\"))") }

    try shell.type(".ui(.didTapToggleButton(todoId: \"")
    try shell.keys("Tab")
    try await shell.wait(for: "the id from the state") { $0.contains("todoId: \"t1\"") }
    try shell.keys("C-c")
    try await shell.wait(for: "a fresh prompt after Ctrl-C") { $0.components(separatedBy: Self.prompt).count - 1 >= 3 }
    try shell.type(":expect selectCount(tag: \"home\", isDone: false) == 1")
    try shell.keys("Enter")
    try await shell.wait(for: "the expectation") { $0.contains("✓ 1") }
    try shell.keys("C-d")
    #expect(try await shell.exitStatus() == 0)

    let history = try String(contentsOf: folder.appendingPathComponent("state/todoshell/history"), encoding: .utf8)
    #expect(history.contains("didTapAddButton"), "\(history)")
    #expect(!history.contains("didTapToggleButton"), "a line dropped with Ctrl-C is not history: \(history)")
  }
}

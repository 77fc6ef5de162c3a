import Foundation
import Glibc

/// The answer at a walkthrough's step prompt. On a terminal, `q` stops at once, Enter plays on
/// without a line to finish, Ctrl-L clears the screen, and any other key starts a line, edited
/// with the interactive shell's line editor (Ctrl-L, TAB completion, history of this walkthrough's
/// lines). Elsewhere, a plain line.
@MainActor final class StepPrompt {
  private let program: String
  /// Made on the first typed line: most plays type none.
  private var editor: LibEditReader?

  init(program: String) {
    self.program = program
  }

  /// The next answer: "" to play on, a line to run first, nil to stop (q, end of input).
  ///
  /// - Parameters:
  ///   - banner: the step's banner, drawn again after Ctrl-L clears the screen.
  ///   - prompt: shown while a line is typed; the walkthrough's echo prints the line again.
  func read(banner: String, prompt: String, completion: @escaping CompletionProvider) -> String? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return PlainLineReader().next() }
    while true {
      guard let key = Self.readKey() else { return nil }
      switch key {
      case [UInt8(ascii: "q")], [4]:  // q, Ctrl-D
        return nil
      case [UInt8(ascii: "\n")], [UInt8(ascii: "\r")]:
        return ""
      case [12]:  // Ctrl-L
        Self.write("\u{1B}[H\u{1B}[2J" + banner + "\n")
      default:
        guard let line = self.line(startingWith: key, prompt: prompt, completion: completion) else { continue }
        return line
      }
    }
  }

  /// A line whose first key was `key`, edited with libedit; nil when Ctrl-C dropped it.
  private func line(startingWith key: [UInt8], prompt: String, completion: @escaping CompletionProvider) -> String? {
    if self.editor == nil { self.editor = LibEditReader(program: self.program, historyPath: nil) }
    guard let editor = self.editor else {
      // No line editor: the rest of the line as the terminal reads it.
      return String(decoding: key, as: UTF8.self) + (PlainLineReader().next() ?? "")
    }
    editor.typeAhead(String(decoding: key, as: UTF8.self))
    switch editor.readLine(prompt: prompt, completion: completion) {
    case .line(let line):
      editor.remember(line)
      // The walkthrough's echo prints the line again after its prompt: erase the typed row.
      Self.write("\u{1B}[1A\u{1B}[2K\r")
      return line
    case .interrupted:
      InterruptSignal.reset()
      return nil
    case .endOfFile:
      return "q"
    }
  }

  /// Restores the terminal, when a line was edited.
  func close() {
    self.editor?.close()
  }

  /// One key, read with the terminal out of line mode: one byte, or a whole UTF-8 character.
  private static func readKey() -> [UInt8]? {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return PlainLineReader().next().map { Array($0.utf8) } }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)  // one key answers; an Enter or a q needs no echo
    raw.c_cc.6 = 1  // VMIN: one byte
    raw.c_cc.5 = 0  // VTIME: no timer
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    var first: UInt8 = 0
    guard Glibc.read(STDIN_FILENO, &first, 1) == 1 else { return nil }
    var key = [first]
    let following = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : first >= 0xC0 ? 1 : 0
    for _ in 0..<following {
      var next: UInt8 = 0
      guard Glibc.read(STDIN_FILENO, &next, 1) == 1 else { break }
      key.append(next)
    }
    return key
  }

  private static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

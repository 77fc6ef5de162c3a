import ArgumentParser
import Glibc
import Foundation
import ImmutableShell

/// `imshell --walkthrough NN`: runs a walkthrough as its transcript shows it (batch, each line
/// echoed after its prompt), pausing after every step until Enter; `q` or end of input stops.
@MainActor enum WalkthroughPlayer {
  /// Plays walkthrough `number` with the domain and options of its `#!imshell` header.
  ///
  /// - Throws: a `ValidationError` (exit 64) when there is no such walkthrough or its header
  ///   does not parse.
  static func play(_ number: String) async throws -> Int32 {
    let walkthrough: Walkthrough
    do {
      walkthrough = try Walkthrough.named(number, in: ShellProgram.running.walkthroughs?.folder() ?? URL(fileURLWithPath: "."))
    } catch let diagnostic as Diagnostic {
      throw ValidationError(diagnostic.message + "; there are: " + diagnostic.expected.joined(separator: ", "))
    }
    let arguments = try ShellArguments.parse(walkthrough.options + ["--batch", "--echo"])
    do {
      return try await ShellLoop(arguments: arguments).play(walkthrough)
    } catch let diagnostic as Diagnostic {
      OutputSink().error(diagnostic.rendered(program: ShellProgram.running.name))
      return diagnostic.exitStatus
    }
  }
}

extension ShellLoop {
  /// Feeds the walkthrough's steps, waiting for a line on standard input between them.
  func play(_ walkthrough: Walkthrough) async -> Int32 {
    let output = self.shell.environment.output
    defer {
      self.shell.shutdown()
      output.flush()
    }
    let count = walkthrough.steps.count
    output.line("── \(walkthrough.name): \(count) steps · Enter plays the next · q quits ──")
    var failure: Diagnostic?
    var number = 0
    for (index, step) in walkthrough.steps.enumerated() {
      if index > 0 {
        output.line("── step \(index + 1) of \(count) · Enter plays it · a line runs first · q quits ──")
        // Between steps a typed line runs in the walkthrough's session (explore, then go on).
        while true {
          output.flush()
          InterruptSignal.reset()
          guard let answer = StepPrompt.read(), answer.trimmingCharacters(in: .whitespaces) != "q" else {
            return InterruptSignal.count > 0 ? 130 : self.status(failure)
          }
          guard !answer.trimmingCharacters(in: .whitespaces).isEmpty else { break }
          _ = await self.line(answer, file: "<stdin>", number: 0)
        }
      }
      for line in step {
        number += 1
        let outcome = await self.line(line, file: walkthrough.path, number: number)
        failure = failure ?? outcome
        if self.shouldStop(failure) { return self.status(failure) }
      }
    }
    let pending = await self.shell.finishInput(file: walkthrough.path)
    output.line("── end of \(walkthrough.name) ──")
    return self.status(failure ?? pending)
  }
}

/// The answer at a step prompt. On a terminal, `q` stops at once and Enter plays on without a
/// line to finish; any other key starts a line, read as usual. Elsewhere, a line.
enum StepPrompt {
  static func read() -> String? {
    guard isatty(STDIN_FILENO) == 1, var saved = Optional(termios()), tcgetattr(STDIN_FILENO, &saved) == 0 else {
      return Swift.readLine()
    }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON)  // keys echo as typed, but one is enough to answer
    raw.c_cc.6 = 1  // VMIN: one byte
    raw.c_cc.5 = 0  // VTIME: no timer
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    var byte: UInt8 = 0
    let got = Glibc.read(STDIN_FILENO, &byte, 1)
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    guard got == 1 else { return nil }
    switch byte {
    case UInt8(ascii: "q"), 4:  // q, Ctrl-D
      FileHandle.standardOutput.write(Data("\n".utf8))
      return nil
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return ""
    default:
      // The key starts a line: read the rest as the terminal normally would, then erase the row
      // it was typed on, since the walkthrough's echo prints it again after its prompt.
      let line = String(decoding: [byte], as: UTF8.self) + (Swift.readLine() ?? "")
      FileHandle.standardOutput.write(Data("\u{1B}[1A\u{1B}[2K\r".utf8))
      return line
    }
  }
}

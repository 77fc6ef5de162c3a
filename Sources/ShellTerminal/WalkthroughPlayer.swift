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
    let walkthrough = try Self.find(number, of: ShellProgram.running)
    let arguments = try ShellArguments.parse(walkthrough.options + ["--batch", "--echo"])
    let app = walkthrough.app.isEmpty ? nil : try await WalkthroughApp(walkthrough.app, for: walkthrough.name)
    defer { app?.stop() }
    do {
      return try await ShellLoop(arguments: arguments).play(walkthrough)
    } catch let diagnostic as Diagnostic {
      OutputSink().error(diagnostic.rendered(program: ShellProgram.running.name))
      return diagnostic.exitStatus
    }
  }
}

extension WalkthroughPlayer {
  /// Walkthrough `number` of `program`.
  ///
  /// - Throws: a `ValidationError` naming those there are, or saying there are none.
  nonisolated static func find(_ number: String, of program: ShellProgram) throws -> Walkthrough {
    guard let folder = program.walkthroughs?.folder() else {
      throw ValidationError("\(program.name) has no walkthroughs")
    }
    do {
      return try Walkthrough.named(number, in: folder)
    } catch let diagnostic as Diagnostic {
      guard !diagnostic.expected.isEmpty else { throw ValidationError(diagnostic.message + "; there are none there") }
      throw ValidationError(diagnostic.message + "; there are: " + diagnostic.expected.joined(separator: ", "))
    }
  }
}

extension ShellLoop {
  /// Feeds the walkthrough's steps, waiting for a line on standard input between them.
  func play(_ walkthrough: Walkthrough) async -> Int32 {
    let output = self.shell.environment.output
    let prompt = StepPrompt(program: self.shell.environment.programName)
    defer {
      prompt.close()
      self.shell.shutdown()
      output.flush()
    }
    let count = walkthrough.steps.count
    output.line("── \(walkthrough.name): \(count) steps · Enter plays the next · q quits ──")
    var failure: Diagnostic?
    var number = 0
    // Lines typed between steps are numbered as an interactive session numbers its lines.
    var typed = 0
    for (index, step) in walkthrough.steps.enumerated() {
      if index > 0 {
        let banner = "── step \(index + 1) of \(count) · Enter plays it · a line runs first · q quits ──"
        output.line(banner)
        // Between steps a typed line runs in the walkthrough's session (explore, then go on).
        while true {
          output.flush()
          InterruptSignal.reset()
          let completer = self.shell.completer
          let answer = prompt.read(banner: banner, prompt: self.shell.prompt) { line, cursor in
            let reply = completer.complete(line: line, cursor: cursor)
            return CompletionReply(start: reply.start, candidates: reply.candidates)
          }
          guard let answer, answer.trimmingCharacters(in: .whitespaces) != "q" else {
            return InterruptSignal.count > 0 ? 130 : self.status(failure)
          }
          guard !answer.trimmingCharacters(in: .whitespaces).isEmpty else { break }
          typed += 1
          _ = await self.line(answer, file: "<stdin>", number: typed)
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

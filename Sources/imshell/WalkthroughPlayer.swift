import ArgumentParser
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
      walkthrough = try Walkthrough.named(number)
    } catch let diagnostic as Diagnostic {
      throw ValidationError(diagnostic.message + "; there are: " + diagnostic.expected.joined(separator: ", "))
    }
    let arguments = try Imshell.parse(walkthrough.options + ["--batch", "--echo"])
    do {
      return try await ShellLoop(arguments: arguments).play(walkthrough)
    } catch let diagnostic as Diagnostic {
      OutputSink().error(diagnostic.rendered)
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
        output.line("── step \(index + 1) of \(count) · Enter ──")
        output.flush()
        InterruptSignal.reset()
        guard let answer = Swift.readLine(), answer.trimmingCharacters(in: .whitespaces) != "q" else {
          return InterruptSignal.count > 0 ? 130 : self.status(failure)
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

import ImmutableShell

/// On a terminal that talks, what effects dispatch after their line stopped waiting (Ctrl-C, a
/// timeout) prints as soon as it arrives when the shell sits at the prompt: above it, with the
/// half-typed line drawn again below. While a line runs, late results wait; they print before
/// the next prompt, never inside another command's output.
@MainActor final class LateResultsAbovePrompt {
  private let shell: Shell
  private let reader: LibEditReader
  private var atPrompt = false
  // One print per burst: the dispatches of one effect arrive in a row.
  private var scheduled = false

  init(shell: Shell, reader: LibEditReader) {
    self.shell = shell
    self.reader = reader
    shell.environment.resultsArrived = { [weak self] in self?.arrived() }
  }

  /// Prints what arrived while the last line ran, then runs `read` (a prompt) during which
  /// arrivals print above the prompt.
  func prompting<Result>(_ read: () async -> Result) async -> Result {
    self.shell.printLateResults()
    self.shell.environment.output.flush()
    self.atPrompt = true
    defer { self.atPrompt = false }
    return await read()
  }

  private func arrived() {
    guard self.atPrompt, !self.scheduled else { return }
    self.scheduled = true
    // Later on the main actor: the dispatch that called this is still being delivered.
    Task { @MainActor in
      self.scheduled = false
      guard self.atPrompt, let text = self.shell.takeLateResults() else { return }
      self.reader.showAbovePrompt(text)
      self.shell.noteAppActionsShown()
    }
  }
}

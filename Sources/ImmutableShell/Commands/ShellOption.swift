/// One of the shell's own `:set` options: the one list `:set` shows, checks, applies and completes
/// from (the loaded domain's settings follow it, from the domain).
struct ShellOption: Sendable {
  let name: String
  /// The words it takes, offered by completion; empty when it takes a number.
  let values: [String]
  let summary: String
  /// Its value as `:set` shows it.
  let current: @MainActor @Sendable (ShellEnvironment, Shell) -> String
  /// Takes a new value, or throws `RefusedValue` saying what it takes.
  let apply: @MainActor @Sendable (String, Shell) throws -> Void

  /// The seconds `:set timeout` and `:await N` take: a day at most, so the limit always fits
  /// a `Duration` of milliseconds (`1e300` would trap converting).
  static let settleSeconds: ClosedRange<Double> = 0...86_400

  static let all: [ShellOption] = [
    ShellOption(
      name: "max-items", values: [], summary: "collections longer than this print as [N items]",
      current: { environment, _ in String(environment.maxItems) },
      apply: { value, shell in
        guard let number = Int(value), number >= 0 else {
          throw RefusedValue(Argument<Int?>.tooLarge(value).map { "max-items: \($0)" } ?? "max-items takes a count")
        }
        shell.environment.maxItems = number
      }),
    ShellOption(
      name: "timeout", values: [], summary: "seconds a line may wait for effects",
      current: { environment, _ in String(Double(environment.settleTimeout.components.seconds)) },
      apply: { value, shell in
        guard let seconds = Double(value), Self.settleSeconds.contains(seconds), seconds > 0 else {
          throw RefusedValue("timeout takes seconds, more than 0 and at most \(Int(Self.settleSeconds.upperBound))")
        }
        shell.environment.settleTimeout = .milliseconds(Int(seconds * 1000))
      }),
    ShellOption(
      name: "effects", values: ["on", "off"], summary: "whether side-effect listeners run",
      current: { environment, _ in environment.effectsEnabled ? "on" : "off" },
      apply: { value, shell in
        shell.environment.effectsEnabled = try Self.flag("effects", value)
        shell.session.runtimeHost.setEffects(enabled: shell.environment.effectsEnabled)
      }),
    ShellOption(
      name: "echo", values: ["on", "off"], summary: "print each input line before its output",
      current: { _, shell in shell.echo ? "on" : "off" },
      apply: { value, shell in shell.echo = try Self.flag("echo", value) }),
    ShellOption(
      name: "history", values: ["all"], summary: "dispatches kept for :undo and :jump (a count, or all)",
      current: { environment, _ in environment.historyLimit.map(String.init) ?? "all" },
      apply: { value, shell in
        guard value == "all" || Int(value).map({ $0 >= 0 }) == true else {
          if let tooLarge = Argument<Int?>.tooLarge(value) { throw RefusedValue("history: \(tooLarge)") }
          throw RefusedValue("history takes a count of dispatches, or all", expected: ["all"])
        }
        shell.environment.historyLimit = Int(value)
        shell.session.timeMachine.applyHistoryLimit()
      }),
  ]

  static func named(_ name: String) -> ShellOption? {
    all.first { $0.name == name }
  }

  /// `on` or `off`, for an option of that kind.
  private static func flag(_ name: String, _ value: String) throws -> Bool {
    guard value == "on" || value == "off" else { throw RefusedValue("\(name) takes on or off", expected: ["on", "off"]) }
    return value == "on"
  }
}

/// A value an option does not take: why, and the words it does take.
struct RefusedValue: Error {
  let message: String
  let expected: [String]

  init(_ message: String, expected: [String] = []) {
    self.message = message
    self.expected = expected
  }
}

/// One of the shell's own `:set` options: the one list `:set` shows, checks and completes from
/// (the loaded domain's settings follow it, from the domain).
struct ShellOption: Sendable {
  let name: String
  /// The words it takes, offered by completion; empty when it takes a number.
  let values: [String]
  let summary: String
  /// Its value as `:set` shows it.
  let current: @MainActor @Sendable (ShellEnvironment, Shell) -> String

  static let all: [ShellOption] = [
    ShellOption(name: "max-items", values: [], summary: "collections longer than this print as [N items]") { environment, _ in
      String(environment.maxItems)
    },
    ShellOption(name: "timeout", values: [], summary: "seconds a line may wait for effects") { environment, _ in
      String(Double(environment.settleTimeout.components.seconds))
    },
    ShellOption(name: "effects", values: ["on", "off"], summary: "whether side-effect listeners run") { environment, _ in
      environment.effectsEnabled ? "on" : "off"
    },
    ShellOption(name: "echo", values: ["on", "off"], summary: "print each input line before its output") { _, shell in
      shell.echo ? "on" : "off"
    },
    ShellOption(name: "history", values: ["all"], summary: "dispatches kept for :undo and :jump (a count, or all)") {
      environment, _ in environment.historyLimit.map(String.init) ?? "all"
    },
  ]

  static func named(_ name: String) -> ShellOption? {
    all.first { $0.name == name }
  }
}

extension TraceSettings {
  /// What `:trace` takes first: one part, every part, or none.
  static let targets: [String] = Part.allCases.map(\.rawValue) + ["all", "none"]

  /// What `:trace TARGET` takes second.
  static func states(for target: String) -> [String] {
    target == Part.listeners.rawValue ? ["on", "off"] + ListenerDetail.allCases.map(\.rawValue) : ["on", "off"]
  }
}

import Foundation

/// The options `:set` changes: the shell's own, then the loaded domain's settings.
@MainActor enum ShellOptions {
  /// One line per option with its current value.
  static func describe(environment: ShellEnvironment, shell: Shell) -> [String] {
    let own = ShellOption.all.map { option in (head: "\(option.name) \(option.current(environment, shell))", summary: option.summary) }
    let domain = shell.domain.settings.map { setting in
      let current = shell.domainOptions.settings[setting.name].flatMap(setting.text) ?? setting.values[0]
      return (head: "\(setting.name) \(current)", summary: "\(setting.summary) (\(setting.values.joined(separator: "|")))")
    }
    // The summaries start in one column.
    let rows = own + domain
    let width = rows.map(\.head.count).max() ?? 0
    return rows.map { $0.head.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
  }

  /// Changes one option; returns the confirmation line.
  static func apply(_ name: String, _ value: String, shell: Shell, command: CommandInvocation) throws -> String {
    guard let option = ShellOption.named(name) else {
      try shell.session.runtimeHost.apply(setting: name, value: value)
      // The shell's copy, which a relaunch or another domain starts from, holds the same case.
      shell.domainOptions.settings[name] = shell.domain.settings.first { $0.name == name }?.value(value)
      return "\(name) = \(value)"
    }
    do {
      try option.apply(value, shell)
    } catch let refused as RefusedValue {
      throw command.failure(refused.message, expected: refused.expected)
    }
    return "\(name) = \(value)"
  }
}

import Foundation

/// The options `:set` changes: the shell's own, then the loaded domain's settings.
@MainActor enum ShellOptions {
  /// One line per option with its current value.
  static func describe(environment: ShellEnvironment, shell: Shell) -> [String] {
    // The summaries start in one column.
    let rows = Self.names(shell: shell).compactMap { Self.row($0, environment: environment, shell: shell) }
    let width = rows.map(\.head.count).max() ?? 0
    return rows.map { $0.head.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
  }

  /// The line `:set` shows for the option called `name`, read from the option tables, or nil when
  /// neither the shell nor the loaded domain has one of that name.
  static func describe(_ name: String, environment: ShellEnvironment, shell: Shell) -> String? {
    guard let index = Self.names(shell: shell).firstIndex(of: name) else { return nil }
    return Self.describe(environment: environment, shell: shell)[index]
  }

  /// The option called `name` with its current value, and its summary.
  private static func row(_ name: String, environment: ShellEnvironment, shell: Shell) -> (head: String, summary: String)? {
    if let option = ShellOption.named(name) {
      return ("\(option.name) \(option.current(environment, shell))", option.summary)
    }
    guard let setting = shell.domain.settings.first(where: { $0.name == name }) else { return nil }
    let current = shell.domainOptions.settings[setting.name].flatMap(setting.text) ?? setting.values[0]
    return ("\(setting.name) \(current)", "\(setting.summary) (\(setting.values.joined(separator: "|")))")
  }

  /// Every option's name, the shell's own first.
  static func names(shell: Shell) -> [String] {
    ShellOption.all.map(\.name) + shell.domain.settings.map(\.name)
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

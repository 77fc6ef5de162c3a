/// The options `:set` changes: the shell's own, then the loaded domain's settings.
@MainActor enum ShellOptions {
  /// One line per option with its current value.
  static func describe(environment: ShellEnvironment, shell: Shell) -> [String] {
    let own = ShellOption.all.map { option in "\(option.name) \(option.current(environment, shell))  \(option.summary)" }
    let domain = shell.session.domainSettings.map { setting in
      let current = shell.domainOptions.settings[setting.name].flatMap(setting.text) ?? setting.values[0]
      return "\(setting.name) \(current)  \(setting.summary) (\(setting.values.joined(separator: "|")))"
    }
    return own + domain
  }

  /// Changes one option; returns the confirmation line.
  static func apply(_ name: String, _ value: String, shell: Shell, command: CommandInvocation) throws -> String {
    let environment = shell.environment
    func flag() throws -> Bool {
      let words = ShellOption.named(name)?.values ?? []
      guard words.contains(value) else { throw command.failure("\(name) takes on or off", expected: words) }
      return value == "on"
    }
    switch name {
    case "max-items":
      guard let number = Int(value), number >= 0 else { throw command.failure("max-items takes a count") }
      environment.maxItems = number
    case "timeout":
      guard let seconds = Double(value), seconds > 0 else { throw command.failure("timeout takes seconds") }
      environment.settleTimeout = .milliseconds(Int(seconds * 1000))
    case "effects":
      environment.effectsEnabled = try flag()
      shell.session.setEffects(enabled: environment.effectsEnabled)
    case "echo": shell.echo = try flag()
    case "history":
      guard value == "all" || Int(value).map({ $0 >= 0 }) == true else {
        throw command.failure("history takes a count of dispatches, or all", expected: ["all"])
      }
      environment.historyLimit = Int(value)
      shell.session.applyHistoryLimit()
    default:
      let message = try shell.session.apply(setting: name, value: value)
      // The shell's copy, which a relaunch or another domain starts from, holds the same case.
      shell.domainOptions.settings[name] = shell.session.domainSettings.first { $0.name == name }?.value(value)
      return message
    }
    return "\(name) = \(value)"
  }
}

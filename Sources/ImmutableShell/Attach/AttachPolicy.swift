/// What an attached shell refuses, because it would act on a local runtime the shell does not
/// have while attached, and what detaches first.
enum AttachPolicy {
  /// Commands that act locally, and why each makes no sense while attached.
  static let refused: [String: String] = [
    "store": "the store is the app's",
    "serve": "the app talks to its own servers",
    "legacy": "the legacy model is the app's",
    "tick": "the app's clock is its own",
    "reset": "the app's state is not this shell's to reset",
    "domain": "the app runs one domain",
  ]
  /// Time travel: the app does not rewind, so the shell detaches and goes on locally.
  static let detachesFirst: Set<String> = ["undo", "redo", "jump"]

  /// Refuses `name` while attached, or detaches first for time travel.
  ///
  /// - Throws: a `Diagnostic` naming why the command cannot run attached.
  @MainActor static func check(_ name: String, _ invocation: CommandInvocation) throws {
    let shell = invocation.shell
    guard let attachment = shell.attachment else { return }
    if let reason = Self.refused[name] {
      throw invocation.failure(":\(name) acts locally, and this shell is attached to \(attachment.name) (\(reason)); :detach first")
    }
    if name == "set", let refusal = Self.setRefusal(invocation.trimmedRest) {
      throw invocation.failure(":set \(invocation.trimmedRest) \(refusal), and this shell is attached to \(attachment.name); :detach first")
    }
    if Self.detachesFirst.contains(name) {
      shell.detach(saying: "time travel is local, so the shell detached first and goes on from its copy")
      // Said before the command's own output, even on a terminal, where notes otherwise wait for
      // the prompt: the command runs on the detached copy.
      shell.printAttachNotes()
    }
  }

  /// Why `:set` with `arguments` may not run attached: turning effects on, or a domain setting
  /// (which relaunches the local store); nil for the shell's own display options.
  static func setRefusal(_ arguments: String) -> String? {
    let words = arguments.split(separator: " ").map(String.init)
    guard let option = words.first, words.count > 1 else { return nil }
    if option == "effects" { return words[1] == "on" ? "would run effects beside the app's own" : nil }
    return ShellOption.named(option) == nil ? "changes a domain setting of the local runtime" : nil
  }
}

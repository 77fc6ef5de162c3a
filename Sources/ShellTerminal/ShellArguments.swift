import ArgumentParser
import Foundation
import ImmutableShell
import TypedLiterals

/// The command line of a `ShellProgram` (`imshell`): parses flags (one declaration rendered as
/// help, completions and errors) and hands over to the shell loop. Names, help and domains come
/// from `ShellProgram.running`, which `ShellCommand.main(_:)` sets before parsing.
struct ShellArguments: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    let program = ShellProgram.running
    let exits = "Exit status: 0 ok, 1 an error in a line, 2 a failed :expect, 64 usage, 130 interrupted."
    return CommandConfiguration(
      commandName: program.name, abstract: program.abstract,
      discussion: program.discussion.isEmpty ? exits : program.discussion + "\n\n" + exits, version: BuildInfo.versionText(of: program))
  }

  @Argument(
    help: ArgumentHelp(
      "The domain to load: \(ShellProgram.running.domains.names.joined(separator: ", ")) (\(ShellProgram.running.defaultDomain) when omitted); or attach, to list the running apps to attach to, or attach to one.",
      valueName: "domain"),
    completion: .list(ShellProgram.running.domains.names + ["attach"]))
  var domain: String?

  @Argument(help: ArgumentHelp("After attach: the app to attach to, by pid, program name or socket path.", valueName: "app"))
  var app: String?

  /// Whether the command line is `attach [APP]`.
  var attaches: Bool { self.domain == "attach" }

  /// The domain to load: the one named (with `attach APP`, the app's), else the catalog's first.
  /// (Optional above so that `--walkthrough` can tell a typed domain from the default.)
  var domainName: String {
    if self.attaches, let app = self.app, let domain = try? AttachTargets.domain(of: app) { return domain }
    return self.domain ?? ShellProgram.running.defaultDomain
  }

  @Option(name: .customLong("store"), help: ArgumentHelp("Persistent store: memory or sqlite[:PATH].", valueName: "kind"))
  var store: String?

  @Option(help: ArgumentHelp("Base URL of the remote store of the domain named here (a domain loaded later with :domain keeps its own).", valueName: "url"))
  var remote: String?

  @Option(name: .customShort("e"), help: ArgumentHelp("Run LINE (repeatable; after any -f files).", valueName: "line"))
  var lines: [String] = []

  @Option(name: .customShort("f"), help: ArgumentHelp("Run the lines of FILE (repeatable).", valueName: "file"), completion: .file(extensions: ["imsh"]))
  var files: [String] = []

  @Flag(help: "Force batch mode: no prompt, no history, stop at the first error.")
  var batch = false

  @Flag(help: "Force interactive mode (line editing, history, completion).")
  var interactive = false

  @Flag(help: "In batch mode, keep going after an error (the exit status still reports it).")
  var keepGoing = false

  @Flag(help: "Print each input line, after its prompt, before its output.")
  var echo = false

  @Option(help: ArgumentHelp("What each dispatch prints: actions,state,listeners,effects, all or none.", valueName: "list"))
  var trace: String?

  @Option(help: "Colour output.")
  var color: ColorChoice = .auto

  @Option(help: ArgumentHelp("Fix the clock (ISO-8601), for reproducible transcripts.", valueName: "iso8601"))
  var now: String?

  @Option(help: "Seed every generated id and random choice.")
  var seed: UInt64?

  @Flag(help: "Do not run side-effect listeners.")
  var noEffects = false

  @Option(help: "Collections longer than this print as [N items].")
  var maxItems: Int = 5

  @Flag(help: "Do not read $XDG_CONFIG_HOME/\(ShellProgram.running.name)/\(ShellProgram.running.name)rc (interactive mode only reads it).")
  var noInit = false

  @Option(
    help: ArgumentHelp(
      "Play walkthrough NN of \(ShellProgram.running.walkthroughs?.shownAs ?? "walkthroughs") step by step, waiting for Enter between steps (q quits).",
      valueName: "nn", visibility: ShellProgram.running.walkthroughs == nil ? .private : .default))
  var walkthrough: String?

  /// `scripts/update-manual` asks for the man page here: hidden from help and completions.
  @Flag(help: .private)
  var generateManual = false

  func validate() throws {
    let domains = ShellProgram.running.domains
    if let app = self.app {
      guard self.attaches else { throw ValidationError("unexpected argument '\(app)': only attach takes an app") }
      do {
        _ = try AttachTargets.domain(of: app)
      } catch let diagnostic as Diagnostic {
        throw ValidationError(diagnostic.message)
      }
    }
    if self.attaches && self.app == nil { return }
    guard domains.domain(named: self.domainName) != nil else {
      throw ValidationError("unknown domain '\(self.domainName)'; known: \(domains.names.joined(separator: ", "))")
    }
    if self.batch && self.interactive { throw ValidationError("--batch and --interactive exclude each other") }
    if let trace = self.trace, TraceSettings(list: trace) == nil {
      throw ValidationError("--trace takes a comma list of actions, state, listeners, effects, all, none")
    }
    if let now = self.now, (try? Date(literal: Literal(.string(now)))) == nil {
      throw ValidationError("--now takes an ISO-8601 date such as 2023-08-04T03:08:57Z")
    }
    if let store = self.store, store != "memory", store != "sqlite", !store.hasPrefix("sqlite:") {
      throw ValidationError("--store takes memory, sqlite or sqlite:PATH")
    }
    if self.maxItems < 0 { throw ValidationError("--max-items takes a count") }
    try self.validateRemote(domains)
    if self.walkthrough != nil, !self.lines.isEmpty || !self.files.isEmpty || self.interactive {
      throw ValidationError("--walkthrough plays its own script: it takes no -e, -f or --interactive")
    }
    try self.validateWalkthroughDomain()
  }

  /// `--remote` for a domain without a remote store would be ignored without a word: refused.
  private func validateRemote(_ domains: DomainCatalog) throws {
    guard self.remote != nil, let refusal = Self.remoteRefusal(domain: self.domainName, in: domains) else { return }
    throw ValidationError(refusal)
  }

  /// Why `--remote` does not apply to `domain`; nil when it has a remote store.
  static func remoteRefusal(domain name: String, in domains: DomainCatalog) -> String? {
    guard let domain = domains.domain(named: name), !(domain is any RemoteStoreDomain.Type) else { return nil }
    let others = domains.remoteStoreDomainNames
    return "--remote: the \(name) domain has no remote store" + (others.isEmpty ? "" : "; domains with one: " + others.joined(separator: ", "))
  }

  /// A walkthrough runs in the domain its header names; a different DOMAIN typed before
  /// `--walkthrough` would be silently ignored, so it is refused. (An unknown walkthrough is
  /// reported when it is played.)
  private func validateWalkthroughDomain() throws {
    guard let number = self.walkthrough, let typed = self.domain,
      let folder = ShellProgram.running.walkthroughs?.folder(),
      let own = (try? Walkthrough.named(number, in: folder))?.options.first, own != typed
    else { return }
    throw ValidationError(
      "walkthrough \(number) runs in the \(own) domain, not \(typed); leave out '\(typed)' or give '\(own)'")
  }

  func run() async throws {
    // A file-size limit (ulimit -f) reached while writing a store is an error the store reports
    // (EFBIG), not a reason to die of SIGXFSZ with the session's work unsaved.
    _ = signal(SIGXFSZ, SIG_IGN)
    if self.generateManual {
      FileHandle.standardOutput.write(Data(try ManualPage.render(dump: Self._dumpHelp(), program: ShellProgram.running).utf8))
      return
    }
    if let number = self.walkthrough { throw ExitCode(try await WalkthroughPlayer.play(number)) }
    if self.attaches && self.app == nil {
      do {
        FileHandle.standardOutput.write(Data((try AttachTargets.listing().joined(separator: "\n") + "\n").utf8))
      } catch let diagnostic as Diagnostic {
        FileHandle.standardError.write(Data((diagnostic.rendered(program: ShellProgram.running.name) + "\n").utf8))
        throw ExitCode(1)
      }
      return
    }
    throw ExitCode(await Self.launch(self))
  }

  /// Builds the shell and runs it; a domain that cannot open its store exits with its diagnostic.
  @MainActor static func launch(_ arguments: ShellArguments) async -> Int32 {
    do {
      return try await ShellLoop(arguments: arguments).run()
    } catch let diagnostic as Diagnostic {
      OutputSink().error(diagnostic.rendered(program: ShellProgram.running.name))
      return diagnostic.exitStatus
    } catch {
      OutputSink().error("\(ShellProgram.running.name): error: \(error)")
      return 1
    }
  }
}

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

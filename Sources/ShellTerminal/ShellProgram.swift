import Foundation
import ImmutableShell

/// What a program built on the shell is: its name, the domains it hands to the shell and,
/// optionally, where its walkthroughs live and how its servers start. `ShellCommand.main(_:)`
/// turns it into a command line, a batch loop and an interactive libedit shell.
public struct ShellProgram: Sendable {
  /// The command's name: the prompt, error lines, `--help`, the history file
  /// (`$XDG_STATE_HOME/NAME/history`, or `$NAME_HISTORY` upper-cased), the rc file
  /// (`$XDG_CONFIG_HOME/NAME/NAMErc`) and the default store folder carry it.
  public var name: String
  /// The domains `:domain` lists and loads; the first is loaded when the command line names none.
  public var domains: DomainCatalog
  /// `--version` and the interactive banner; nil (the default): the app set none, and
  /// `--version` says so instead of printing a number that is not the app's.
  public var version: String?
  /// One line for `--help`.
  public var abstract: String
  /// Paragraphs for `--help` before the exit statuses.
  public var discussion: String
  /// Where `--walkthrough NN` finds `NN-topic.imsh` scripts, and how `--help` names the folder;
  /// nil: no walkthroughs.
  public var walkthroughs: (folder: @Sendable () -> URL, shownAs: String)?
  /// How `:serve` finds server executables.
  public var servers: ServerLauncher
  /// Set by `imshell`: the variable naming its package root, listed in its manual page.
  public var packageRoot: PackageRoot?

  /// A program called `name` over `domains`; the rest is optional.
  public init(
    name: String, domains: DomainCatalog, version: String? = nil, abstract: String = "An ImmutableData shell.",
    discussion: String = "", walkthroughs: (folder: @Sendable () -> URL, shownAs: String)? = nil,
    servers: ServerLauncher = .none, packageRoot: PackageRoot? = nil
  ) {
    self.name = name
    self.domains = domains
    self.version = version
    self.abstract = abstract
    self.discussion = discussion
    self.walkthroughs = walkthroughs
    self.servers = servers
    self.packageRoot = packageRoot
  }

  /// The upper-cased name as environment variables spell it: `todo-shell` → `TODO_SHELL`.
  var variablePrefix: String {
    ShellEnvironment.variablePrefix(of: self.name)
  }

  /// The name and version as `--version` and the banner print them.
  var nameAndVersion: String {
    self.version.map { "\(self.name) \($0)" } ?? "\(self.name) (version not set by the app)"
  }

  /// The domain loaded when the command line names none.
  var defaultDomain: String { self.domains.names.first ?? "" }
}

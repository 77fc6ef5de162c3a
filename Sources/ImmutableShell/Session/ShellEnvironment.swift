/// Settings and outputs shared by the shell and its current domain session.
@MainActor public final class ShellEnvironment {
  /// The program's name, given by its entry point: the prompt, error lines and `:save` headers
  /// carry it.
  public let programName: String

  /// `programName` upper-cased as environment variables spell it: `todo-shell` → `TODO_SHELL`,
  /// the prefix of the program's own variables (`TODO_SHELL_PAGER`, `TODO_SHELL_APP_URL`).
  public var variablePrefix: String { Self.variablePrefix(of: self.programName) }

  /// `program` upper-cased as environment variables spell it.
  public nonisolated static func variablePrefix(of program: String) -> String {
    String(program.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
  /// The domains `:domain` lists and loads.
  public let catalog: DomainCatalog
  /// How `:serve` finds (or builds) a server's executable.
  public let serverLauncher: ServerLauncher
  /// Where output goes.
  public let output: OutputSink
  /// What each dispatch prints.
  public var traces: TraceSettings
  /// Collections longer than this print as `[N items]` in dispatch lines and diffs.
  public var maxItems: Int
  /// How long a line may wait for effects to settle.
  public var settleTimeout: Duration
  /// The settle limit a session starts with. It outlasts the remote stores' default network
  /// timeout (10 s, `NetworkSession`) with room for a loaded machine, so a fetch that times out
  /// arrives as a `.failure` the line settles on, instead of the wait giving up first.
  public static let defaultSettleTimeout: Duration = .seconds(20)
  /// Whether side-effect listeners run.
  public var effectsEnabled: Bool
  /// How many dispatches a session keeps for time travel (`:set history N`); `nil`: all.
  public var historyLimit: Int?
  /// Polled while waiting; true once Ctrl-C was pressed during the wait.
  public var isInterrupted: @Sendable () -> Bool
  /// Set when the shell ends: effects it cancels then are not reported as errors.
  public var isShuttingDown = false
  /// Colours on or off.
  public var style: TextStyle
  /// On an interactive terminal: print each dispatch as soon as it happens and, while effects
  /// are in flight, one status line saying what is pending; what arrives after Ctrl-C prints
  /// between lines, never inside one. Off in batch, so transcripts never change.
  public var talksWhileWaiting = false
  /// On a terminal that talks, called whenever effects dispatch or start something, so that
  /// what arrives while the prompt waits can print at once (`Shell.takeLateResults()`).
  public var resultsArrived: (@MainActor () -> Void)?
  /// On an interactive terminal, the front end's pager: given a command's whole output, shows it
  /// (returning true) when it is longer than the screen, or returns false to have it printed.
  /// Nil in batch, so transcripts never page.
  public var pager: (@MainActor (String) -> Bool)?

  /// Creates an environment.
  public init(
    programName: String, catalog: DomainCatalog, serverLauncher: ServerLauncher = .none, output: OutputSink, traces: TraceSettings = .standard, maxItems: Int = 5,
    settleTimeout: Duration = ShellEnvironment.defaultSettleTimeout, effectsEnabled: Bool = true,
    isInterrupted: @escaping @Sendable () -> Bool = { false }, style: TextStyle = .plain, historyLimit: Int? = nil
  ) {
    self.programName = programName
    self.catalog = catalog
    self.serverLauncher = serverLauncher
    self.historyLimit = historyLimit
    self.output = output
    self.traces = traces
    self.maxItems = maxItems
    self.settleTimeout = settleTimeout
    self.effectsEnabled = effectsEnabled
    self.isInterrupted = isInterrupted
    self.style = style
  }
}

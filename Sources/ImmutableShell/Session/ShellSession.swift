import TypedLiterals

/// What the shell's commands need from the current domain session, with its types hidden.
@MainActor protocol ShellSession: AnyObject {
  /// The domain's name.
  var domainName: String { get }
  /// The domain's root action type.
  var actionType: any TypedLiteral.Type { get }
  /// Ids and labels of live watches.
  var watchNames: [String] { get }
  /// Domain settings for `:set`.
  var domainSettings: [DomainSetting] { get }
  /// The names TAB completion offers, as they are now.
  var vocabulary: SessionVocabulary { get }

  /// Dispatches the action of `line` when this very text was decoded before (a repeated line is
  /// read once); false, with nothing done, when the line must be parsed for `dispatch(_:from:)`.
  func dispatchRepeated(_ line: SourceLine) throws -> Bool
  /// Decodes `literal`, parsed from `line`, keeps it for the line's text, and dispatches it.
  func dispatch(_ literal: Literal, from line: SourceLine) throws
  /// Waits for effects to settle, then prints what every dispatch since the last call did.
  func settle() async throws
  /// `settle()` without waiting, when nothing is pending (most lines start no effect); false
  /// when there is something to wait for, and nothing was done.
  func settleIfIdle() throws -> Bool
  /// Prints what effects dispatched after the last line stopped waiting (Ctrl-C, timeout), and
  /// starts a new line: what arrives from now on is late to it. Only on a terminal that talks.
  func printLateResults()
  /// Dispatches `literal`, which must make the reducer throw; returns the error text.
  func expectThrow(_ literal: Literal, source: SourceLine) throws -> String
  /// Adds a watch, or rebuilds the one labelled `label`.
  func watch(label: String?, definition: WatchDefinition) throws -> WatchChange
  /// Removes the watch with this id or label; returns the name it went by (`W2 total`).
  func unwatch(_ name: String) throws -> String
  /// Every watch, in creation order.
  var watchSummaries: [WatchSummary] { get }
  /// Runs a selector once on the current state.
  func select(_ call: CallSyntax) throws -> (value: Literal, type: ValueType)
  /// A watch's last published output.
  func publishedOutput(of name: String) -> (value: Literal, type: ValueType)?
  /// `path: value` lines of the state, or of the part at `path`.
  func stateLines(path: String?) throws -> [String]
  /// The dispatch history.
  func historyLines() -> [String]
  /// What dispatch `number` (default: the current one) shared and rebuilt of the state.
  func storageLines(after number: Int?) throws -> [String]
  /// Moves to the state after dispatch `number` (0: the initial state), without effects.
  func jump(to number: Int) throws -> [String]
  /// How many dispatches are applied, and how many exist (for undo and redo).
  var historyPosition: (current: Int, count: Int) { get }
  /// Drops the oldest dispatches beyond `:set history N`.
  func applyHistoryLimit()
  /// Relaunches: initial state, watches rebuilt, persistent stores kept.
  func reset() throws -> [String]
  /// One line per selector and filter.
  func selectorListing() -> [String]
  /// Lines that replay this session: its watches, then the actions typed (not the effects' results).
  func replayScript() -> [String]
  /// Records a passing `:expect` for `:export-test`.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal)
  /// The session as a Swift Testing file (`:export-test`).
  func exportedTest(suiteName: String) throws -> String
  /// Mounts a component (or re-parameterizes the mount labelled `label`).
  func mount(label: String?, call: CallSyntax) throws -> [String]
  /// Unmounts the component with this name.
  func unmount(_ name: String) throws -> String
  /// Available components and what is mounted.
  func componentListing() -> [String]
  /// Calls one persistent-store operation; returns what it returned, one value per line.
  func callStore(_ call: CallSyntax) async throws -> [String]
  /// Calls one operation of the domain's legacy model (`:legacy`); returns the lines to print.
  func callLegacy(_ call: CallSyntax) throws -> [String]
  /// The legacy operations with their parameters, one per line.
  func legacyListing() -> [String]
  /// Advances the domain's virtual clock `count` steps (`:tick`).
  func tick(_ count: Int) throws -> [String]
  /// Turns side effects on or off.
  func setEffects(enabled: Bool)
  /// Stops effects and watches before the session is dropped.
  func close()
  /// Whether effects are still running (a thunk waiting on a server, say).
  var hasWorkInFlight: Bool { get }
  /// Points the persistent store at a remote (`:serve`), keeping state, history, watches and mounts.
  func useRemote(_ base: String) throws
  /// Applies a domain setting (relaunches the store with it).
  func apply(setting: String, value: String) throws -> String
}

import TypedLiterals

/// What the shell needs from the loaded domain's session, with its types hidden: the dispatch
/// pipeline, settling and what dispatches (mounts appearing, a relaunch) here, and the session's
/// parts, each with one concern, behind their own protocols. Everything comes back as data
/// (`LineRun`, `Printout`); `Output/` turns it into lines, and the shell prints them.
@MainActor protocol ShellSession: AnyObject {
  /// Runs one action line, its literal starting at `base`: read (once per distinct text: a
  /// repeated line is neither parsed nor decoded again), dispatched, and settled when nothing is
  /// left in flight. The one call a typed action line makes.
  func perform(_ line: SourceLine, base: Int) -> LineRun
  /// Dispatches `literal`, which must make the reducer throw, leaving the state as it was;
  /// returns the reducer's error.
  func expectThrow(_ literal: Literal, source: SourceLine) throws -> any Error
  /// What every dispatch since the last call did, at once when nothing is in flight, else once
  /// effects settle (a command's dispatches, `:await`).
  func settle() -> LineRun
  /// What effects dispatched after the last line stopped waiting (Ctrl-C, timeout); starts a new
  /// line: what arrives from now on is late to it. Only on a terminal that talks.
  func lateResults() -> Printout
  /// Shows the mounts that changed outside any dispatch (just mounted, relaunched) and
  /// dispatches their appear actions; what they print comes with the next `settle()`.
  func present() throws
  /// Relaunches: initial state, watches rebuilt, persistent stores kept. Mounted views appear
  /// again when `present()` runs next.
  func reset() throws -> ResetReport

  /// Starts the session over from `literal`, read as the domain's state (`:start-from`, an
  /// attached app's snapshot): history from there, watches rebuilt, effects resumed. A literal
  /// error points at `base` plus its position in `source`.
  func restart(fromState literal: Literal, source: SourceLine?, base: Int) throws
  /// Runs an attached app's action, read from `literal`, through the entry effects' dispatches
  /// take; its outcome is marked as the app's.
  func dispatchFromApp(_ literal: Literal) throws
  /// The digest of the state's literal, as an app's agent computes it.
  var stateDigest: String { get }
  /// The state as a literal.
  var stateLiteral: Literal { get }

  /// The watches.
  var watchRegistry: any WatchRegistry { get }
  /// The dispatch history and time travel.
  var timeMachine: any TimeMachine { get }
  /// Mounted components.
  var mountHost: any MountHost { get }
  /// Reading the state, and the names TAB completion offers.
  var inspector: any StateInspector { get }
  /// What `:export-test` writes.
  var exporter: any TestExporter { get }
  /// The runtime beside the store: persistent store, legacy model, clock, settings, effects.
  var runtimeHost: any RuntimeHost { get }
  /// Stops effects and watches before the session is dropped.
  func close()
}

import Foundation
import ImmutableData
import TypedLiterals

/// What `:export-test` writes, gathered as the session runs: the dispatches, the passing
/// expectations and the restarts (time travel, `:reset`) of an exportable domain's session, or
/// why it can no longer be written as a test.
@usableFromInline @MainActor final class SessionExport<D: Domain> {
  /// The most elements one dispatch may carry. A larger payload (a week of quakes) would be held
  /// twice, in the state and in the log, and written as a test too large to compile quickly: the
  /// session stops logging and `:export-test` says why.
  static var largestPayload: Int { 1_000 }

  @usableFromInline var log = ExportLog<D.Action>()
  /// Whether the domain can be written as a test, read once: asked on every dispatch, where
  /// `D.configuration` would copy the domain's whole table (a generic read, retaining each part).
  @usableFromInline let isExportable = D.configuration.testReducer != nil
  /// How tests of this domain are spelled, worked out on the first `:expect` or export.
  private lazy var testExport = D.configuration.testExport
  /// The store an expectation's selector is asked on, and the watches it may name.
  private let hub: DispatchHub<D.State, D.Action>
  private let watchBook: WatchBook<D>
  /// `--now`, for selector arguments that read the clock.
  private let now: Date?
  /// For the file's header, and for naming the domains that can be exported.
  private let programName: String
  private let catalog: DomainCatalog

  init(hub: DispatchHub<D.State, D.Action>, watchBook: WatchBook<D>, now: Date?, programName: String, catalog: DomainCatalog) {
    self.hub = hub
    self.watchBook = watchBook
    self.now = now
    self.programName = programName
    self.catalog = catalog
  }

  /// The most dispatches a session started from a state literal (a recording) may log: each is
  /// one line of one test function, whose compile time grows faster than its length (2,000
  /// Counter dispatches: 4.3 s at -Onone; 10,000: 214 s and 15 GB).
  static var mostRecordedDispatches: Int { 2_000 }

  /// Whether the session started from a state literal (`:start-from`): a recording, whose typed
  /// actions are the app's and may be large, so they are measured too.
  ///
  /// Read for every dispatch, and only ever written by `noteStartState` between dispatches, on
  /// the main actor: unchecked, as `DomainSession`'s hot properties are. Its run-time exclusivity
  /// check took the in-process shell path from 1.39× to 1.55–1.64× `Store.dispatch` + 8 watches
  /// (`scripts/bench --filter 'Counter actions.*'`, idle, 2026-11-28).
  @usableFromInline @exclusivity(unchecked) var startedFromLiteral = false
  /// How many dispatches were logged since the session started from a state literal.
  @usableFromInline var recordedDispatches = 0

  /// Logs dispatch `number`, unless its payload is larger than `largestPayload`: an effect's
  /// always, a typed action's only in a recording (what a person types is small, and not measured).
  @inlinable func noteDispatch(_ action: D.Action, number: Int, fromEffect: Bool) {
    guard self.isExportable, self.log.refusal == nil else { return }
    if fromEffect || self.startedFromLiteral, self.refusesMeasured(action, number: number) { return }
    self.log.append(.dispatch(action, number: number, fromEffect: fromEffect))
  }

  /// Refuses the export when `action` is larger than `largestPayload`.
  @usableFromInline func refusesPayload(of action: D.Action, number: Int) -> Bool {
    let largest = LiteralElision.literal(of: action, maxItems: 0).largestElidedCount
    guard largest > Self.largestPayload else { return false }
    self.log.refuse(
      "dispatch #\(number) carries \(largest.groupedDigits) elements, more than the \(Self.largestPayload.groupedDigits) an exported test holds")
    return true
  }

  /// What `noteDispatch` checks of an effect's dispatch or a recording's (rare in a typed
  /// batch, so kept out of its inlined body): the payload, then a recording's length.
  @usableFromInline func refusesMeasured(_ action: D.Action, number: Int) -> Bool {
    if self.refusesPayload(of: action, number: number) { return true }
    return self.startedFromLiteral && self.refusesLength()
  }

  /// Refuses the export of a recording past `mostRecordedDispatches`.
  @usableFromInline func refusesLength() -> Bool {
    self.recordedDispatches += 1
    guard self.recordedDispatches > Self.mostRecordedDispatches else { return false }
    self.log.refuse(
      "more than the \(Self.mostRecordedDispatches.groupedDigits) dispatches after :start-from (or :attach) that an exported test holds")
    return true
  }

  /// Time travel to `number` is a fresh store replaying the dispatches before it; once `:set
  /// history` has dropped some (`dropped` > 0), or the session started from a state literal,
  /// that replay can no longer be written.
  func noteTimeTravel(to number: Int, dropped: Int) {
    guard self.isExportable else { return }
    guard dropped == 0 else {
      self.log.refuse("time travel after :set history dropped dispatches the test would have to replay")
      return
    }
    guard !self.startedFromLiteral else {
      self.log.refuse("time travel after :start-from, which an exported test does not replay")
      return
    }
    self.log.append(.restart(self.log.actions(through: number), reason: "time travel to #\(number)"))
  }

  /// Logs a relaunch on a state given as a literal (`:start-from`, an attached app's snapshot):
  /// the test starts a fresh store from it, unless it is larger than an exported test holds.
  func noteStartState(_ state: D.State) {
    guard self.isExportable, self.log.refusal == nil else { return }
    self.startedFromLiteral = true
    let largest = LiteralElision.literal(of: state, maxItems: 0).largestElidedCount
    guard largest <= Self.largestPayload else {
      self.log.refuse(
        "the starting state holds \(largest.groupedDigits) elements, more than the \(Self.largestPayload.groupedDigits) an exported test holds")
      return
    }
    self.log.append(.start(state: state.literal, reason: ":start-from or an attached app's snapshot"))
  }

  /// Logs a relaunch on the initial state.
  func noteReset() {
    self.log.append(.restart([], reason: ":reset"))
  }

  /// Logs a passing `:expect throws ACTION`.
  func noteThrow(line: String, action: D.Action) {
    self.log.append(.expectThrows(line: line, action: action))
  }

  /// Marks the session as one that cannot be exported, for `reason`.
  func refuse(_ reason: String) {
    self.log.refuse(reason)
  }
}

extension SessionExport: TestExporter {
  /// Records a passing `:expect SUBJECT == VALUE`: the subject as the real selector call on the
  /// test's store (a watch stands for its selector), then its projections.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal) {
    guard let export = self.testExport else { return }
    var call = subject
    if !subject.hasParentheses, let watch = self.watchBook.publishingWatch(named: subject.name) {
      call = watch.definition.selector
      // A filter may hold a watch's output back; the test can only ask the selector now.
      guard (try? D.selector(for: call, now: self.now).selector.select(self.hub.store.state).literal) == watch.output.literal else {
        let reason = "\(subject.name) published an output its selector no longer gives (its filter held an update back)"
        self.log.append(.omitted(line: line.text, reason: reason))
        return
      }
    }
    guard
      let entry = try? lookUpOverload(call, in: D.configuration.selectors, named: \.name, parameters: \.parameters, kind: "selector"),
      let arguments = try? call.bind(to: entry.parameters, now: self.now)
    else { return }
    let selector = entry.swiftCall(arguments, on: export.stateType)
    let projected = Projection.swiftSpelling(projections, after: .typed(entry.outputType))
    let type = projections.reduce(ValueType.typed(entry.outputType) as ValueType?) { $0?.applying($1) }
    let swift = type.map { SwiftSpelling.literal(expected, as: $0) } ?? expected
    self.log.append(.expectation(line: line.text, subject: "store.select(\(selector))\(projected)", expected: swift))
  }

  /// Records a passing `:expect digest == "HEX"` as an expectation of the whole state.
  func noteStateExpectation(_ line: SourceLine) {
    guard self.testExport != nil else { return }
    self.log.append(.expectState(line: line.text, state: self.hub.store.state.literal))
  }

  /// The session as an exported test replays it, each action spelled as Swift writes it.
  ///
  /// - Throws: a `Diagnostic` when the domain has no Swift spelling, the session swapped its
  ///   reducer, or there is nothing to replay or check yet.
  func exportedSession() throws -> ExportedSession {
    guard let export = self.testExport else {
      let exportable = self.catalog.all.filter { $0.exportsTests }.map { $0.name }
      let known = exportable.dropLast().joined(separator: ", ") + (exportable.count > 1 ? " and " : "") + (exportable.last ?? "")
      throw Diagnostic(.command, "\(D.name) sessions cannot be exported yet; :export-test knows \(known)")
    }
    if let refusal = self.log.refusal { throw Diagnostic(.command, "cannot export: \(refusal)") }
    guard !self.log.isEmpty else {
      throw Diagnostic(.command, "nothing to export: no dispatch and no passing :expect in this \(D.name) session yet")
    }
    let log = self.log.map { SwiftSpelling.literal($0.literal, as: D.Action.self) }
    return ExportedSession(program: self.programName, domain: D.name, export: export, steps: log.steps, readsLiterals: log.readsLiterals)
  }
}

import TypedLiterals

extension DomainSession: TestExporter {
  /// Records a passing `:expect SUBJECT == VALUE` for `:export-test`: the subject as the real
  /// selector call on the test's store (a watch stands for its selector), then its projections.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal) {
    guard let export = D.configuration.testExport else { return }
    var call = subject
    if !subject.hasParentheses, let watch = self.watchBook.publishingWatch(named: subject.name) {
      call = watch.definition.selector
      // A filter may hold a watch's output back; the test can only ask the selector now.
      guard (try? self.inspector.select(call).value) == watch.output.literal else {
        let reason = "\(subject.name) published an output its selector no longer gives (its filter held an update back)"
        self.exportLog.append(.omitted(line: line.text, reason: reason))
        return
      }
    }
    guard
      let entry = try? lookUpOverload(call, in: D.configuration.selectors, named: \.name, parameters: \.parameters, kind: "selector"),
      let arguments = try? call.bind(to: entry.parameters, now: self.options.now)
    else { return }
    let selector = entry.swiftCall(arguments, on: export.stateType)
    let projected = Projection.swiftSpelling(projections, after: .typed(entry.outputType))
    let type = projections.reduce(ValueType.typed(entry.outputType) as ValueType?) { $0?.applying($1) }
    let swift = type.map { SwiftSpelling.literal(expected, as: $0) } ?? expected
    self.exportLog.append(.expectation(line: line.text, subject: "store.select(\(selector))\(projected)", expected: swift))
  }

  /// The session as a Swift Testing file whose suite is `suiteName`.
  ///
  /// - Throws: a `Diagnostic` when the domain has no Swift spelling, the session swapped its
  ///   reducer, or there is nothing to replay or check yet.
  func exportedTest(suiteName: String) throws -> String {
    guard let export = D.configuration.testExport else {
      let exportable = self.environment.catalog.all.filter { $0.exportsTests }.map { $0.name }
      let known = exportable.dropLast().joined(separator: ", ") + (exportable.count > 1 ? " and " : "") + (exportable.last ?? "")
      throw Diagnostic(.command, "\(D.name) sessions cannot be exported yet; :export-test knows \(known)")
    }
    if let refusal = self.exportLog.refusal { throw Diagnostic(.command, "cannot export: \(refusal)") }
    guard !self.exportLog.isEmpty else {
      throw Diagnostic(.command, "nothing to export: no dispatch and no passing :expect in this \(D.name) session yet")
    }
    return SwiftTestWriter<D.Action>(program: self.environment.programName, domain: D.name, export: export, suiteName: suiteName).file(for: self.exportLog)
  }
}

/// The most elements one dispatch may carry in an exported session. A larger payload (a week of
/// quakes) would be held twice, in the state and in the log, and written as a test too large to
/// compile quickly: the session stops logging and `:export-test` says why.
let largestExportedPayload = 1_000

extension DomainSession {
  /// Logs dispatch `number` for `:export-test`, unless an effect's payload is larger than
  /// `largestExportedPayload` (what a person types is small, and not measured).
  func noteDispatchForExport(_ action: D.Action, number: Int, fromEffect: Bool) {
    guard self.exportLog.refusal == nil else { return }
    let largest = fromEffect ? LiteralElision.literal(of: action, maxItems: 0).largestElidedCount : 0
    guard largest <= largestExportedPayload else {
      self.exportLog.refuse(
        "dispatch #\(number) carries \(largest.groupedDigits) elements, more than the \(largestExportedPayload.groupedDigits) an exported test holds")
      return
    }
    self.exportLog.append(.dispatch(action, number: number, fromEffect: fromEffect))
  }
}

extension Literal {
  /// The element count of the largest collection elided in this literal (0: none).
  var largestElidedCount: Int {
    switch self.kind {
    case .elided(let count): count
    case .array(let elements): elements.map(\.largestElidedCount).max() ?? 0
    case .dictionary(let entries): entries.map { max($0.key.largestElidedCount, $0.value.largestElidedCount) }.max() ?? 0
    case .member(_, _, let arguments?), .construct(_, let arguments): arguments.map(\.value.largestElidedCount).max() ?? 0
    default: 0
    }
  }
}

extension Domain {
  /// Whether `:export-test` can write this domain's sessions as Swift tests.
  static var exportsTests: Bool { Self.configuration.testExport != nil }
}

extension DomainSession {
  /// Time travel in an exported test is a fresh store replaying the dispatches before `number`;
  /// once `:set history` has dropped some of them, that replay can no longer be written.
  func noteTimeTravelForExport(to number: Int) {
    guard D.configuration.testExport != nil else { return }
    guard self.history.dropped == 0 else {
      self.exportLog.refuse("time travel after :set history dropped dispatches the test would have to replay")
      return
    }
    self.exportLog.append(.restart(self.exportLog.actions(through: number), reason: "time travel to #\(number)"))
  }
}

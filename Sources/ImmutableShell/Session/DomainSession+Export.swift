import TypedLiterals

extension DomainSession {
  /// Records a passing `:expect SUBJECT == VALUE` for `:export-test`: the subject as the real
  /// selector call on the test's store (a watch stands for its selector), then its projections.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal) {
    guard let export = D.configuration.testExport else { return }
    var call = subject
    if !subject.hasParentheses, let watch = self.publishingWatch(named: subject.name) {
      call = watch.definition.selector
      // A filter may hold a watch's output back; the test can only ask the selector now.
      guard (try? self.select(call).value) == watch.output.literal else {
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
    self.exportLog.append(.expectation(line: line.text, subject: "store.select(\(selector))\(projected)", expected: expected))
  }

  /// The session as a Swift Testing file whose suite is `suiteName`.
  ///
  /// - Throws: a `Diagnostic` when the domain has no Swift spelling, the session swapped its
  ///   reducer, or there is nothing to replay or check yet.
  func exportedTest(suiteName: String) throws -> String {
    guard let export = D.configuration.testExport else {
      let exportable = self.environment.catalog.all.filter { $0.exportsTests }.map { $0.name }
      throw Diagnostic(
        .command, "\(D.name) sessions cannot be exported yet; :export-test knows \(exportable.joined(separator: " and "))")
    }
    if let refusal = self.exportLog.refusal { throw Diagnostic(.command, "cannot export: \(refusal)") }
    guard !self.exportLog.isEmpty else {
      throw Diagnostic(.command, "nothing to export: no dispatch and no passing :expect in this \(D.name) session yet")
    }
    return SwiftTestWriter<D.Action>(program: self.environment.programName, domain: D.name, export: export, suiteName: suiteName).file(for: self.exportLog)
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

import TypedLiterals

/// `:legacy` and `:tick`: a legacy model's operations and the virtual clock, run on the
/// resources. What they change comes back through the domain's own listeners, as dispatches.
extension DomainRuntime {
  var legacyOperationNames: [String] { D.configuration.legacyOperations.map(\.name) }

  func legacyOperations() -> [CallableSummary] {
    D.configuration.legacyOperations.map {
      CallableSummary(kind: .legacyOperation, name: $0.name, parameters: $0.parameters, summary: $0.summary)
    }
  }

  func callLegacy(_ call: CallSyntax) throws -> [String] {
    let operations = D.configuration.legacyOperations
    guard !operations.isEmpty else { throw Diagnostic(.command, "\(D.name) has no legacy model") }
    let operation = try lookUp(call.name, at: call.position, in: operations, named: \.name, kind: "legacy operation")
    return try operation.run(try self.openResources(), try call.bind(to: operation.parameters, now: self.options.now))
  }

  func tick(_ count: Int) throws -> [String] {
    guard let tick = D.configuration.tick else { throw Diagnostic(.command, "\(D.name) has no virtual clock") }
    return tick(try self.openResources(), count)
  }
}

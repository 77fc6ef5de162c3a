import Foundation

extension Domain {
  /// The selector `call` names among the domain's selectors (overloads told apart by their
  /// labels), bound to its arguments, with the type of its output.
  ///
  /// - Parameter now: `--now`, for arguments that read the clock.
  /// - Throws: a `Diagnostic` naming the selectors there are, or the argument that does not fit.
  static func selector(for call: CallSyntax, now: Date?) throws -> (selector: WatchableSelector<State, Action>, type: ValueType) {
    let entry = try lookUpOverload(call, in: Self.configuration.selectors, named: \.name, parameters: \.parameters, kind: "selector")
    return (try entry.make(call.bind(to: entry.parameters, now: now)), .typed(entry.outputType))
  }
}

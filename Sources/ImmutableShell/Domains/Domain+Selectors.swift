import Foundation

extension Domain {
  /// The selector `call` names among the domain's selectors (overloads told apart by their
  /// labels), bound to its arguments, with the type of its output.
  ///
  /// - Parameter now: `--now`, for arguments that read the clock.
  /// - Throws: a `Diagnostic` naming the selectors there are, or the argument that does not fit.
  /// - Parameter declared: Selectors a mounted component declared that the domain does not list.
  static func selector(
    for call: CallSyntax, now: Date?, declared: [SelectorEntry<State, Action>] = []
  ) throws -> (selector: WatchableSelector<State>, type: ValueType) {
    let entries = declared.isEmpty ? Self.configuration.selectors : Self.configuration.selectors + declared
    let entry = try lookUpOverload(call, in: entries, named: \.name, parameters: \.parameters, kind: "selector")
    return (try entry.make(call.bind(to: entry.parameters, now: now)), .typed(entry.outputType))
  }
}

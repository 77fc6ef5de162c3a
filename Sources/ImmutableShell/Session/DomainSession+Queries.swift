import ImmutableData
import TypedLiterals

extension DomainSession {
  func select(_ call: CallSyntax) throws -> (value: Literal, type: ValueType) {
    let (selector, type) = try self.resolveSelector(call)
    return (self.hub.store.select(selector.select).literal, type)
  }

  func stateLines(path: String?) throws -> [String] {
    let printer = LiteralPrinter(maxItems: self.environment.maxItems)
    let leaves = StateDiff.leaves(of: self.hub.store.state.literal)
    guard let path, !path.isEmpty else { return leaves.map { "\($0.path): \(printer.text($0.value))" } }
    let matching = leaves.filter { $0.path == path || $0.path.hasPrefix(path + ".") }
    guard !matching.isEmpty else {
      let paths = leaves.map(\.path)
      throw Diagnostic(.command, "no state path '\(path)'", expected: paths, suggestion: closestMatch(to: path, among: paths))
    }
    return matching.map { "\($0.path): \(printer.text($0.value))" }
  }

  func selectorListing() -> [String] {
    let selectors = D.configuration.selectors.map { entry in
      "\(entry.name)\(entry.parameters.signature) -> \(entry.outputType.literalShape.typeName)  \(entry.summary)"
    }
    let filters = D.configuration.filters.map { "filter \($0.name)\($0.parameters.signature)  \($0.summary)" }
    return selectors + filters
  }

  func apply(setting: String, value: String) throws -> String {
    guard let entry = D.configuration.settings.first(where: { $0.name == setting }) else {
      throw Diagnostic(.command, "unknown setting '\(setting)'", expected: D.configuration.settings.map(\.name))
    }
    guard entry.values.contains(value) else {
      throw Diagnostic(.command, "\(setting) takes one of: \(entry.values.joined(separator: ", "))", expected: entry.values)
    }
    self.options.settings[setting] = value
    if value != entry.values.first {
      self.exportLog.refuse("the session swapped the reducer (:set \(setting) \(value)); an exported test replays the domain's own")
    }
    self.hub.replaceReducer(D.reducer(options: self.options))
    // Listeners read settings too (FoodTruck's `rules`): restart them without a launch's dispatches.
    if self.effects != nil {
      self.stopEffects()
      self.startEffects(.resume)
    }
    return "\(setting) = \(value)"
  }
}

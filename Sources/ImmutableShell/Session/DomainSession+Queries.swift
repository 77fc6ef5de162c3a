import ImmutableData
import TypedLiterals

extension DomainSession {
  func select(_ call: CallSyntax) throws -> (value: Literal, type: ValueType) {
    let (selector, type) = try self.resolveSelector(call)
    return (self.hub.store.select(selector.select).literal, type)
  }

  func stateLines(path: String?) throws -> [String] {
    let printer = FittingPrinter(maxItems: self.environment.maxItems)
    let leaves = StateDiff.leaves(of: self.hub.store.state.literal)
    let line = { (path: String, value: Literal) in
      let head = path + ": "
      return head + printer.text(value, width: TranscriptWidth.room(after: head))
    }
    guard let path, !path.isEmpty else { return leaves.map(line) }
    // `quakes.data["us6000kxme"]`, the form diffs print: one element, printed whole.
    if let open = path.firstIndex(of: "["), path.hasSuffix("]") {
      return try self.elementLines(path, base: String(path[..<open]), leaves: leaves)
    }
    let matching = leaves.filter { $0.path == path || $0.path.hasPrefix(path + ".") }
    guard !matching.isEmpty else {
      let paths = leaves.map(\.path)
      throw Diagnostic(.command, "no state path '\(path)'", expected: paths, suggestion: closestMatch(to: path, among: paths))
    }
    return matching.map(line)
  }

  /// `PATH[KEY]` (a dictionary's key) or `PATH[INDEX]` (an array's), printed whole.
  private func elementLines(_ path: String, base: String, leaves: [(path: String, value: Literal)]) throws -> [String] {
    guard let leaf = leaves.first(where: { $0.path == base }) else {
      let paths = leaves.map(\.path)
      throw Diagnostic(.command, "no state path '\(base)'", expected: paths, suggestion: closestMatch(to: base, among: paths))
    }
    let keyText = String(path.dropFirst(base.count + 1).dropLast())
    let key: Literal
    do {
      var parser = try LiteralParser(keyText)
      key = try parser.value()
      try parser.expectEnd()
    } catch {
      throw Diagnostic(.command, "expected a key or an index inside the brackets of '\(path)'")
    }
    let element: Literal?
    switch (leaf.value.kind, key.kind) {
    case (.dictionary(let entries), _): element = entries.first { $0.key == key }?.value
    case (.array(let elements), .integer(let index)): element = elements.indices.contains(index) ? elements[index] : nil
    default: throw Diagnostic(.command, "\(base) is neither a dictionary nor an array")
    }
    guard let element else { throw Diagnostic(.command, "\(base) has no element \(keyText)") }
    return SwiftLayout.glued(path + ": ", FittingPrinter(maxItems: nil).lines(element, width: TranscriptWidth.limit - path.count - 2), "")
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
    guard let typed = entry.value(value) else {
      throw Diagnostic(.command, "\(setting) takes one of: \(entry.values.joined(separator: ", "))", expected: entry.values)
    }
    self.options.settings[setting] = typed
    if typed != entry.defaultValue {
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

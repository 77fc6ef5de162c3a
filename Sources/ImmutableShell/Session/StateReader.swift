import Foundation
import ImmutableData
import TypedLiterals

/// Answers `:select`, `:state`, `:storage` and `:selectors` from a snapshot of a session: its
/// current state and its history, both values, so a reader changes nothing and needs no session.
struct StateReader<D: Domain> {
  let state: D.State
  let history: DispatchHistory<D.State, D.Action>
  /// `--now`, for selector arguments that read the clock.
  let now: Date?
  /// `--max-items`, for the action a storage report names.
  let maxItems: Int
  /// What is mounted, for completing `:unmount`.
  var mountedNames: [String] = []
}

extension StateReader: StateInspector {
  func select(_ call: CallSyntax) throws -> (value: Literal, type: ValueType) {
    let (selector, type) = try D.selector(for: call, now: self.now)
    return (selector.select(self.state).literal, type)
  }

  func state(at path: String?) throws -> StateReading {
    let leaves = StateDiff.leaves(of: self.state.literal)
    guard let path, !path.isEmpty else { return .leaves(leaves) }
    // `quakes.data["us6000kxme"]`, the form diffs print: one element, printed whole.
    if let open = path.firstIndex(of: "["), path.hasSuffix("]") {
      return .element(path: path, value: try Self.element(path, base: String(path[..<open]), leaves: leaves))
    }
    let matching = leaves.filter { $0.path == path || $0.path.hasPrefix(path + ".") }
    guard !matching.isEmpty else { throw Self.noStatePath(path, among: leaves) }
    return .leaves(matching)
  }

  /// Compares the state after dispatch `number` with the state before it, part by part.
  func storage(after number: Int?) throws -> StorageReport {
    guard !self.history.isEmpty else { return StorageReport(dispatch: nil, parts: []) }
    let number = number ?? self.history.position
    guard self.history.entry(number) != nil, let before = self.history.state(after: number - 1),
      let after = self.history.state(after: number)
    else {
      throw Diagnostic(.command, "no dispatch #\(number); \(self.history.holdings)")
    }
    let parts = D.configuration.storageParts.isEmpty ? [.whole("state")] : D.configuration.storageParts
    return StorageReport(
      dispatch: self.history.listingEntry(number, maxItems: self.maxItems),
      parts: parts.map { StorageReport.Part(path: $0.path, comparison: $0.compare(before, after)) })
  }

  func selectors() -> [CallableSummary] {
    let configuration = D.configuration
    let selectors = configuration.selectors.map {
      CallableSummary(kind: .selector(output: $0.outputType.literalShape.typeName), name: $0.name, parameters: $0.parameters, summary: $0.summary)
    }
    return selectors + configuration.filters.map { CallableSummary(kind: .filter, name: $0.name, parameters: $0.parameters, summary: $0.summary) }
  }
}

extension StateReader {
  /// `PATH[KEY]` (a dictionary's key) or `PATH[INDEX]` (an array's).
  private static func element(_ path: String, base: String, leaves: [(path: String, value: Literal)]) throws -> Literal {
    guard let leaf = leaves.first(where: { $0.path == base }) else { throw Self.noStatePath(base, among: leaves) }
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
    return element
  }

  private static func noStatePath(_ path: String, among leaves: [(path: String, value: Literal)]) -> Diagnostic {
    let paths = leaves.map(\.path)
    return Diagnostic(.command, "no state path '\(path)'", expected: paths, suggestion: closestMatch(to: path, among: paths))
  }
}

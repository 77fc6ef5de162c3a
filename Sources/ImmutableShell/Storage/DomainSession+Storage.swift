import TypedLiterals

extension DomainSession {
  /// Compares the state after dispatch `number` with the state before it, part by part.
  func storageLines(after number: Int?) throws -> [String] {
    guard !self.history.isEmpty else { return ["no dispatches yet"] }
    let number = number ?? self.history.position
    guard self.history.entry(number) != nil, let before = self.history.state(after: number - 1),
      let after = self.history.state(after: number)
    else {
      throw Diagnostic(.command, "no dispatch #\(number); \(self.history.holdings)")
    }
    let parts = D.configuration.storageParts.isEmpty ? [.whole("state")] : D.configuration.storageParts
    let width = parts.map(\.path.count).max() ?? 0
    return [self.heading(of: number, printer: LiteralPrinter(maxItems: self.environment.maxItems))]
      + parts.map { part in
        let padding = String(repeating: " ", count: width - part.path.count)
        return "   \(part.path)\(padding)  \(part.compare(before, after))"
      }
  }
}

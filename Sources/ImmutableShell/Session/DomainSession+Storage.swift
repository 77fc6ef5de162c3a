import TypedLiterals

extension DomainSession {
  /// Compares the state after dispatch `number` with the state before it, part by part.
  func storageLines(after number: Int?) throws -> [String] {
    guard !self.actions.isEmpty else { return ["no dispatches yet"] }
    let number = number ?? self.position
    guard (1...self.actions.count).contains(number) else {
      throw Diagnostic(.command, "no dispatch #\(number); history holds #1…#\(self.actions.count)")
    }
    let (before, after) = (self.states[number - 1], self.states[number])
    let parts = D.configuration.storageParts.isEmpty ? [.whole("state")] : D.configuration.storageParts
    let width = parts.map(\.path.count).max() ?? 0
    return [self.heading(of: number, printer: LiteralPrinter(maxItems: self.environment.maxItems))]
      + parts.map { part in
        let padding = String(repeating: " ", count: width - part.path.count)
        return "   \(part.path)\(padding)  \(part.compare(before, after))"
      }
  }
}

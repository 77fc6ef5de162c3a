import TypedLiterals

extension DispatchHistory where Action: TypedLiteral {
  /// Dispatch `number`, which must be kept, as listings show it: what caused it, and its action
  /// shortened to `maxItems` without building a literal for every element of a long collection.
  func listingEntry(_ number: Int, maxItems: Int) -> HistoryEntry {
    let entry = self.entry(number)!
    switch entry.kept {
    case .action(let action):
      return HistoryEntry(number: number, cause: entry.cause, action: .literal(LiteralElision.literal(of: action, maxItems: maxItems)))
    case .text(let text):
      return HistoryEntry(number: number, cause: entry.cause, action: .text(text))
    }
  }

  /// Every kept dispatch, for `:history`.
  func listing(maxItems: Int) -> HistoryListing {
    let numbers = self.numbers.map(Array.init) ?? []
    return HistoryListing(dropped: self.dropped, position: self.position, entries: numbers.map { self.listingEntry($0, maxItems: maxItems) })
  }
}

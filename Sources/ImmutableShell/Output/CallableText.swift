/// One line per selector, filter, component or legacy operation, for the listings.
struct CallableText {
  /// `selectCount(min: Int) -> Int  summary`, `filter isIncrement()  summary`, `List(id: String)  summary`.
  func line(_ callable: CallableSummary) -> String {
    let signature = callable.parameters.signature
    switch callable.kind {
    case .selector(let output): return "\(callable.name)\(signature) -> \(output)  \(callable.summary)"
    case .filter: return "filter \(callable.name)\(signature)  \(callable.summary)"
    case .component, .legacyOperation:
      return "\(callable.name)\(callable.parameters.isEmpty ? "" : signature)  \(callable.summary)"
    }
  }

  /// `:legacy` alone: the legacy model's operations, or that `domain` has none.
  func legacyListing(_ operations: [CallableSummary], domain: String) -> [String] {
    guard !operations.isEmpty else { return ["\(domain) has no legacy model"] }
    return operations.map { TranscriptWidth.clipped(self.line($0)) }
  }

  /// `:components`: what can be mounted, then what is.
  func componentListing(_ listing: ComponentListing) -> [String] {
    let mounted = listing.mounted.map { "mounted \($0.name) = \($0.call.text)" }
    return (listing.available.map(self.line) + (mounted.isEmpty ? ["nothing mounted"] : mounted)).map { TranscriptWidth.clipped($0) }
  }
}

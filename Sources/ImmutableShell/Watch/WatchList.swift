/// The session's watches in creation order, found by id or label without a scan: `:watch` and
/// `:expect` look names up on every line, and a session may hold thousands of watches.
struct WatchList<State: Sendable, Action: Sendable> {
  /// The watches in creation order.
  private(set) var ordered: [Watch<State, Action>] = []
  private var byID: [String: Watch<State, Action>] = [:]
  /// The earliest watch with each label.
  private var byLabel: [String: Watch<State, Action>] = [:]

  /// Adds `watch` after the others.
  mutating func append(_ watch: Watch<State, Action>) {
    self.ordered.append(watch)
    self.byID[watch.id] = watch
    if self.byLabel[watch.label] == nil { self.byLabel[watch.label] = watch }
  }

  /// Removes `watch`, if it is in the list.
  mutating func remove(_ watch: Watch<State, Action>) {
    guard let index = self.ordered.firstIndex(where: { $0 === watch }) else { return }
    self.ordered.remove(at: index)
    self.byID[watch.id] = nil
    if self.byLabel[watch.label] === watch {
      self.byLabel[watch.label] = self.ordered.first { $0.label == watch.label }
    }
  }

  /// The watch whose id is `name`, else the one labelled `name`: ids win, so a label that looks
  /// like another watch's id cannot shadow it.
  func named(_ name: String) -> Watch<State, Action>? {
    self.byID[name] ?? self.byLabel[name]
  }
}

extension WatchList: RandomAccessCollection {
  var startIndex: Int { self.ordered.startIndex }
  var endIndex: Int { self.ordered.endIndex }
  subscript(position: Int) -> Watch<State, Action> { self.ordered[position] }
}

/// Keeps the continuations of live streams and yields to them in the order they were made.
///
/// The book's registrar iterates a `Dictionary`, so delivery order follows hash order and
/// changes from process to process. Ours keeps an array: first registered, first served.
@usableFromInline @MainActor final class StreamRegistrar<Element: Sendable>: Sendable {
  private var nextID = 0
  @usableFromInline var entries: [(id: Int, continuation: AsyncStream<Element>.Continuation)] = []
  /// What to call when a bounded stream had no room for an element, by stream id. Empty unless a
  /// bounded stream is registered, so an unbounded store pays one branch per yield.
  @usableFromInline var dropHandlers: [Int: @MainActor () -> Void] = [:]

  deinit {
    for entry in self.entries {
      entry.continuation.finish()
    }
  }
}

extension StreamRegistrar {
  /// How many streams are still registered.
  var count: Int { self.entries.count }

  /// Makes a stream and registers its continuation until the stream terminates.
  func makeStream() -> AsyncStream<Element> {
    self.makeStream(bufferingPolicy: .unbounded, onDrop: nil)
  }

  /// Makes a stream with `bufferingPolicy`; `onDrop` runs, in the yielding turn, for each element
  /// the stream had no room for.
  func makeStream(
    bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy, onDrop: (@MainActor () -> Void)?
  ) -> AsyncStream<Element> {
    self.nextID += 1
    let id = self.nextID
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
    if let onDrop { self.dropHandlers[id] = onDrop }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.remove(id: id) }
    }
    self.entries.append((id: id, continuation: continuation))
    return stream
  }

  /// Yields `element` to every registered stream, oldest first.
  @inlinable
  func yield(_ element: Element) {
    for entry in self.entries {
      if case .dropped = entry.continuation.yield(element) { self.dropped(id: entry.id) }
    }
  }
}

extension StreamRegistrar {
  private func remove(id: Int) {
    self.entries.removeAll { $0.id == id }
    self.dropHandlers[id] = nil
  }

  @usableFromInline func dropped(id: Int) {
    self.dropHandlers[id]?()
  }
}

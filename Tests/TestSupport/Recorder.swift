import Synchronization

/// An append-only log on the main actor, for consumers and trace sinks that report synchronously.
@MainActor public final class Recorder<Element: Sendable> {
  /// Everything recorded, oldest first.
  public private(set) var elements: [Element] = []

  /// Creates an empty log.
  public init() {}

  /// Appends `element`.
  public func record(_ element: Element) {
    self.elements.append(element)
  }

  /// Forgets everything recorded so far.
  public func removeAll() {
    self.elements.removeAll()
  }
}

/// A thread-safe call counter for callbacks that are not main-actor isolated
/// (Observation's `onChange`, for one).
public final class CallCounter: Sendable {
  private let storage = Mutex(0)

  /// Creates a counter at zero.
  public init() {}

  /// Adds one.
  public func increment() {
    self.storage.withLock { $0 += 1 }
  }

  /// The number of calls so far.
  public var count: Int {
    self.storage.withLock { $0 }
  }
}

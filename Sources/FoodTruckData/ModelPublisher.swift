/// One published property of the legacy model, the way `@Published` publishes it: a subscriber
/// gets the current value at once, then every new value.
///
/// Subscribers are called synchronously, in subscription order, *after* the value changed (a
/// `@Published` sends in `willSet`, when the object still reads the old value; here both agree).
///
/// - Important: Main-actor isolated, like the model.
@MainActor public final class ModelPublisher<Value: Sendable> {
  /// The current value.
  public private(set) var value: Value
  private var subscribers: [(id: Int, receive: @MainActor (Value) -> Void)] = []
  private var nextID = 0

  /// Creates a publisher holding `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Stores `value` and hands it to every subscriber.
  public func send(_ value: Value) {
    self.value = value
    for subscriber in self.subscribers {
      subscriber.receive(value)
    }
  }

  /// Calls `receive` with the current value now (unless `receivingCurrentValue` is false) and
  /// with every later one, until cancelled.
  public func sink(
    receivingCurrentValue: Bool = true, _ receive: @escaping @MainActor (Value) -> Void
  ) -> ModelSubscription {
    self.nextID += 1
    let id = self.nextID
    self.subscribers.append((id: id, receive: receive))
    if receivingCurrentValue { receive(self.value) }
    return ModelSubscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }

  /// How many subscribers are attached (for tests).
  package var subscriberCount: Int { self.subscribers.count }
}

/// A subscription to a `ModelPublisher`; `cancel()` or releasing it ends it.
@MainActor public final class ModelSubscription {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  isolated deinit {
    self.cancel()
  }

  /// Stops delivery; later calls do nothing.
  public func cancel() {
    self.onCancel?()
    self.onCancel = nil
  }
}

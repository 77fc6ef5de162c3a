import ImmutableData

/// Feeds the store from the legacy model (FoodTruck tutorial, "ModelListener"): every time the
/// model publishes its orders or donuts, dispatch them whole as
/// `.data(.modelListener(.didReceiveOrders(…)))` or `.didReceiveDonuts(…)`.
///
/// ```swift
/// let listener = ModelListener()
/// listener.listen(to: model, with: store)  // dispatches the current orders, then the donuts
/// ```
///
/// Subscribing delivers the current values at once, then each change synchronously, in the turn
/// that made it: a change is in the store before the code that made it continues, so no
/// publication can overtake another. It never reads the store, so a `.data` action it dispatches
/// cannot loop back into the model.
///
/// - Important: Main-actor isolated. Holds the model weakly.
@MainActor public final class ModelListener {
  private weak var model: FoodTruckModel?
  private var subscriptions: [ModelSubscription] = []
  private let onRefused: (@MainActor (FoodTruckAction.Data.ModelListener, any Error) -> Void)?

  /// Creates a listener that is not listening yet.
  ///
  /// - Parameter onRefused: called with a publication the store's reducer refused, and its error
  ///   (for tools and tests: a shell reports it).
  public init(onRefused: (@MainActor (FoodTruckAction.Data.ModelListener, any Error) -> Void)? = nil) {
    self.onRefused = onRefused
  }
}

extension ModelListener {
  /// Starts dispatching `model`'s publications to `dispatcher`: its orders, then its donuts, now
  /// and after every change.
  ///
  /// Does nothing if already listening to this same model; otherwise stops listening to the
  /// previous one. With `sendingCurrentValues` false only later changes are dispatched (a
  /// store put back to an earlier state by time travel must not be overwritten by listening).
  public func listen(
    to model: FoodTruckModel, with dispatcher: some Dispatcher<FoodTruckState, FoodTruckAction>,
    sendingCurrentValues: Bool = true
  ) {
    guard self.model !== model else { return }
    self.cancel()
    self.model = model
    let refused = self.onRefused
    self.subscriptions = [
      model.ordersPublisher.sink(receivingCurrentValue: sendingCurrentValues) { orders in
        Self.send(.didReceiveOrders(orders), to: dispatcher, refused: refused)
      },
      model.donutsPublisher.sink(receivingCurrentValue: sendingCurrentValues) { donuts in
        Self.send(.didReceiveDonuts(donuts), to: dispatcher, refused: refused)
      },
    ]
  }

  /// Stops listening.
  public func cancel() {
    for subscription in self.subscriptions { subscription.cancel() }
    self.subscriptions = []
    self.model = nil
  }

  private static func send(
    _ action: FoodTruckAction.Data.ModelListener, to dispatcher: some Dispatcher<FoodTruckState, FoodTruckAction>,
    refused: (@MainActor (FoodTruckAction.Data.ModelListener, any Error) -> Void)?
  ) {
    // The reducer refuses only repeated ids, which the model never publishes; a refused action
    // leaves the state as it was, and is handed on rather than dropped.
    do {
      try dispatcher.dispatch(action: .data(.modelListener(action)))
    } catch {
      refused?(action, error)
    }
  }
}

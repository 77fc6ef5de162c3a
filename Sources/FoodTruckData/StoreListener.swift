import ImmutableData

/// Turns the migrated screens' UI actions into legacy model operations and live-activity
/// starts and ends (FoodTruck tutorial, "StoreListener"): side effects leave the views.
///
/// ```swift
/// let listener = StoreListener(session: RecordingActivitySession())
/// listener.listen(to: store, with: model)
/// try store.dispatch(action: .ui(.ordersView(.onTapAddOrderButton)))  // model.addOrder()
/// ```
///
/// The reducer leaves state unchanged for UI actions, so the streamed `oldState` is the state the
/// screen saw. The model's change then comes back through `ModelListener` as a `.data` action,
/// which this listener ignores: no feedback loop.
///
/// - Important: Main-actor isolated. Holds the model weakly. `Rules` picks the tutorial's
///   behaviour (with its two shortcuts) or the fixed one.
@MainActor public final class StoreListener<ActivitySession: StoreListenerActivitySession> {
  private let session: ActivitySession?
  private let rules: Rules
  private let onEffects: (@MainActor (Report) -> Void)?
  private weak var model: FoodTruckModel?
  /// Package-visible so tests can wait on its `handledCount` and `stopped()`.
  package let subscription = StreamSubscription()

  private init(session: ActivitySession?, rules: Rules, onEffects: (@MainActor (Report) -> Void)?) {
    self.session = session
    self.rules = rules
    self.onEffects = onEffects
  }

  /// Creates a listener that starts and ends activities with `session`.
  ///
  /// - Parameters:
  ///   - rules: the tutorial's (default) or the fixed ones.
  ///   - onEffects: called for each UI action with what it is about to do (for tools and tests).
  public convenience init(
    session: ActivitySession, rules: Rules = .tutorial, onEffects: (@MainActor (Report) -> Void)? = nil
  ) {
    self.init(session: Optional(session), rules: rules, onEffects: onEffects)
  }
}

extension StoreListener where ActivitySession == Never {
  /// Creates a listener without activities (the tutorial's previews).
  public convenience init(rules: Rules = .tutorial, onEffects: (@MainActor (Report) -> Void)? = nil) {
    self.init(session: nil, rules: rules, onEffects: onEffects)
  }
}

extension StoreListener {
  /// Starts handling every action `store` dispatches from now on, on `model`.
  ///
  /// Does nothing if already listening to this same store; otherwise stops listening to the
  /// previous one.
  public func listen(to store: some Streamer<FoodTruckState, FoodTruckAction> & AnyObject, with model: FoodTruckModel) {
    self.model = model
    self.subscription.subscribe(to: store) { [weak self] _, oldState, action in
      self?.onReceive(oldState: oldState, action: action)
    }
  }

  /// Stops listening.
  public func cancel() {
    self.subscription.cancel()
    self.model = nil
  }

  private func onReceive(oldState: FoodTruckState, action: FoodTruckAction) {
    guard case .ui(let action) = action, let model = self.model else { return }
    let effects = Self.effects(for: action, oldState: oldState, hasSession: self.session != nil, rules: self.rules)
    let order = action.orderID.flatMap { oldState.orders[$0] }
    self.onEffects?(Report(action: action, status: order?.status, effects: effects))
    for effect in effects {
      self.perform(effect, order: order, on: model)
    }
  }

  private func perform(_ effect: Effect, order: Order?, on model: FoodTruckModel) {
    switch effect {
    case .startActivity: if let order { self.session?.startActivity(order) }
    case .endActivity: if let order { self.session?.endActivity(order) }
    case .markOrderAsNextStep(let id): model.markOrderAsNextStep(id: id)
    case .markOrderAsNextStatus(let id): model.markOrderAsNextStatus(id: id)
    case .markOrderAsCompleted(let id): model.markOrderAsCompleted(id: id)
    case .addOrder: model.addOrder()
    }
  }
}

extension FoodTruckAction.UI {
  /// The order a UI action is about, if any.
  var orderID: Order.ID? {
    switch self {
    case .orderDetailView(.onTapStatusButton(let id)): id
    case .ordersView(.onTapCompleteOrderButton(let id)): id
    case .ordersView(.onTapAddOrderButton): nil
    }
  }
}

/// What the store listener does for each UI action, as values: decided by one pure function,
/// then performed in order.
extension StoreListener {
  /// One thing the listener does.
  public enum Effect: Hashable, Sendable {
    /// Start the order's live activity.
    case startActivity(orderID: Order.ID)
    /// End the order's live activities.
    case endActivity(orderID: Order.ID)
    /// The tutorial's model operation: placed → preparing → completed.
    case markOrderAsNextStep(id: Order.ID)
    /// The fixed model operation: placed → preparing → ready → completed.
    case markOrderAsNextStatus(id: Order.ID)
    /// Complete the order in the model.
    case markOrderAsCompleted(id: Order.ID)
    /// Generate an order in the model.
    case addOrder
  }

  /// What one UI action made the listener do, and the status its order had (if it has one).
  public struct Report: Hashable, Sendable {
    /// The UI action handled.
    public let action: FoodTruckAction.UI
    /// The status its order had in the state the screen saw; nil without an order or for an unknown id.
    public let status: OrderStatus?
    /// What the listener did, in order.
    public let effects: [Effect]
  }

  /// Which behaviour the listener has.
  public enum Rules: String, Hashable, Sendable, CaseIterable {
    /// The tutorial's: the status button skips `ready` and ends the activity when a preparing
    /// order completes; the complete button ends it only for a preparing order (assuming every
    /// preparing order has one).
    case tutorial
    /// The fix: the status button walks every status and ends the activity when the order is
    /// ready; the complete button ends the activity of any order not yet completed.
    case fixed
  }

  /// The effects of `action` on the state the screen saw, in order.
  ///
  /// - Important: Pure. Activities are only started or ended with a session, and only for an
  ///   order the state knows; the model operation runs regardless (it ignores unknown ids).
  nonisolated public static func effects(
    for action: FoodTruckAction.UI, oldState: FoodTruckState, hasSession: Bool, rules: Rules
  ) -> [Effect] {
    switch action {
    case .orderDetailView(.onTapStatusButton(let id)):
      let activity = hasSession ? oldState.orders[id].flatMap { Self.statusButtonActivity(for: $0) } : nil
      let step: Effect = rules == .tutorial ? .markOrderAsNextStep(id: id) : .markOrderAsNextStatus(id: id)
      return [activity, step].compactMap { $0 }
    case .ordersView(.onTapCompleteOrderButton(let id)):
      let status = oldState.orders[id]?.status
      let ends = hasSession && (rules == .tutorial ? status == .preparing : status.map { $0 != .completed } ?? false)
      return (ends ? [.endActivity(orderID: id)] : []) + [.markOrderAsCompleted(id: id)]
    case .ordersView(.onTapAddOrderButton):
      return [.addOrder]
    }
  }

  /// Placed starts the activity; preparing ends it (either rules: the next step leaves preparing).
  nonisolated private static func statusButtonActivity(for order: Order) -> Effect? {
    switch order.status {
    case .placed: .startActivity(orderID: order.id)
    case .preparing: .endActivity(orderID: order.id)
    case .ready, .completed: nil
    }
  }
}

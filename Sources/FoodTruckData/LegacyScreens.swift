/// The screens not migrated yet, as the legacy app runs them: they mutate the model directly
/// (FoodTruck tutorial, "Background"). The shell's `:legacy` commands call these.
///
/// - Important: Reproduces the legacy live-activity bug: only the order detail's status button
///   ends an activity; completing from the orders table leaves it running.
@MainActor public struct LegacyScreens<Session: StoreListenerActivitySession> {
  /// The model they mutate.
  public let model: FoodTruckModel
  /// Where activities start and end.
  public let session: Session

  /// Creates the legacy screens on `model`.
  public init(model: FoodTruckModel, session: Session) {
    self.model = model
    self.session = session
  }

  /// The legacy OrderDetailView's status button: the next step in the model, starting the
  /// activity when the order starts preparing and ending it when this button completes it.
  public func tapStatus(orderID: Order.ID) {
    self.model.markOrderAsNextStep(id: orderID)
    guard let order = self.model.order(id: orderID) else { return }
    switch order.status {
    case .preparing: self.session.startActivity(order)
    case .completed: self.session.endActivity(order)
    case .placed, .ready: break
    }
  }

  /// The legacy orders table's complete button: completes the order in the model and ends no
  /// activity (the bug).
  public func complete(orderID: Order.ID) {
    self.model.markOrderAsCompleted(id: orderID)
  }
}

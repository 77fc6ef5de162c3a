import FoodTruckData
import Foundation
import ImmutableData
import Testing
import TestSupport

/// ModelListener and StoreListener together, on a real store and model, as the app wires them.
@MainActor @Suite struct ListenerTests {
  let model = FoodTruckModel(now: noon, seed: 1)
  let store = Store(initialState: FoodTruckState(), reducer: FoodTruckReducer.reduce)
  let session = RecordingActivitySession()
  let modelListener = ModelListener()
  let storeListener: StoreListener<RecordingActivitySession>
  let recorder = ActionRecorder()
  /// The model listener's current-value dispatches, made before the store listener subscribed.
  let dispatchedBeforeStoreListener: Int

  init() {
    self.storeListener = StoreListener(session: self.session)
    self.recorder.record(self.store)
    self.modelListener.listen(to: self.model, with: self.store)
    self.dispatchedBeforeStoreListener = self.store.dispatchCount
    self.storeListener.listen(to: self.store, with: self.model)
  }

  /// Waits until the recorder and the store listener have handled every dispatched action. The
  /// model side answers synchronously, so from then on nothing more can be dispatched.
  private func caughtUp() async {
    await waitUntil("the listeners caught up") {
      self.recorder.handledCount == self.store.dispatchCount
        && self.storeListener.subscription.handledCount == self.store.dispatchCount - self.dispatchedBeforeStoreListener
    }
  }

  private func status(_ id: Order.ID) -> OrderStatus? {
    self.store.select(FoodTruckState.selectOrder(orderID: id))?.status
  }

  @Test func legacyToStoreTheCurrentValuesFirstThenEveryChange() async {
    #expect(self.store.state.orders.count == 24)
    #expect(self.store.state.donuts.count == 17)
    self.model.tick()
    #expect(self.store.state.orders.count == 25, "dispatched in the same turn")
    await waitUntil { self.recorder.actions.count == 3 }
    #expect(self.recorder.names == ["didReceiveOrders", "didReceiveDonuts", "didReceiveOrders"])
  }

  @Test func storeToLegacyTheStatusButtonStartsAndEndsTheActivity() async {
    try? self.store.dispatch(action: .ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1224"))))
    await waitUntil { self.status("Order#1224") == .preparing }
    #expect(self.model.order(id: "Order#1224")?.status == .preparing)
    #expect(self.session.running == ["1224"])
    try? self.store.dispatch(action: .ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1224"))))
    await waitUntil { self.status("Order#1224") == .completed }
    #expect(self.session.running == [], "placed → preparing → completed: ready is skipped")
  }

  @Test func storeToLegacyAddAndComplete() async {
    try? self.store.dispatch(action: .ui(.ordersView(.onTapAddOrderButton)))
    await waitUntil { self.store.state.orders["Order#1225"] != nil }
    try? self.store.dispatch(action: .ui(.ordersView(.onTapCompleteOrderButton(orderID: "Order#1225"))))
    await waitUntil { self.status("Order#1225") == .completed }
    #expect(self.model.order(id: "Order#1225")?.status == .completed)
  }

  @Test func noFeedbackLoopOneUIActionOneAnswer() async {
    await waitUntil { self.recorder.actions.count == 2 }
    let before = self.recorder.actions.count
    try? self.store.dispatch(action: .ui(.ordersView(.onTapAddOrderButton)))
    await waitUntil { self.recorder.actions.count == before + 2 }
    await self.caughtUp()
    #expect(self.recorder.names.suffix(2) == ["onTapAddOrderButton", "didReceiveOrders"])
    #expect(self.recorder.actions.count == before + 2, "the .data answer started nothing")
    #expect(self.model.orders.count == 25)
  }

  @Test func noLostUpdateWhenBothSidesChangeInOneTurn() async throws {
    var donut = try #require(self.model.order(id: "Order#1224")?.donuts.first)
    donut.name = "Fresh Glaze"
    // One turn: a legacy screen edits a donut and adds an order, a migrated one taps a button.
    self.model.editDonut(donut)
    try self.store.dispatch(action: .ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1224"))))
    self.model.addOrder()
    await waitUntil { self.status("Order#1224") == .preparing }
    let order = try #require(self.store.select(FoodTruckState.selectOrder(orderID: "Order#1224")))
    #expect(order.donuts.first?.name == "Fresh Glaze")
    #expect(self.store.state.orders["Order#1225"] != nil)
    #expect(self.store.state.orders.count == self.model.orders.count)
    #expect(Set(self.store.state.orders.values) == Set(self.model.orders))
  }

  @Test func aDonutEditIsStaleOnTheLegacySideAndFreshThroughTheSelectors() throws {
    var donut = try #require(self.model.order(id: "Order#1224")?.donuts.first)
    let old = donut.name
    donut.name = "Fresh Glaze"
    self.model.editDonut(donut)
    #expect(self.model.order(id: "Order#1224")?.donuts.first?.name == old)
    #expect(self.store.select(FoodTruckState.selectOrder(orderID: "Order#1224"))?.donuts.first?.name == "Fresh Glaze")
  }

  @Test func listeningAgainToTheSameModelOrStoreDoesNothing() async {
    self.modelListener.listen(to: self.model, with: self.store)
    self.storeListener.listen(to: self.store, with: self.model)
    #expect(self.model.ordersPublisher.subscriberCount == 1)
    await self.caughtUp()
    #expect(self.recorder.actions.count == 2, "no second publication of the current values")
  }

  @Test func aCancelledModelListenerDispatchesNothing() {
    self.modelListener.cancel()
    self.model.addOrder()
    #expect(self.store.state.orders.count == 24)
  }
}

/// The fixed rules, end to end.
@MainActor @Suite struct FixedStoreListenerTests {
  @Test func theFixedStatusButtonWalksEveryStatusAndEveryCompletionEndsTheActivity() async {
    let model = FoodTruckModel(now: noon)
    let store = Store(initialState: FoodTruckState(), reducer: FoodTruckReducer.reduce)
    let session = RecordingActivitySession()
    let (modelListener, storeListener) = (ModelListener(), StoreListener(session: session, rules: .fixed))
    modelListener.listen(to: model, with: store)
    storeListener.listen(to: store, with: model)
    var seen: [OrderStatus?] = []
    for _ in 0..<3 {
      try? store.dispatch(action: .ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1223"))))
      let before = seen.count
      await waitUntil { store.state.orders["Order#1223"]?.status != (seen.last ?? .placed) || before < 0 }
      seen.append(store.state.orders["Order#1223"]?.status)
    }
    #expect(seen == [.preparing, .ready, .completed])
    #expect(store.state.orders["Order#1223"]?.completionDate == noon)
    try? store.dispatch(action: .ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1222"))))
    await waitUntil { session.running == ["1222"] }
    try? store.dispatch(action: .ui(.ordersView(.onTapCompleteOrderButton(orderID: "Order#1222"))))
    await waitUntil { store.state.orders["Order#1222"]?.status == .completed }
    #expect(session.running == [])
  }
}

/// Every stream element a store hands out, in order.
@MainActor final class ActionRecorder {
  private(set) var actions: [FoodTruckAction] = []
  private let subscription = StreamSubscription()

  /// Actions recorded so far, as the subscription counts them.
  var handledCount: Int { self.subscription.handledCount }

  func record(_ store: Store<FoodTruckState, FoodTruckAction>) {
    self.subscription.subscribe(to: store) { [weak self] _, _, action in self?.actions.append(action) }
  }

  /// The leaf case names.
  var names: [String] {
    self.actions.map { action in
      switch action {
      case .ui(.orderDetailView(.onTapStatusButton)): "onTapStatusButton"
      case .ui(.ordersView(.onTapCompleteOrderButton)): "onTapCompleteOrderButton"
      case .ui(.ordersView(.onTapAddOrderButton)): "onTapAddOrderButton"
      case .data(.modelListener(.didReceiveOrders)): "didReceiveOrders"
      case .data(.modelListener(.didReceiveDonuts)): "didReceiveDonuts"
      }
    }
  }
}

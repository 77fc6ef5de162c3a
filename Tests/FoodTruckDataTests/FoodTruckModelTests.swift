import FoodTruckData
import Foundation
import Testing

@MainActor @Suite struct FoodTruckModelTests {
  @Test func theTruckOpensWithTodaysOrdersAndEveryDonut() {
    let model = FoodTruckModel(now: noon, seed: 1)
    #expect(model.orders.count == 24)
    #expect(model.donuts == Donut.all)
    #expect(model.orders.filter { $0.status == .placed }.count == 9)
    #expect(model.orders.first?.id == "Order#1224")
  }

  @Test func sameSeedAndClockGiveTheSameModel() {
    let (first, second) = (FoodTruckModel(now: noon, seed: 3), FoodTruckModel(now: noon, seed: 3))
    #expect(first.orders == second.orders)
    first.tick()
    second.tick()
    #expect(first.orders == second.orders)
    #expect(first.now == second.now)
  }

  @Test func theTimerAddsTwentyOrdersThenStops() {
    let model = FoodTruckModel(now: noon)
    var added: [Order.ID] = []
    for _ in 0..<25 {
      if let id = model.tick() { added.append(id) }
    }
    #expect(added == (25...44).map { OrderGenerator.orderID(number: $0) })
    #expect(model.orders.count == 44)
    #expect(model.timerStepsLeft == 0)
    let waited = model.now.timeIntervalSince(noon)
    #expect((60...160).contains(Int(waited)), "20 waits of 3–8 s")
    #expect(model.orders.last?.creationDate == model.now)
  }

  @Test func addOrderNumbersAfterTheLastAndPlacesIt() {
    let model = FoodTruckModel(now: noon)
    model.addOrder()
    #expect(model.orders.last?.id == "Order#1225")
    #expect(model.orders.last?.status == .placed)
  }

  /// Legacy operations, each on a placed, preparing, ready and completed order.
  @Test(arguments: [
    (OrderStatus.placed, OrderStatus.preparing, OrderStatus.completed, OrderStatus.preparing),
    (.preparing, .completed, .completed, .ready),
    (.ready, .ready, .completed, .completed),
    (.completed, .completed, .completed, .completed),
  ])
  func legacyOperations(_ status: OrderStatus, nextStep: OrderStatus, completed: OrderStatus, nextStatus: OrderStatus) {
    let id = self.id(of: status)
    let (a, b, c) = (FoodTruckModel(now: noon), FoodTruckModel(now: noon), FoodTruckModel(now: noon))
    for model in [a, b, c] { self.bring(id, to: status, in: model) }
    a.markOrderAsNextStep(id: id)
    b.markOrderAsCompleted(id: id)
    c.markOrderAsNextStatus(id: id)
    #expect(a.order(id: id)?.status == nextStep)
    #expect(b.order(id: id)?.status == completed)
    // Neither tutorial operation stamps a completion date (only the fixed one does).
    #expect(b.order(id: id)?.completionDate == a.order(id: id)?.completionDate)
    #expect(c.order(id: id)?.status == nextStatus)
  }

  @Test func unknownIDsChangeNothing() {
    let model = FoodTruckModel(now: noon)
    let before = model.orders
    model.markOrderAsNextStep(id: "Order#9999")
    model.markOrderAsCompleted(id: "Order#9999")
    model.editDonut(Donut(id: 99, name: "Ghost", dough: .plain))
    #expect(model.orders == before)
    #expect(model.donuts == Donut.all)
  }

  @Test func anEditedDonutLeavesOrdersStale() throws {
    let model = FoodTruckModel(now: noon)
    let order = try #require(model.orders.first)
    var donut = try #require(order.donuts.first)
    let oldName = donut.name
    donut.name = "Fresh Glaze"
    model.editDonut(donut)
    #expect(model.donut(id: donut.id)?.name == "Fresh Glaze")
    #expect(model.order(id: order.id)?.donuts.first?.name == oldName, "the order keeps its copy")
  }

  @Test func publishersSendTheCurrentValueThenEveryChange() {
    let model = FoodTruckModel(now: noon)
    var counts: [Int] = []
    let subscription = model.ordersPublisher.sink { counts.append($0.count) }
    model.addOrder()
    model.markOrderAsNextStep(id: "Order#1215")  // ready: unchanged, but republished
    subscription.cancel()
    model.addOrder()
    #expect(counts == [24, 25, 25])
    #expect(model.ordersPublisher.subscriberCount == 0)
  }

  @Test func aReleasedSubscriptionStopsDelivery() {
    let model = FoodTruckModel(now: noon)
    var received = 0
    do {
      _ = model.donutsPublisher.sink { _ in received += 1 }
    }
    model.editDonut(.classic)
    #expect(received == 1)
    #expect(model.donutsPublisher.subscriberCount == 0)
  }

  @Test func legacyScreensEndTheActivityOnlyFromTheDetail() {
    let model = FoodTruckModel(now: noon)
    let session = RecordingActivitySession()
    let screens = LegacyScreens(model: model, session: session)
    screens.tapStatus(orderID: "Order#1224")
    #expect(session.running == ["1224"])
    screens.complete(orderID: "Order#1224")
    #expect(model.order(id: "Order#1224")?.status == .completed)
    #expect(session.running == ["1224"], "the table's complete button ends no activity: the bug")
    screens.tapStatus(orderID: "Order#1223")
    screens.tapStatus(orderID: "Order#1223")
    #expect(session.running == ["1224"], "the detail's button ends its own")
  }

  private func id(of status: OrderStatus) -> Order.ID {
    status == .ready ? "Order#1215" : "Order#1224"
  }

  /// Walks the order to `status` with the fixed transition.
  private func bring(_ id: Order.ID, to status: OrderStatus, in model: FoodTruckModel) {
    while let current = model.order(id: id)?.status, current < status { model.markOrderAsNextStatus(id: id) }
  }
}

import Foundation

/// The legacy app's model (FoodTruck tutorial, "FoodTruckModel"): a mutable, main-actor,
/// observable object that legacy screens read and mutate directly, and that stays the source of
/// truth while screens migrate one by one to the ImmutableData store.
///
/// Observers subscribe to `ordersPublisher` and `donutsPublisher` (the tutorial's `$orders` and
/// `$donuts`). An order keeps **copies** of its donuts, so `editDonut(_:)` leaves every order
/// holding the old donut: the stale-data bug the migration fixes.
///
/// The order timer is virtual: `tick()` runs one of its 20 steps (wait 3–8 s on the model's own
/// clock, then add an order), so nothing waits on the wall clock.
///
/// - Important: Main-actor isolated. Deterministic for a given seed and start time.
@MainActor public final class FoodTruckModel {
  /// Today's orders, oldest last as generated; new orders are appended.
  public let ordersPublisher: ModelPublisher<[Order]>
  /// The donuts the truck makes.
  public let donutsPublisher: ModelPublisher<[Donut]>
  /// The model's clock: the start time plus the timer's waits so far.
  public private(set) var now: Date
  /// How many timer steps are left (20 at launch).
  public private(set) var timerStepsLeft = 20
  private var generator: OrderGenerator

  /// Opens the truck at `now`: 24 orders from `seed` (FoodTruckKit uses 1) and the 17 donuts;
  /// the timer and the add-order button draw from `seed + 4` (FoodTruckKit's 5).
  public init(now: Date, seed: UInt64 = 1) {
    var today = OrderGenerator(knownDonuts: Donut.all, seed: seed)
    self.ordersPublisher = ModelPublisher(today.todaysOrders(now: now))
    self.donutsPublisher = ModelPublisher(Donut.all)
    self.generator = OrderGenerator(knownDonuts: Donut.all, seed: seed &+ 4)
    self.now = now
  }
}

extension FoodTruckModel {
  /// The orders.
  public var orders: [Order] { self.ordersPublisher.value }
  /// The donuts.
  public var donuts: [Donut] { self.donutsPublisher.value }

  /// The order with this id, as the model holds it (with its own donut copies).
  public func order(id: Order.ID) -> Order? {
    self.orders.first { $0.id == id }
  }

  /// The donut with this id.
  public func donut(id: Donut.ID) -> Donut? {
    self.donuts.first { $0.id == id }
  }
}

extension FoodTruckModel {
  /// Appends a generated placed order numbered after the last, stamped with the model's clock.
  public func addOrder() {
    let order = self.generator.generateOrder(number: self.orders.count + 1, date: self.now)
    self.ordersPublisher.send(self.orders + [order])
  }

  /// The tutorial's `markOrderAsNextStep(id:)`: placed → preparing → completed (skipping
  /// `ready`, leaving ready orders as they are); no completion date. Unknown ids do nothing.
  public func markOrderAsNextStep(id: Order.ID) {
    self.update(id) { order in order.markAsNextStep() }
  }

  /// The tutorial's `markOrderAsCompleted(id:)`: sets the status only, leaving no completion
  /// date (FoodTruckKit's shortcut). Unknown ids do nothing.
  public func markOrderAsCompleted(id: Order.ID) {
    self.update(id) { order in order.status = .completed }
  }

  /// The fix beside `markOrderAsNextStep(id:)`: placed → preparing → ready → completed, with a
  /// completion date when the order completes.
  public func markOrderAsNextStatus(id: Order.ID) {
    let now = self.now
    self.update(id) { order in
      let next = order.status.nextStatus
      if next == .completed, !order.isComplete { order.markAsComplete(at: now) } else { order.status = next }
    }
  }

  /// The legacy donut editor: replaces the donut with `donut.id`. Orders keep their old copies.
  public func editDonut(_ donut: Donut) {
    guard let index = self.donuts.firstIndex(where: { $0.id == donut.id }) else { return }
    var donuts = self.donuts
    donuts[index] = donut
    self.donutsPublisher.send(donuts)
  }

  /// One step of the order timer: advance the clock by its 3–8 s wait, then add an order.
  ///
  /// - Returns: the new order's id, or nil once the timer's 20 steps are done.
  @discardableResult
  public func tick() -> Order.ID? {
    guard self.timerStepsLeft > 0 else { return nil }
    self.timerStepsLeft -= 1
    self.now.addTimeInterval(self.generator.nextDelay())
    self.addOrder()
    return self.orders.last?.id
  }

  private func update(_ id: Order.ID, _ change: (inout Order) -> Void) {
    guard let index = self.orders.firstIndex(where: { $0.id == id }) else { return }
    var orders = self.orders
    change(&orders[index])
    // Republished even when nothing changed, as an assignment to a `@Published` array is.
    self.ordersPublisher.send(orders)
  }
}

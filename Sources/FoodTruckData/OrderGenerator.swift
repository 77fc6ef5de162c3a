import Foundation

/// Makes pseudo-random orders the way FoodTruckKit's generator does, from its own seeded stream.
///
/// - Important: Deterministic: the same seed, numbers and dates give the same orders.
public struct OrderGenerator: Sendable {
  /// The donuts orders pick from.
  public let knownDonuts: [Donut]
  private var random: SeededRandomGenerator

  /// The price of one donut.
  public static let donutPrice = Decimal(string: "5.78")!

  /// Creates a generator over `knownDonuts`.
  public init(knownDonuts: [Donut], seed: UInt64) {
    self.knownDonuts = knownDonuts
    self.random = SeededRandomGenerator(seed: seed)
  }

  /// `Order#1207` for 7: "Order#12" and the number, two digits at least.
  public static func orderID(number: Int) -> Order.ID {
    "Order#12" + (number < 10 ? "0" : "") + String(number)
  }

  /// A placed order: 1–5 distinct donuts from a shuffle, each sold 1–5 times, at 5.78 a donut.
  public mutating func generateOrder(number: Int, date: Date) -> Order {
    let count = self.random.int(in: 1...5)
    let donuts = Array(self.random.shuffled(self.knownDonuts).prefix(count))
    var sales: [Donut.ID: Int] = [:]
    for donut in donuts { sales[donut.id] = self.random.int(in: 1...5) }
    let total = sales.values.reduce(0, +)
    return Order(
      id: Self.orderID(number: number), status: .placed, donuts: donuts, sales: sales,
      grandTotal: Decimal(total) * Self.donutPrice, creationDate: date)
  }

  /// The day so far, as the truck opens: 24 orders numbered 24 down to 1, each created 60–180 s
  /// before the next, the newest 4 minutes before `now`. The nine newest are placed; the other
  /// fifteen are ready, completed 14 minutes after creation (or at `now`, if sooner).
  public mutating func todaysOrders(now: Date) -> [Order] {
    var time = now.addingTimeInterval(-4 * 60)
    var orders: [Order] = []
    for (index, number) in (1...24).reversed().enumerated() {
      time.addTimeInterval(-Double(self.random.int(in: 60...180)))
      var order = self.generateOrder(number: number, date: time)
      if index > 8 {
        order.status = .ready
        order.completionDate = min(time.addingTimeInterval(14 * 60), now)
      }
      orders.append(order)
    }
    return orders
  }

  /// The timer's wait before its next order: 3–8 seconds.
  public mutating func nextDelay() -> TimeInterval {
    TimeInterval(self.random.int(in: 3...8))
  }
}

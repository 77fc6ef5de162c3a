import Foundation
import FoodTruckData
import PropertyBased

/// Ids and names: printable ASCII mixed with what the printer must escape, accents and emoji.
let foodTruckText = Gen<Unicode.Scalar>.oneOf(
  Gen<Unicode.Scalar>.unicodeScalar(in: " "..."~").eraseToAny(),
  Gen<Unicode.Scalar?>.element(of: ["\"", "\\", "\n", "\t", "\0", "\u{7F}", "é", "\u{301}", "😀"] as [Unicode.Scalar])
    .map { $0! }.eraseToAny()
).array(of: 0...8).map { String(String.UnicodeScalarView($0)) }

/// Dates at whole milliseconds from 1900 to 2200: dates print to the millisecond.
let foodTruckDate = Gen<Int64>.value(in: -2_208_988_800_000...7_258_118_400_000).map {
  Date(timeIntervalSince1970: Double($0) / 1000)
}

extension Gen where Value == Donut {
  /// Any donut: every dough, glaze and topping, present or not.
  static let donut = zip(
    Gen<Int>.int(in: -1000...1000), foodTruckText, Gen<Donut.Dough>.case, Gen<Donut.Glaze>.case.optional,
    Gen<Donut.Topping>.case.optional
  ).map { Donut(id: $0, name: $1, dough: $2, glaze: $3, topping: $4) }
}

extension Gen where Value == Order {
  /// Any order; totals are money (whole cents up to ten million), as the book's sales make them.
  static let order = Generator<Order, Shrink.None<Order>> { rng in
    let sales = zip(Gen<Int>.int(in: 0...99), Gen<Int>.int(in: 0...20)).array(of: 0...4).run(using: &rng)
    let cents = Gen<Int>.int(in: 0...1_000_000_000).run(using: &rng)
    return Order(
      id: foodTruckText.run(using: &rng), status: Gen<OrderStatus>.case.run(using: &rng),
      donuts: Gen<Donut>.donut.array(of: 0...3).run(using: &rng),
      sales: Dictionary(sales, uniquingKeysWith: { first, _ in first }),
      grandTotal: Decimal(cents) / 100, creationDate: foodTruckDate.run(using: &rng),
      completionDate: foodTruckDate.optional.run(using: &rng))
  }
}

extension Gen where Value == FoodTruckAction {
  /// Every case of every nested action enum, with generated payloads.
  static let action = Generator<FoodTruckAction, Shrink.None<FoodTruckAction>> { rng in
    let id = foodTruckText.run(using: &rng)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return .ui(.orderDetailView(.onTapStatusButton(orderID: id)))
    case 1: return .ui(.ordersView(.onTapCompleteOrderButton(orderID: id)))
    case 2: return .ui(.ordersView(.onTapAddOrderButton))
    case 3: return .data(.modelListener(.didReceiveOrders(Gen<Order>.order.array(of: 0...3).run(using: &rng))))
    default: return .data(.modelListener(.didReceiveDonuts(Gen<Donut>.donut.array(of: 0...3).run(using: &rng))))
    }
  }
}

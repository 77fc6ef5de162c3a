import FoodTruckData
import Foundation
import Testing

/// One action of every shape, named after its path, for tables that must cover them all.
struct ActionSample: Sendable, CustomTestStringConvertible {
  let name: String
  let action: FoodTruckAction

  var testDescription: String { self.name }

  static let all: [ActionSample] = [
    ActionSample(name: "ui.orderDetailView.onTapStatusButton", action: .ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1203")))),
    ActionSample(name: "ui.ordersView.onTapCompleteOrderButton", action: .ui(.ordersView(.onTapCompleteOrderButton(orderID: "Order#1204")))),
    ActionSample(name: "ui.ordersView.onTapAddOrderButton", action: .ui(.ordersView(.onTapAddOrderButton))),
    ActionSample(name: "data.modelListener.didReceiveOrders", action: .data(.modelListener(.didReceiveOrders([.preview2, .preview4])))),
    ActionSample(name: "data.modelListener.didReceiveDonuts", action: .data(.modelListener(.didReceiveDonuts([.classic, .fireZest])))),
  ]
}

/// 2023-08-04T12:00:00Z, the walkthroughs' clock.
let noon = Order.previewDate

extension FoodTruckState {
  /// The preview store's state: the four preview orders and every donut.
  static var previews: FoodTruckState {
    FoodTruckState(
      orders: Dictionary(uniqueKeysWithValues: Order.previewArray.map { ($0.id, $0) }),
      donuts: Dictionary(uniqueKeysWithValues: Donut.all.map { ($0.id, $0) }))
  }
}

extension Order {
  /// A copy with another status.
  func with(status: OrderStatus) -> Order {
    var order = self
    order.status = status
    return order
  }
}

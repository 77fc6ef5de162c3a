import FoodTruckData
import Foundation
import ImmutableShell
import TypedLiterals

/// The migrated FoodTruck views, headless: the selectors each one wires (the tutorial's
/// `SelectOrdersValues`, `SelectOrdersStatuses`, `SelectOrder`, all behind `filterOrders`) and
/// its text.
extension FoodTruckDomain {
  private static let sort = Parameter("sort", default: [OrderSort.status(.reverse), .creationDate(.reverse)])

  public static let components: [ComponentEntry<FoodTruckState, FoodTruckAction>] = [
    ComponentEntry("TruckOrdersCard", summary: "the five newest orders, newest first, found without a full sort") { truckOrdersCard },
    ComponentEntry(
      "OrderDetailView", orderID, rules.parameter, summary: "one order, its donuts and the status button", orderDetailView),
    ComponentEntry("OrderCompleteView", orderID, summary: "the thank-you sheet of a completed order", orderCompleteView),
    ComponentEntry("OrdersTable", searchText, sort, summary: "the presenter: rows of the orders it is given") { text, sort in
      ComponentBlueprint(ordersWatch(searchText: text, sort: sort), render: rows)
    },
    ComponentEntry(
      "OrdersView", searchText, sort, Parameter("selection", default: [String]()),
      summary: "the container: searchable sorted table, selection statuses, Create and Complete buttons", ordersView)
  ]

  private static var truckOrdersCard: ComponentBlueprint<FoodTruckAction> {
    let newest: [OrderSort] = [.creationDate(.reverse)]
    let watch = ComponentWatch(
      "SelectOrdersValues(searchText: \"\", min: 5, using: \(newest.literal))", selectFirstOrdersValues("", 5, newest),
      filter: filterOrders(), dependencies: selectOrders(""))
    return ComponentBlueprint(watch) { orders in ["Orders: \(orders.count) newest"] + rows(orders) }
  }

  private static func orderWatch(_ id: String) -> ComponentWatch<FoodTruckState, FoodTruckAction, Order?> {
    ComponentWatch("SelectOrder(orderID: \(id.literal))", selectOrder(id), filter: filterOrders())
  }

  /// The status button: the tutorial disables it for completed and for ready orders (its next
  /// step skips ready, so a ready order cannot move); with the fixed rules only for completed ones.
  private static func orderDetailView(_ id: String, rules: Rules) -> ComponentBlueprint<FoodTruckAction> {
    ComponentBlueprint(orderWatch(id)) { order in
      guard let order else { return ["missing order"] }
      let enabled = !order.isComplete && (rules == .fixed || order.status != .ready)
      return [row(order), "Total: \(order.grandTotal) for \(order.totalSales) donuts",
              button(order.status.buttonTitle, enabled: enabled)]
    }
  }

  private static func orderCompleteView(_ id: String) -> ComponentBlueprint<FoodTruckAction> {
    ComponentBlueprint(orderWatch(id)) { order in
      guard let order else { return ["missing order"] }
      return ["Thank you for your order! \(order.id): \(donutNames(order))"]
    }
  }

  private static func ordersWatch(searchText: String, sort: [OrderSort]) -> ComponentWatch<FoodTruckState, FoodTruckAction, [Order]> {
    ComponentWatch(
      "SelectOrdersValues(searchText: \(searchText.literal), using: \(sort.literal))", selectOrdersValues(searchText, sort),
      filter: filterOrders(), dependencies: selectOrders(searchText))
  }

  private static func ordersView(searchText: String, sort: [OrderSort], selection: [String]) -> ComponentBlueprint<FoodTruckAction> {
    let statuses = ComponentWatch(
      "SelectOrdersStatuses(orderIDs: \(selection.literal))", selectOrdersStatuses(selection), filter: filterOrders())
    return ComponentBlueprint(ordersWatch(searchText: searchText, sort: sort), statuses) { orders, selected in
      // The tutorial's rules: Complete is disabled when every selected order is completed (so
      // also for no selection); View Details needs exactly one.
      let toolbar = [
        button("Create Order", enabled: true),
        button("Complete Order", enabled: !selected.values.allSatisfy { $0 == .completed }),
        button("View Details", enabled: selected.count == 1),
      ]
      return rows(orders) + [toolbar.joined(separator: " ")]
    }
  }

  private static func rows(_ orders: [Order]) -> [String] {
    orders.isEmpty ? ["No orders"] : orders.map(row)
  }

  /// `Order#1224 · Placed · The Classic, Cosmos`.
  private static func row(_ order: Order) -> String {
    "\(order.id) · \(order.status.title) · \(donutNames(order))"
  }

  private static func donutNames(_ order: Order) -> String {
    order.donuts.isEmpty ? "no donuts" : order.donuts.map(\.name).joined(separator: ", ")
  }

  private static func button(_ title: String, enabled: Bool) -> String {
    enabled ? "[\(title)]" : "[\(title): disabled]"
  }
}

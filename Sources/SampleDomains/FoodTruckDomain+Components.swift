import FoodTruckData
import Foundation
import ImmutableShell
import TypedLiterals

/// The migrated FoodTruck views, headless: the selectors each one wires (the tutorial's
/// `SelectOrdersValues`, `SelectOrdersStatuses`, `SelectOrder`, all behind `filterOrders`) and
/// its text.
extension FoodTruckDomain {
  // @TypedLiteral
  struct TruckOrdersCard: ComponentDeclaration {
    static let summary = "the five newest orders, newest first, found without a full sort"
    func body(in context: CallContext) -> ComponentBlueprint<FoodTruckAction> { FoodTruckDomain.truckOrdersCard }
  }

  // @TypedLiteral
  struct OrderDetailView: ComponentDeclaration {
    let orderID: String
    static let summary = "one order, its donuts and the status button"
    func body(in context: CallContext) -> ComponentBlueprint<FoodTruckAction> {
      FoodTruckDomain.orderDetailView(self.orderID, rules: context[Rules.self])
    }
  }

  // @TypedLiteral
  struct OrderCompleteView: ComponentDeclaration {
    let orderID: String
    static let summary = "the thank-you sheet of a completed order"
    func body(in context: CallContext) -> ComponentBlueprint<FoodTruckAction> { FoodTruckDomain.orderCompleteView(self.orderID) }
  }

  // @TypedLiteral
  struct OrdersTable: ComponentDeclaration {
    var searchText: String = ""
    var sort: [OrderSort] = [.status(.reverse), .creationDate(.reverse)]
    static let summary = "the presenter: rows of the orders it is given"
    func body(in context: CallContext) -> ComponentBlueprint<FoodTruckAction> {
      ComponentBlueprint(FoodTruckDomain.ordersWatch(searchText: self.searchText, sort: self.sort), render: FoodTruckDomain.rows)
    }
  }

  // @TypedLiteral
  struct OrdersView: ComponentDeclaration {
    var searchText: String = ""
    var sort: [OrderSort] = [.status(.reverse), .creationDate(.reverse)]
    var selection: [String] = []
    static let summary = "the container: searchable sorted table, selection statuses, Create and Complete buttons"
    func body(in context: CallContext) -> ComponentBlueprint<FoodTruckAction> {
      FoodTruckDomain.ordersView(searchText: self.searchText, sort: self.sort, selection: self.selection)
    }
  }

  fileprivate static var truckOrdersCard: ComponentBlueprint<FoodTruckAction> {
    let newest: [OrderSort] = [.creationDate(.reverse)]
    let watch = ComponentWatch(
      "SelectOrdersValues(searchText: \"\", min: 5, using: \(newest.literal))", SelectFirstOrdersValues(min: 5, using: newest),
      filter: FilterOrders(), dependencies: SelectOrders())
    return ComponentBlueprint(watch) { orders in ["Orders: \(orders.count) newest"] + rows(orders) }
  }

  private static func orderWatch(_ id: String) -> ComponentWatch<FoodTruckState, FoodTruckAction, Order?> {
    ComponentWatch("SelectOrder(orderID: \(id.literal))", SelectOrder(orderID: id), filter: FilterOrders())
  }

  /// The status button: the tutorial disables it for completed and for ready orders (its next
  /// step skips ready, so a ready order cannot move); with the fixed rules only for completed ones.
  fileprivate static func orderDetailView(_ id: String, rules: Rules) -> ComponentBlueprint<FoodTruckAction> {
    ComponentBlueprint(orderWatch(id)) { order in
      guard let order else { return ["missing order"] }
      let enabled = !order.isComplete && (rules == .fixed || order.status != .ready)
      return [row(order), "Total: \(order.grandTotal) for \(order.totalSales) donuts",
              button(order.status.buttonTitle, enabled: enabled)]
    }
  }

  fileprivate static func orderCompleteView(_ id: String) -> ComponentBlueprint<FoodTruckAction> {
    ComponentBlueprint(orderWatch(id)) { order in
      guard let order else { return ["missing order"] }
      return ["Thank you for your order! \(order.id): \(donutNames(order))"]
    }
  }

  fileprivate static func ordersWatch(searchText: String, sort: [OrderSort]) -> ComponentWatch<FoodTruckState, FoodTruckAction, [Order]> {
    ComponentWatch(
      "SelectOrdersValues(searchText: \(searchText.literal), using: \(sort.literal))", SelectOrdersValues(searchText: searchText, using: sort),
      filter: FilterOrders(), dependencies: SelectOrders(searchText: searchText))
  }

  fileprivate static func ordersView(searchText: String, sort: [OrderSort], selection: [String]) -> ComponentBlueprint<FoodTruckAction> {
    let statuses = ComponentWatch(
      "SelectOrdersStatuses(orderIDs: \(selection.literal))", SelectOrdersStatuses(orderIDs: selection), filter: FilterOrders())
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

  fileprivate static func rows(_ orders: [Order]) -> [String] {
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

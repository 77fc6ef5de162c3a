import FoodTruckData
import Foundation
import ImmutableShell
import TypedLiterals

/// The migrated FoodTruck views, headless: the selectors each one wires (the tutorial's
/// `SelectOrdersValues`, `SelectOrdersStatuses`, `SelectOrder`, all behind `filterOrders`) and
/// its text.
extension FoodTruckDomain {
  private static let orderID = CallParameter("orderID", String.self)
  private static let searchText = CallParameter("searchText", String.self, default: Literal(.string("")))
  private static let defaultSort: [OrderSort] = [.status(.reverse), .creationDate(.reverse)]
  private static let sort = CallParameter("sort", [OrderSort].self, default: defaultSort.literal)

  public static let components: [ComponentEntry<FoodTruckState, FoodTruckAction>] = [
    ComponentEntry("TruckOrdersCard", summary: "the five newest orders, newest first, found without a full sort") { _ in
      truckOrdersCard
    },
    ComponentEntry("OrderDetailView", [orderID], summary: "one order, its donuts and the status button") { arguments in
      orderDetailView(orderID: try arguments("orderID"), fixed: arguments.settings["rules"] == "fixed")
    },
    ComponentEntry("OrderCompleteView", [orderID], summary: "the thank-you sheet of a completed order") { arguments in
      orderCompleteView(orderID: try arguments("orderID"))
    },
    ComponentEntry("OrdersTable", [searchText, sort], summary: "the presenter: rows of the orders it is given") {
      arguments in
      let watch = ordersWatch(searchText: try arguments("searchText"), sort: try arguments("sort"))
      return ComponentBlueprint(watches: [watch]) { outputs in rows(outputs[0].value(as: [Order].self) ?? []) }
    },
    ComponentEntry(
      "OrdersView", [searchText, sort, CallParameter("selection", [String].self, default: Literal(.array([])))],
      summary: "the container: searchable sorted table, selection statuses, Create and Complete buttons"
    ) { arguments in
      ordersView(searchText: try arguments("searchText"), sort: try arguments("sort"), selection: try arguments("selection"))
    },
  ]

  private static var truckOrdersCard: ComponentBlueprint<FoodTruckAction> {
    let newest: [OrderSort] = [.creationDate(.reverse)]
    let key: [(label: String, value: Literal)] = [("searchText", "".literal), ("min", 5.literal), ("using", newest.literal)]
    let watch = ComponentWatch(
      "SelectOrdersValues(searchText: \"\", min: 5, using: \(newest.literal))", output: NamedCall("selectOrdersValues", key),
      filter: NamedCall("filterOrders"), dependencies: [NamedCall("selectOrders", [("searchText", "".literal)])])
    return ComponentBlueprint(watches: [watch]) { outputs in
      let orders = outputs[0].value(as: [Order].self) ?? []
      return ["Orders: \(orders.count) newest"] + rows(orders)
    }
  }

  private static func selectOrder(_ id: String) -> ComponentWatch {
    ComponentWatch(
      "SelectOrder(orderID: \(id.literal))", output: NamedCall("selectOrder", [("orderID", id.literal)]),
      filter: NamedCall("filterOrders"))
  }

  /// The status button: the tutorial disables it for completed and for ready orders (its next
  /// step skips ready, so a ready order cannot move); with the fixed rules only for completed ones.
  private static func orderDetailView(orderID id: String, fixed: Bool) -> ComponentBlueprint<FoodTruckAction> {
    ComponentBlueprint(watches: [selectOrder(id)]) { outputs in
      guard let order = outputs[0].value(as: Order?.self) ?? nil else { return ["missing order"] }
      let enabled = !order.isComplete && (fixed || order.status != .ready)
      return [row(order), "Total: \(order.grandTotal) for \(order.totalSales) donuts",
              button(order.status.buttonTitle, enabled: enabled)]
    }
  }

  private static func orderCompleteView(orderID id: String) -> ComponentBlueprint<FoodTruckAction> {
    ComponentBlueprint(watches: [selectOrder(id)]) { outputs in
      guard let order = outputs[0].value(as: Order?.self) ?? nil else { return ["missing order"] }
      return ["Thank you for your order! \(order.id): \(donutNames(order))"]
    }
  }

  private static func ordersWatch(searchText: String, sort: [OrderSort]) -> ComponentWatch {
    let key: [(label: String, value: Literal)] = [("searchText", searchText.literal), ("using", sort.literal)]
    return ComponentWatch(
      "SelectOrdersValues(searchText: \(searchText.literal), using: \(sort.literal))",
      output: NamedCall("selectOrdersValues", key), filter: NamedCall("filterOrders"),
      dependencies: [NamedCall("selectOrders", [("searchText", searchText.literal)])])
  }

  private static func ordersView(searchText: String, sort: [OrderSort], selection: [String]) -> ComponentBlueprint<FoodTruckAction> {
    let statuses = ComponentWatch(
      "SelectOrdersStatuses(orderIDs: \(selection.literal))",
      output: NamedCall("selectOrdersStatuses", [("orderIDs", selection.literal)]), filter: NamedCall("filterOrders"))
    return ComponentBlueprint(watches: [ordersWatch(searchText: searchText, sort: sort), statuses]) { outputs in
      let orders = outputs[0].value(as: [Order].self) ?? []
      let selected = outputs[1].value(as: [String: OrderStatus].self) ?? [:]
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

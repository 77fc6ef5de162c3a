import FoodTruckData
import Foundation
import ImmutableShell
import TypedLiterals

/// One comparator of the book's `[KeyPathComparator<Order>]`, as the shell writes it:
/// `[.status(.reverse), .creationDate(.reverse)]`.
// @TypedLiteral
public enum OrderSort: Hashable, Sendable {
  case id(_ order: SortOrder)
  case status(_ order: SortOrder)
  case creationDate(_ order: SortOrder)
  case grandTotal(_ order: SortOrder)
}

extension OrderSort {
  /// The Foundation comparator it stands for.
  var comparator: KeyPathComparator<Order> {
    switch self {
    case .id(let order): KeyPathComparator(\Order.id, order: order)
    case .status(let order): KeyPathComparator(\Order.status, order: order)
    case .creationDate(let order): KeyPathComparator(\Order.creationDate, order: order)
    case .grandTotal(let order): KeyPathComparator(\Order.grandTotal, order: order)
    }
  }
}

extension FoodTruckDomain {
  private static let searchText = CallParameter("searchText", String.self, default: Literal(.string("")))
  private static let using = CallParameter("using", [OrderSort].self)

  public static let selectors: [SelectorEntry<FoodTruckState, FoodTruckAction>] = [
    SelectorEntry("selectOrders", [searchText], summary: "resolved orders by id whose id, donut or ingredient matches") {
      arguments in FoodTruckState.selectOrders(searchText: try arguments("searchText"))
    },
    SelectorEntry("selectOrdersValues", [searchText, using], summary: "the matching orders, sorted (ties by id)") {
      arguments in
      FoodTruckState.selectOrdersValues(searchText: try arguments("searchText"), using: try Self.comparators(arguments))
    },
    SelectorEntry(
      "selectOrdersValues", [searchText, CallParameter("min", Int.self), using],
      summary: "the first `min` of the sorted orders, without a full sort"
    ) { arguments in
      FoodTruckState.selectOrdersValues(
        searchText: try arguments("searchText"), min: try arguments("min"), using: try Self.comparators(arguments))
    },
    SelectorEntry(
      "selectOrdersStatuses", [CallParameter("orderIDs", [String].self)], summary: "the status of each known id"
    ) { arguments in FoodTruckState.selectOrdersStatuses(orderIDs: try arguments("orderIDs", as: [String].self)) },
    SelectorEntry("selectOrder", "orderID", summary: "one order with its donuts resolved by id", FoodTruckState.selectOrder),
    SelectorEntry("selectDonuts", summary: "every donut, by id", FoodTruckState.selectDonuts),
  ]

  public static let filters: [FilterEntry<FoodTruckState, FoodTruckAction>] = [
    FilterEntry("filterOrders", summary: "passes every .data action and no .ui action", FoodTruckFilter.filterOrders)
  ]

  private static func comparators(_ arguments: CallArguments) throws -> [KeyPathComparator<Order>] {
    try arguments("using", as: [OrderSort].self).map(\.comparator)
  }
}

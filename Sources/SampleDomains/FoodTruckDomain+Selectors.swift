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
  static let searchText = Parameter("searchText", default: "")
  private static let using = Parameter("using", as: [OrderSort].self)
  static let orderID = Parameter("orderID", as: String.self)
  static let orderIDs = Parameter("orderIDs", as: [String].self)

  static let selectOrders = selector(
    "selectOrders", searchText, summary: "resolved orders by id whose id, donut or ingredient matches", FoodTruckState.selectOrders)
  static let selectOrdersValues = selector(
    "selectOrdersValues", searchText, using, summary: "the matching orders, sorted (ties by id)"
  ) { text, sort in FoodTruckState.selectOrdersValues(searchText: text, using: sort.map(\.comparator)) }
  static let selectFirstOrdersValues = selector(
    "selectOrdersValues", searchText, Parameter("min", as: Int.self), using, summary: "the first `min` of the sorted orders, without a full sort"
  ) { text, min, sort in FoodTruckState.selectOrdersValues(searchText: text, min: min, using: sort.map(\.comparator)) }
  static let selectOrdersStatuses = selector(
    "selectOrdersStatuses", orderIDs, summary: "the status of each known id"
  ) { FoodTruckState.selectOrdersStatuses(orderIDs: $0) }
  static let selectOrder = selector(
    "selectOrder", orderID, summary: "one order with its donuts resolved by id", FoodTruckState.selectOrder)
  static let filterOrders = filter(
    "filterOrders", summary: "passes every .data action and no .ui action", FoodTruckFilter.filterOrders)

  public static let selectors = [
    selectOrders.entry, selectOrdersValues.entry, selectFirstOrdersValues.entry, selectOrdersStatuses.entry, selectOrder.entry,
    selector("selectDonuts", summary: "every donut, by id", FoodTruckState.selectDonuts).entry,
  ]
  public static let filters = [filterOrders.entry]
}

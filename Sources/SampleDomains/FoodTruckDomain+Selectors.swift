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

/// The tutorial's selectors and filter, one declaration each.
extension FoodTruckDomain {
  // @TypedLiteral
  struct SelectOrders: SelectorDeclaration {
    var searchText: String = ""
    static let summary = "resolved orders by id whose id, donut or ingredient matches"
    var selector: @Sendable (FoodTruckState) -> [Order.ID: Order] { FoodTruckState.selectOrders(searchText: self.searchText) }
  }

  // @TypedLiteral
  struct SelectOrdersValues: SelectorDeclaration {
    var searchText: String = ""
    let using: [OrderSort]
    static let summary = "the matching orders, sorted (ties by id)"
    var selector: @Sendable (FoodTruckState) -> [Order] {
      FoodTruckState.selectOrdersValues(searchText: self.searchText, using: self.using.map(\.comparator))
    }
  }

  /// The overload `selectOrdersValues(searchText:min:using:)`.
  // @TypedLiteral
  struct SelectFirstOrdersValues: SelectorDeclaration {
    var searchText: String = ""
    let min: Int
    let using: [OrderSort]
    static let name = "selectOrdersValues"
    static let summary = "the first `min` of the sorted orders, without a full sort"
    var selector: @Sendable (FoodTruckState) -> [Order] {
      FoodTruckState.selectOrdersValues(searchText: self.searchText, min: self.min, using: self.using.map(\.comparator))
    }
  }

  // @TypedLiteral
  struct SelectOrdersStatuses: SelectorDeclaration {
    let orderIDs: [String]
    static let summary = "the status of each known id"
    var selector: @Sendable (FoodTruckState) -> [Order.ID: OrderStatus] { FoodTruckState.selectOrdersStatuses(orderIDs: self.orderIDs) }
  }

  // @TypedLiteral
  struct SelectOrder: SelectorDeclaration {
    let orderID: String
    static let summary = "one order with its donuts resolved by id"
    var selector: @Sendable (FoodTruckState) -> Order? { FoodTruckState.selectOrder(orderID: self.orderID) }
  }

  // @TypedLiteral
  struct SelectDonuts: SelectorDeclaration {
    static let summary = "every donut, by id"
    var selector: @Sendable (FoodTruckState) -> [Donut.ID: Donut] { FoodTruckState.selectDonuts() }
  }

  // @TypedLiteral
  struct FilterOrders: FilterDeclaration {
    static let summary = "passes every .data action and no .ui action"
    var filter: @Sendable (FoodTruckState, FoodTruckAction) -> Bool { FoodTruckFilter.filterOrders() }
  }
}

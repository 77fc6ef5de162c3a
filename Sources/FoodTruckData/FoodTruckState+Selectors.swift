import Foundation

/// The selectors of the migrated screens (tutorial, "FoodTruckState"). Each is a static factory
/// of a `@Sendable (FoodTruckState) -> T` with a fileprivate instance twin.
///
/// Orders come out with their donuts **re-resolved by id** from `donuts`, so an edited donut is
/// fresh everywhere; donuts missing from state are dropped (before the donuts arrive, orders
/// show none).
extension FoodTruckState {
  /// Resolved orders by id: all of them for an empty search, otherwise those whose id matches or
  /// with a resolved donut whose name or an ingredient matches, ignoring case. O(orders × donuts).
  public static func selectOrders(searchText: String) -> @Sendable (FoodTruckState) -> [Order.ID: Order] {
    { state in state.selectOrders(searchText: searchText) }
  }

  /// `selectOrders(searchText:)` sorted by `sortOrder`, ties broken by id. O(n log n).
  public static func selectOrdersValues<S: Sequence & Sendable>(
    searchText: String, using sortOrder: S
  ) -> @Sendable (FoodTruckState) -> [Order] where S.Element: SortComparator, S.Element.Compared == Order {
    { state in
      state.selectOrders(searchText: searchText).values.sorted { Self.isOrdered($0, before: $1, by: sortOrder) }
    }
  }

  /// The first `count` of `selectOrdersValues(searchText:using:)`, found without a full sort:
  /// O(n log count) (TruckOrdersCard's five newest).
  public static func selectOrdersValues<S: Sequence & Sendable>(
    searchText: String, min count: Int, using sortOrder: S
  ) -> @Sendable (FoodTruckState) -> [Order] where S.Element: SortComparator, S.Element.Compared == Order {
    { state in
      state.selectOrders(searchText: searchText).values.min(count: count) {
        Self.isOrdered($0, before: $1, by: sortOrder)
      }
    }
  }

  /// The status of each known id in `orderIDs`; unknown ids are left out. Reads the raw orders:
  /// O(ids), no donut is resolved.
  public static func selectOrdersStatuses<S: Sequence & Sendable>(
    orderIDs: S
  ) -> @Sendable (FoodTruckState) -> [Order.ID: OrderStatus] where S.Element == Order.ID {
    { state in state.selectOrdersStatuses(orderIDs: orderIDs) }
  }

  /// One order with its donuts resolved, or nil. O(that order's donuts), so the book's
  /// `SelectOrder` needs no dependency.
  public static func selectOrder(orderID: Order.ID) -> @Sendable (FoodTruckState) -> Order? {
    { state in state.selectOrder(orderID: orderID) }
  }

  /// Every donut, by id (what the unmigrated DonutGallery would read next).
  public static func selectDonuts() -> @Sendable (FoodTruckState) -> [Donut.ID: Donut] {
    { state in state.donuts }
  }

  /// Whether `lhs` comes before `rhs`: the comparators in turn, then the id, so equal keys (the
  /// previews share a date) never fall back on dictionary order.
  private static func isOrdered<S: Sequence>(_ lhs: Order, before rhs: Order, by sortOrder: S) -> Bool
  where S.Element: SortComparator, S.Element.Compared == Order {
    switch sortOrder.compare(lhs, rhs) {
    case .orderedAscending: true
    case .orderedDescending: false
    case .orderedSame: lhs.id < rhs.id
    }
  }
}

extension FoodTruckState {
  fileprivate func selectDonuts(order: Order) -> [Donut] {
    order.donuts.compactMap { self.donuts[$0.id] }
  }

  fileprivate func resolved(_ order: Order) -> Order {
    var order = order
    order.donuts = self.selectDonuts(order: order)
    return order
  }

  fileprivate func selectOrders(searchText: String) -> [Order.ID: Order] {
    let resolved = self.orders.mapValues { self.resolved($0) }
    guard !searchText.isEmpty else { return resolved }
    return resolved.filter { _, order in
      order.matches(searchText: searchText) || order.donuts.contains { $0.matches(searchText: searchText) }
    }
  }

  fileprivate func selectOrdersStatuses<S: Sequence>(orderIDs: S) -> [Order.ID: OrderStatus] where S.Element == Order.ID {
    var statuses: [Order.ID: OrderStatus] = [:]
    for id in orderIDs {
      if let order = self.orders[id] { statuses[id] = order.status }
    }
    return statuses
  }

  fileprivate func selectOrder(orderID: Order.ID) -> Order? {
    self.orders[orderID].map { self.resolved($0) }
  }
}

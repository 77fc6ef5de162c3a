import TypedLiterals

/// The migrated screens' read-model (FoodTruck tutorial, "FoodTruckState"): orders and donuts
/// by id, fed from the legacy model by `ModelListener`.
///
/// - Important: A value type, normalized: an order's own donut copies are kept as received, and
///   the selectors re-resolve them by id from `donuts`, so an edited donut shows everywhere.
///   Slices are `package`; clients read through the selectors.
// @TypedLiteral
public struct FoodTruckState: Hashable, Sendable {
  package var orders: [Order.ID: Order]
  package var donuts: [Donut.ID: Donut]

  /// Creates a state from slices.
  package init(orders: [Order.ID: Order], donuts: [Donut.ID: Donut]) {
    self.orders = orders
    self.donuts = donuts
  }

  /// The empty state a launch starts from.
  public init() {
    self.init(orders: [:], donuts: [:])
  }
}

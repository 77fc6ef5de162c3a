import Foundation
import TypedLiterals

/// One order at the truck (FoodTruck tutorial, "FoodTruckKit").
///
/// - Important: A value type that keeps **copies** of its donuts. In the legacy model an edited
///   donut leaves these copies stale; the migrated state re-resolves them by id
///   (`FoodTruckState.selectOrder(orderID:)`).
// @TypedLiteral
public struct Order: Hashable, Sendable, Identifiable {
  /// `Order#1203`.
  public let id: String
  /// Where the order stands.
  public var status: OrderStatus
  /// Copies of the donuts ordered, as they were when the order was made.
  public var donuts: [Donut]
  /// How many of each donut, by donut id.
  public var sales: [Donut.ID: Int]
  /// What the order costs (5.78 a donut for generated orders).
  public var grandTotal: Decimal
  /// When it was placed.
  public var creationDate: Date
  /// When it was completed, if it was (the tutorial's operations often leave it nil).
  public var completionDate: Date?

  /// Creates an order.
  public init(
    id: String, status: OrderStatus, donuts: [Donut], sales: [Donut.ID: Int], grandTotal: Decimal, creationDate: Date,
    completionDate: Date? = nil
  ) {
    self.id = id
    self.status = status
    self.donuts = donuts
    self.sales = sales
    self.grandTotal = grandTotal
    self.creationDate = creationDate
    self.completionDate = completionDate
  }
}

extension Order {
  /// How many donuts were sold in all.
  public var totalSales: Int {
    self.sales.values.reduce(0, +)
  }

  /// True only once the order is completed.
  public var isComplete: Bool {
    self.status == .completed
  }

  /// Whether the id contains `searchText`, ignoring case. An empty search matches **no** order
  /// (as FoodTruckKit's does); the selectors treat an empty search as "everything" themselves.
  public func matches(searchText: String) -> Bool {
    !searchText.isEmpty && self.id.localizedCaseInsensitiveContains(searchText)
  }

  /// The tutorial's `markAsNextStep`: placed → preparing → completed, skipping `ready`; it sets no
  /// completion date.
  ///
  /// - Returns: the new status.
  @discardableResult
  public mutating func markAsNextStep() -> OrderStatus {
    self.status = self.status.nextStep
    return self.status
  }

  /// Completes the order at `date`.
  public mutating func markAsComplete(at date: Date) {
    self.status = .completed
    self.completionDate = date
  }
}

/// The one filter the migrated screens share (tutorial, "FoodTruckFilter").
public enum FoodTruckFilter {
  /// Passes every `.data` action and no `.ui` action: the reducer leaves state unchanged for UI
  /// actions, so no selector needs to look. `didReceiveDonuts` passes too, because order outputs
  /// embed the resolved donuts.
  ///
  /// - Important: Pure and O(1).
  public static func filterOrders() -> @Sendable (FoodTruckState, FoodTruckAction) -> Bool {
    { _, action in
      switch action {
      case .ui: false
      case .data: true
      }
    }
  }
}

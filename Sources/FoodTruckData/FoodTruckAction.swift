import TypedLiterals

/// Everything that can happen (FoodTruck tutorial, "FoodTruckAction"): what a migrated screen's
/// user did (`ui`) and what the legacy model published (`data`).
// @TypedLiteral
public enum FoodTruckAction: Hashable, Sendable {
  case ui(_ action: UI)
  case data(_ action: Data)
}

extension FoodTruckAction {
  /// What a migrated screen's user did, by screen.
  // @TypedLiteral
  public enum UI: Hashable, Sendable {
    case orderDetailView(_ action: OrderDetailView)
    case ordersView(_ action: OrdersView)
  }

  /// What the legacy model published, through `ModelListener`.
  // @TypedLiteral
  public enum Data: Hashable, Sendable {
    case modelListener(_ action: ModelListener)
  }
}

extension FoodTruckAction.UI {
  /// The order detail screen.
  // @TypedLiteral
  public enum OrderDetailView: Hashable, Sendable {
    /// The toolbar's status button.
    case onTapStatusButton(orderID: Order.ID)
  }

  /// The orders screen (table or list) and its toolbar.
  // @TypedLiteral
  public enum OrdersView: Hashable, Sendable {
    /// A table row's or the toolbar's complete button.
    case onTapCompleteOrderButton(orderID: Order.ID)
    /// The new "Create Order" button.
    case onTapAddOrderButton
  }
}

extension FoodTruckAction.Data {
  /// Whole publications of the model's two properties.
  // @TypedLiteral
  public enum ModelListener: Hashable, Sendable {
    /// The model published its orders (all of them).
    case didReceiveOrders(_ orders: [Order])
    /// The model published its donuts (all of them).
    case didReceiveDonuts(_ donuts: [Donut])
  }
}

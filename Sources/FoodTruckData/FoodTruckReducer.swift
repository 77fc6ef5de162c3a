/// The FoodTruck reducer (tutorial, "FoodTruckReducer"): UI actions pass through unchanged (the
/// `StoreListener` turns them into model operations); each model publication replaces its
/// dictionary wholesale, O(n) per change.
public enum FoodTruckReducer {
  /// Returns the state after `action`.
  ///
  /// - Throws: `FoodTruckReducer.Error` when a publication holds two orders (or donuts) with one
  ///   id; the tutorial's `Dictionary(uniqueKeysWithValues:)` would trap there instead.
  /// - Important: Pure.
  public static func reduce(state: FoodTruckState, action: FoodTruckAction) throws -> FoodTruckState {
    switch action {
    case .ui:
      return state
    case .data(.modelListener(let action)):
      return try self.reduce(state: state, action: action)
    }
  }

  /// Why the reducer refused an action.
  public struct Error: Swift.Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Equatable, Sendable {
      case duplicateOrderID
      case duplicateDonutID
    }

    /// What went wrong.
    public let code: Code
    /// The repeated id.
    public let id: String

    package init(code: Code, id: String) {
      self.code = code
      self.id = id
    }

    public var description: String {
      switch self.code {
      case .duplicateOrderID: "two orders with id \(self.id)"
      case .duplicateDonutID: "two donuts with id \(self.id)"
      }
    }
  }
}

extension FoodTruckReducer {
  private static func reduce(
    state: FoodTruckState, action: FoodTruckAction.Data.ModelListener
  ) throws -> FoodTruckState {
    var state = state
    switch action {
    case .didReceiveOrders(let orders):
      state.orders = try Self.byID(orders) { Error(code: .duplicateOrderID, id: $0) }
    case .didReceiveDonuts(let donuts):
      state.donuts = try Self.byID(donuts) { Error(code: .duplicateDonutID, id: String($0)) }
    }
    return state
  }

  /// The tutorial's `Dictionary(values)` keyed by `id`, refusing repeated ids.
  private static func byID<Element: Identifiable>(
    _ values: [Element], duplicate: (Element.ID) -> Error
  ) throws -> [Element.ID: Element] {
    var result: [Element.ID: Element] = Dictionary(minimumCapacity: values.count)
    for value in values {
      guard result.updateValue(value, forKey: value.id) == nil else { throw duplicate(value.id) }
    }
    return result
  }
}

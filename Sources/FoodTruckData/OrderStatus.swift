import TypedLiterals

/// Where an order stands, ordered by raw value: placed < preparing < ready < completed.
// @TypedLiteral
public enum OrderStatus: Int, CaseIterable, Hashable, Sendable {
  case placed
  case preparing
  case ready
  case completed
}

extension OrderStatus: Comparable {
  public static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension OrderStatus {
  /// "Placed", "Preparing"…
  public var title: String {
    switch self {
    case .placed: "Placed"
    case .preparing: "Preparing"
    case .ready: "Ready"
    case .completed: "Completed"
    }
  }

  /// What the order detail's status button offers: "Prepare", "Ready", "Complete".
  public var buttonTitle: String {
    switch self {
    case .placed: "Prepare"
    case .preparing: "Ready"
    case .ready, .completed: "Complete"
    }
  }

  /// The tutorial's next step: placed → preparing → completed. It **skips `ready`** (and leaves
  /// ready and completed orders as they are), which is the status button's known shortcut.
  public var nextStep: OrderStatus {
    switch self {
    case .placed: .preparing
    case .preparing: .completed
    case .ready, .completed: self
    }
  }

  /// The fix beside the shortcut: every status in order, placed → preparing → ready → completed.
  public var nextStatus: OrderStatus {
    OrderStatus(rawValue: self.rawValue + 1) ?? .completed
  }
}

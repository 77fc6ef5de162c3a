/// What starts and ends an order's live activity (FoodTruck tutorial, "StoreListener").
///
/// On Apple platforms the app injects an ActivityKit session; Linux has no live activities, so
/// `RecordingActivitySession` records the calls instead.
public protocol StoreListenerActivitySession: Sendable {
  /// The order started preparing.
  @MainActor func startActivity(_ order: Order)
  /// The order is done: end its activities.
  @MainActor func endActivity(_ order: Order)
}

/// No session: a listener for previews, which must never start an activity.
extension Never: StoreListenerActivitySession {
  public func startActivity(_ order: Order) {}
  public func endActivity(_ order: Order) {}
}

/// A live-activity session that records what is running, as the app's TruckActivitySession
/// would show it on a lock screen: each activity is named by the order number without
/// `Order#` (`1224`).
@MainActor public final class RecordingActivitySession: StoreListenerActivitySession {
  /// The running activities, in start order (one order may run several, as ActivityKit allows).
  public private(set) var running: [String] = []

  /// Creates a session with nothing running.
  public init() {}

  /// `1224` for `Order#1224`: the id without its first six characters, as the app's session names it.
  public static func activityID(of order: Order) -> String {
    String(order.id.dropFirst("Order#".count))
  }

  public func startActivity(_ order: Order) {
    self.running.append(Self.activityID(of: order))
  }

  public func endActivity(_ order: Order) {
    self.running.removeAll { $0 == Self.activityID(of: order) }
  }
}

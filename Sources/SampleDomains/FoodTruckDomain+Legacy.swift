import FoodTruckData
import Foundation
import ImmutableShell
import TypedLiterals

/// What the unmigrated screens still do on the legacy model (`:legacy`), and its order timer
/// (`:tick`). Reads show the model's own data, stale donut copies included.
extension FoodTruckDomain {
  private static let donutID = Parameter("id", as: Int.self)

  public static let legacyOperations: [LegacyOperation<Runtime>] = [
    LegacyOperation("orders", summary: "the model's orders, as the legacy screens list them") { runtime in
      runtime.model.orders.map(Self.line)
    },
    LegacyOperation("order", orderID, summary: "one order with the donut copies it holds") { runtime, id in
      [runtime.model.order(id: id).map(Self.line) ?? "no order \(id)"]
    },
    LegacyOperation("donut", donutID, summary: "one donut as the model holds it") { runtime, id in
      [runtime.model.donut(id: id).map(Self.line) ?? "no donut \(id)"]
    },
    LegacyOperation(
      "editDonut", donutID, Parameter("name", as: String?.self), Parameter("dough", as: Donut.Dough?.self),
      Parameter("glaze", as: Donut.Glaze?.self), Parameter("topping", as: Donut.Topping?.self),
      summary: "DonutEditor: change a donut's name or ingredients (orders keep their copies)"
    ) { runtime, id, name, dough, glaze, topping in
      guard var donut = runtime.model.donut(id: id) else { return ["no donut \(id)"] }
      if let name { donut.name = name }
      if let dough { donut.dough = dough }
      if let glaze { donut.glaze = glaze }
      if let topping { donut.topping = topping }
      runtime.model.editDonut(donut)
      return ["edited " + Self.line(donut)]
    },
    LegacyOperation(
      "tapStatus", orderID, summary: "the legacy OrderDetailView's status button (starts and ends the activity itself)"
    ) { runtime, id in
      try Self.changing(id, in: runtime) { runtime.screens.tapStatus(orderID: $0) }
    },
    LegacyOperation(
      "complete", orderID, summary: "the legacy orders table's complete button (ends no activity: the bug)"
    ) { runtime, id in
      try Self.changing(id, in: runtime) { runtime.screens.complete(orderID: $0) }
    },
    LegacyOperation("activities", summary: "the live activities running, by order number") { runtime in
      [Self.activities(runtime)]
    },
  ]

  /// `:tick N`: N steps of the model's order timer; each adds one order until the 20th.
  @MainActor static func tick(_ runtime: Runtime, count: Int) -> [String] {
    var lines: [String] = []
    for _ in 0..<count {
      guard let id = runtime.model.tick() else {
        lines.append("the order timer has stopped after 20 orders")
        break
      }
      lines.append("tick: \(id) placed at \(runtime.model.now.literal)")
    }
    return lines
  }

  /// Runs a legacy screen's action and says what it did to the order and the activities.
  @MainActor private static func changing(_ id: String, in runtime: Runtime, _ body: (String) -> Void) throws -> [String] {
    guard let before = runtime.model.order(id: id)?.status else { return ["no order \(id)"] }
    body(id)
    let after = runtime.model.order(id: id)?.status ?? before
    return ["\(id): \(before.literal) → \(after.literal) · \(Self.activities(runtime))"]
  }

  @MainActor private static func activities(_ runtime: Runtime) -> String {
    let running = runtime.activities.running
    return running.isEmpty ? "no activity running" : "activities running: " + running.joined(separator: ", ")
  }

  /// `Order#1224 · Placed · The Classic, Cosmos`.
  private static func line(_ order: Order) -> String {
    "\(order.id) · \(order.status.title) · " + order.donuts.map(\.name).joined(separator: ", ")
  }

  /// `5 · Lemon Chocolate · Plain Dough, Chocolate Glaze, Lemon Lines`.
  private static func line(_ donut: Donut) -> String {
    "\(donut.id) · \(donut.name) · " + donut.ingredients.joined(separator: ", ")
  }
}

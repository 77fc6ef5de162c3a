import FoodTruckData
import Foundation
import ImmutableShell
import TypedLiterals

/// What the unmigrated screens still do on the legacy model (`:legacy`), and its order timer
/// (`:tick`). Reads show the model's own data, stale donut copies included.
extension FoodTruckDomain {
  /// The legacy screens' operations, one declaration each.
  enum Legacy {
    // @TypedLiteral
    struct Orders: LegacyOperationDeclaration {
      static let summary = "the model's orders, as the legacy screens list them"
      func run(on runtime: FoodTruckDomain.Runtime) -> [String] { runtime.model.orders.map(FoodTruckDomain.line) }
    }

    // @TypedLiteral
    struct Order: LegacyOperationDeclaration {
      let orderID: String
      static let summary = "one order with the donut copies it holds"
      func run(on runtime: FoodTruckDomain.Runtime) -> [String] {
        [runtime.model.order(id: self.orderID).map(FoodTruckDomain.line) ?? "no order \(self.orderID)"]
      }
    }

    // @TypedLiteral
    struct Donut: LegacyOperationDeclaration {
      let id: Int
      static let summary = "one donut as the model holds it"
      func run(on runtime: FoodTruckDomain.Runtime) -> [String] {
        [runtime.model.donut(id: self.id).map(FoodTruckDomain.line) ?? "no donut \(self.id)"]
      }
    }

    // @TypedLiteral
    struct EditDonut: LegacyOperationDeclaration {
      let id: Int
      var name: String? = nil
      var dough: FoodTruckData.Donut.Dough? = nil
      var glaze: FoodTruckData.Donut.Glaze? = nil
      var topping: FoodTruckData.Donut.Topping? = nil
      static let summary = "DonutEditor: change a donut's name or ingredients (orders keep their copies)"
      func run(on runtime: FoodTruckDomain.Runtime) -> [String] {
        guard var donut = runtime.model.donut(id: self.id) else { return ["no donut \(self.id)"] }
        if let name = self.name { donut.name = name }
        if let dough = self.dough { donut.dough = dough }
        if let glaze = self.glaze { donut.glaze = glaze }
        if let topping = self.topping { donut.topping = topping }
        runtime.model.editDonut(donut)
        return ["edited " + FoodTruckDomain.line(donut)]
      }
    }

    // @TypedLiteral
    struct TapStatus: LegacyOperationDeclaration {
      let orderID: String
      static let summary = "the legacy OrderDetailView's status button (starts and ends the activity itself)"
      func run(on runtime: FoodTruckDomain.Runtime) throws -> [String] {
        try FoodTruckDomain.changing(self.orderID, in: runtime) { runtime.screens.tapStatus(orderID: $0) }
      }
    }

    // @TypedLiteral
    struct Complete: LegacyOperationDeclaration {
      let orderID: String
      static let summary = "the legacy orders table's complete button (ends no activity: the bug)"
      func run(on runtime: FoodTruckDomain.Runtime) throws -> [String] {
        try FoodTruckDomain.changing(self.orderID, in: runtime) { runtime.screens.complete(orderID: $0) }
      }
    }

    // @TypedLiteral
    struct Activities: LegacyOperationDeclaration {
      static let summary = "the live activities running, by order number"
      func run(on runtime: FoodTruckDomain.Runtime) -> [String] { [FoodTruckDomain.activities(runtime)] }
    }
  }

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
  @MainActor fileprivate static func changing(_ id: String, in runtime: Runtime, _ body: (String) -> Void) throws -> [String] {
    guard let before = runtime.model.order(id: id)?.status else { return ["no order \(id)"] }
    body(id)
    let after = runtime.model.order(id: id)?.status ?? before
    return ["\(id): \(before.literal) → \(after.literal) · \(Self.activities(runtime))"]
  }

  @MainActor fileprivate static func activities(_ runtime: Runtime) -> String {
    let running = runtime.activities.running
    return running.isEmpty ? "no activity running" : "activities running: " + running.joined(separator: ", ")
  }

  /// `Order#1224 · Placed · The Classic, Cosmos`.
  fileprivate static func line(_ order: FoodTruckData.Order) -> String {
    "\(order.id) · \(order.status.title) · " + order.donuts.map(\.name).joined(separator: ", ")
  }

  /// `5 · Lemon Chocolate · Plain Dough, Chocolate Glaze, Lemon Lines`.
  fileprivate static func line(_ donut: FoodTruckData.Donut) -> String {
    "\(donut.id) · \(donut.name) · " + donut.ingredients.joined(separator: ", ")
  }
}

import FoodTruckData
import Foundation
import ImmutableData
import ImmutableShell
import TypedLiterals

/// The FoodTruck migration (tutorial `ImmutableData-FoodTruck`) as seen from the shell: the
/// legacy `FoodTruckModel` stays the source of truth in the runtime, `ModelListener` feeds the
/// store from it, `StoreListener` turns UI actions back into model operations, and `:legacy`
/// runs what the unmigrated screens do.
public enum FoodTruckDomain: Domain {
  public static let name = "foodtruck"
  public static let configuration: DomainConfiguration<FoodTruckState, FoodTruckAction, Runtime> = .init(
    summary: "a legacy mutable model migrated screen by screen to a store (FoodTruck tutorial)",
    selectors: [
      SelectOrders.self, SelectOrdersValues.self, SelectFirstOrdersValues.self, SelectOrdersStatuses.self, SelectOrder.self,
      SelectDonuts.self,
    ],
    filters: [FilterOrders.self], settings: [Rules.self],
    components: [TruckOrdersCard.self, OrderDetailView.self, OrderCompleteView.self, OrdersTable.self, OrdersView.self],
    storageParts: [.dictionary("orders") { $0.orders }, .dictionary("donuts") { $0.donuts }],
    legacyOperations: [
      Legacy.Orders.self, Legacy.Order.self, Legacy.Donut.self, Legacy.EditDonut.self, Legacy.TapStatus.self,
      Legacy.Complete.self, Legacy.Activities.self,
    ],
    tick: tick,
    completions: [
      CompletionValues(\SelectOrder.orderID) { state in state.orders.keys.sorted() },
      CompletionValues(\SelectOrdersStatuses.orderIDs) { state in state.orders.keys.sorted() },
    ])

  /// The status and complete buttons' rules, the tutorial's (`tutorial`) or corrected (`fixed`).
  typealias Rules = StoreListener<RecordingActivitySession>.Rules

  public static func initialState(options: DomainOptions) -> FoodTruckState {
    FoodTruckState()
  }

  public static func reducer(options: DomainOptions) -> Reducer<FoodTruckState, FoodTruckAction> {
    FoodTruckReducer.reduce
  }

  /// The legacy model and the live-activity recorder, kept across `:reset` and time travel as
  /// the app's model outlives its screens.
  public struct Runtime: Sendable {
    let model: FoodTruckModel
    let activities: RecordingActivitySession
    @MainActor var screens: LegacyScreens<RecordingActivitySession> { LegacyScreens(model: self.model, session: self.activities) }
  }

  /// The truck opens at `--now` (else the launch time) with the orders of `--seed` (else 1, the
  /// tutorial's seed).
  @MainActor public static func makeRuntime(options: DomainOptions) throws -> Runtime {
    Runtime(model: FoodTruckModel(now: options.now ?? Date(), seed: options.seed ?? 1), activities: RecordingActivitySession())
  }

  /// The app's wiring: `ModelListener` (legacy → store) and `StoreListener` (store → legacy).
  @MainActor public static func startEffects(
    runtime: Runtime, port: some EffectPort<FoodTruckState, FoodTruckAction>, start: EffectsStart,
    report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects? {
    let modelListener = ModelListener { action, error in
      let printed = LiteralPrinter(maxItems: 3).text(FoodTruckAction.data(.modelListener(action)).literal)
      report(.failed(source: "FoodTruckData.ModelListener", message: "the store refused \(printed): \(String(describing: error))"))
    }
    let storeListener = StoreListener(session: runtime.activities, rules: start.options[Rules.self]) { effects in
      let started = Self.describe(effects)
      report(.started(source: "FoodTruckData.StoreListener", condition: started.condition, effect: started.thunk))
    }
    storeListener.listen(to: port, with: runtime.model)
    modelListener.listen(to: runtime.model, with: port, sendingCurrentValues: start.reason == .launch)
    return RunningEffects {
      modelListener.cancel()
      storeListener.cancel()
    }
  }

  /// `Order#1224 is .placed ⇒ startActivity("1224") + markOrderAsNextStep(id: "Order#1224")`.
  static func describe(_ report: StoreListener<RecordingActivitySession>.Report) -> (condition: String, thunk: String) {
    let subject: String
    switch report.action {
    case .orderDetailView(.onTapStatusButton(let id)), .ordersView(.onTapCompleteOrderButton(let id)):
      subject = "\(id) is \(report.status.map { $0.literal.description } ?? "unknown")"
    case .ordersView(.onTapAddOrderButton):
      subject = ""
    }
    return (subject, report.effects.map(Self.describe).joined(separator: " + "))
  }

  private static func describe(_ effect: StoreListener<RecordingActivitySession>.Effect) -> String {
    func quoted(_ id: String) -> String { LiteralPrinter.quoted(id) }
    switch effect {
    case .startActivity(let id): return "startActivity(\(quoted(String(id.dropFirst("Order#".count)))))"
    case .endActivity(let id): return "endActivity(\(quoted(String(id.dropFirst("Order#".count)))))"
    case .markOrderAsNextStep(let id): return "markOrderAsNextStep(id: \(quoted(id)))"
    case .markOrderAsNextStatus(let id): return "markOrderAsNextStatus(id: \(quoted(id)))"
    case .markOrderAsCompleted(let id): return "markOrderAsCompleted(id: \(quoted(id)))"
    case .addOrder: return "addOrder()"
    }
  }
}

extension StoreListener.Rules: SettingDeclaration {
  public static var name: String { "rules" }
  public static var summary: String {
    "`fixed` makes the status button walk placed → preparing → ready → completed and every completion end the activity"
  }
}

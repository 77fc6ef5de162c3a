import FoodTruckData
import Testing

/// The store listener's decisions, as a table: action × the order's status × session × rules.
@Suite struct StoreListenerEffectTests {
  typealias Effect = StoreListener<RecordingActivitySession>.Effect

  struct Case: Sendable, CustomTestStringConvertible {
    let action: FoodTruckAction.UI
    let status: OrderStatus?
    let rules: StoreListener<RecordingActivitySession>.Rules
    let expected: [Effect]
    var testDescription: String { "\(self.action) \(self.status.map { "\($0)" } ?? "unknown") \(self.rules)" }
  }

  static let id = "Order#1203"
  static let tap = FoodTruckAction.UI.orderDetailView(.onTapStatusButton(orderID: id))
  static let complete = FoodTruckAction.UI.ordersView(.onTapCompleteOrderButton(orderID: id))

  static let cases: [Case] = [
    Case(action: tap, status: .placed, rules: .tutorial, expected: [.startActivity(orderID: id), .markOrderAsNextStep(id: id)]),
    Case(action: tap, status: .preparing, rules: .tutorial, expected: [.endActivity(orderID: id), .markOrderAsNextStep(id: id)]),
    Case(action: tap, status: .ready, rules: .tutorial, expected: [.markOrderAsNextStep(id: id)]),
    Case(action: tap, status: .completed, rules: .tutorial, expected: [.markOrderAsNextStep(id: id)]),
    Case(action: tap, status: nil, rules: .tutorial, expected: [.markOrderAsNextStep(id: id)]),
    Case(action: tap, status: .placed, rules: .fixed, expected: [.startActivity(orderID: id), .markOrderAsNextStatus(id: id)]),
    Case(action: tap, status: .preparing, rules: .fixed, expected: [.endActivity(orderID: id), .markOrderAsNextStatus(id: id)]),
    Case(action: tap, status: .ready, rules: .fixed, expected: [.markOrderAsNextStatus(id: id)]),
    Case(action: complete, status: .placed, rules: .tutorial, expected: [.markOrderAsCompleted(id: id)]),
    Case(action: complete, status: .preparing, rules: .tutorial, expected: [.endActivity(orderID: id), .markOrderAsCompleted(id: id)]),
    Case(action: complete, status: .ready, rules: .tutorial, expected: [.markOrderAsCompleted(id: id)]),
    Case(action: complete, status: .placed, rules: .fixed, expected: [.endActivity(orderID: id), .markOrderAsCompleted(id: id)]),
    Case(action: complete, status: .ready, rules: .fixed, expected: [.endActivity(orderID: id), .markOrderAsCompleted(id: id)]),
    Case(action: complete, status: .completed, rules: .fixed, expected: [.markOrderAsCompleted(id: id)]),
    Case(action: complete, status: nil, rules: .fixed, expected: [.markOrderAsCompleted(id: id)]),
    Case(action: .ordersView(.onTapAddOrderButton), status: nil, rules: .tutorial, expected: [.addOrder]),
  ]

  @Test(arguments: cases)
  func effects(_ row: Case) {
    let state = FoodTruckState.previews
    let oldState = row.status.map { status in
      var state = state
      state.orders[Self.id] = Order.preview.with(status: status)
      return state
    } ?? FoodTruckState()
    #expect(StoreListener<RecordingActivitySession>.effects(for: row.action, oldState: oldState, hasSession: true, rules: row.rules) == row.expected)
    // Without a session (previews) only the model operations remain.
    let withoutSession = row.expected.filter {
      switch $0 {
      case .startActivity, .endActivity: false
      default: true
      }
    }
    #expect(StoreListener<RecordingActivitySession>.effects(for: row.action, oldState: oldState, hasSession: false, rules: row.rules) == withoutSession)
  }
}

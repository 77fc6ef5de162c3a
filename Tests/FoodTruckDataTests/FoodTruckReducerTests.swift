import TypedLiterals
import FoodTruckData
import Testing

@Suite struct FoodTruckReducerTests {
  @Test(arguments: ActionSample.all)
  func reduceAgainstEveryAction(_ sample: ActionSample) throws {
    let state = FoodTruckState.previews
    let reduced = try FoodTruckReducer.reduce(state: state, action: sample.action)
    switch sample.action {
    case .ui:
      #expect(reduced == state, "UI actions pass through unchanged")
    case .data(.modelListener(.didReceiveOrders(let orders))):
      #expect(reduced.orders == Dictionary(uniqueKeysWithValues: orders.map { ($0.id, $0) }), "replaced wholesale")
      #expect(reduced.donuts == state.donuts)
    case .data(.modelListener(.didReceiveDonuts(let donuts))):
      #expect(reduced.donuts == Dictionary(uniqueKeysWithValues: donuts.map { ($0.id, $0) }), "replaced wholesale")
      #expect(reduced.orders == state.orders)
    }
  }

  @Test func emptyPublicationsEmptyTheState() throws {
    var state = try FoodTruckReducer.reduce(state: .previews, action: .data(.modelListener(.didReceiveOrders([]))))
    state = try FoodTruckReducer.reduce(state: state, action: .data(.modelListener(.didReceiveDonuts([]))))
    #expect(state == FoodTruckState())
  }

  @Test func repeatedIDsThrowInsteadOfTrapping() {
    #expect(throws: FoodTruckReducer.Error(code: .duplicateOrderID, id: "Order#1203")) {
      try FoodTruckReducer.reduce(state: FoodTruckState(), action: .data(.modelListener(.didReceiveOrders([.preview, .preview]))))
    }
    #expect(throws: FoodTruckReducer.Error(code: .duplicateDonutID, id: "0")) {
      try FoodTruckReducer.reduce(state: FoodTruckState(), action: .data(.modelListener(.didReceiveDonuts([.classic, .classic]))))
    }
  }
}

@Suite struct FoodTruckFilterTests {
  @Test(arguments: ActionSample.all)
  func filterOrdersAgainstEveryAction(_ sample: ActionSample) {
    let expected = sample.name.hasPrefix("data.")
    let filter = FoodTruckFilter.filterOrders()
    #expect(filter(.previews, sample.action) == expected)
    #expect(filter(FoodTruckState(), sample.action) == expected, "the old state plays no part")
  }
}

@Suite struct FoodTruckActionTests {
  @Test func theSamplesCoverEveryShapeOnce() {
    #expect(Set(ActionSample.all.map(\.name)).count == 5)
  }

  @Test(arguments: ActionSample.all)
  func everyActionRoundTripsThroughItsLiteral(_ sample: ActionSample) throws {
    let text = sample.action.literal.description
    let parsed = try FoodTruckAction(literal: LiteralParser.parse(text))
    #expect(parsed == sample.action)
    #expect(parsed.literal.description == text)
  }

  @Test func theSpecsLiteralsParse() throws {
    let orders = ".data(.modelListener(.didReceiveOrders([Order.preview, .preview2])))"
    #expect(try FoodTruckAction(literal: LiteralParser.parse(orders)) == .data(.modelListener(.didReceiveOrders([.preview, .preview2]))))
    let tap = #".ui(.orderDetailView(.onTapStatusButton(orderID: "Order#1224")))"#
    #expect(try FoodTruckAction(literal: LiteralParser.parse(tap)).literal.description == tap)
    #expect(FoodTruckAction.ui(.ordersView(.onTapAddOrderButton)).literal.description == ".ui(.ordersView(.onTapAddOrderButton))")
  }

  @Test func generatedOrdersRoundTripWithTheirDecimalTotals() throws {
    let model = OrderGeneratorSample.orders
    let action = FoodTruckAction.data(.modelListener(.didReceiveOrders(model)))
    let parsed = try FoodTruckAction(literal: LiteralParser.parse(action.literal.description))
    #expect(parsed == action)
  }
}

enum OrderGeneratorSample {
  static var orders: [Order] {
    var generator = OrderGenerator(knownDonuts: Donut.all, seed: 1)
    return generator.todaysOrders(now: noon)
  }
}

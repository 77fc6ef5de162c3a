import FoodTruckData
import Foundation
import Testing

@Suite struct FoodTruckStateTests {
  static let byID = [KeyPathComparator(\Order.id, order: .reverse)]

  @Test func ordersShowNoDonutsUntilTheDonutsArrive() {
    let state = FoodTruckState(orders: FoodTruckState.previews.orders, donuts: [:])
    #expect(FoodTruckState.selectOrder(orderID: "Order#1204")(state)?.donuts == [])
    #expect(FoodTruckState.selectOrder(orderID: "Order#1204")(.previews)?.donuts == [.picnicBasket, .blackRaspberry])
  }

  @Test func anEditedDonutIsFreshThroughTheSelectors() throws {
    var state = FoodTruckState.previews
    var edited = Donut.picnicBasket
    edited.name = "Fresh Glaze"
    state.donuts[edited.id] = edited
    #expect(state.orders["Order#1204"]?.donuts.first?.name == "Picnic Basket", "the stored copy is stale")
    #expect(FoodTruckState.selectOrder(orderID: "Order#1204")(state)?.donuts.first?.name == "Fresh Glaze")
    let values = FoodTruckState.selectOrdersValues(searchText: "fresh", using: Self.byID)(state)
    #expect(values.map(\.id) == ["Order#1204"])
    #expect(values.first?.donuts.first == edited)
  }

  @Test(arguments: [
    ("", ["Order#1206", "Order#1205", "Order#1204", "Order#1203"]),
    ("lemon", ["Order#1206"]),
    ("LEMON", ["Order#1206"]),
    ("1204", ["Order#1204"]),
    ("classic", ["Order#1205", "Order#1203"]),
    ("blueberry", ["Order#1204"]),
    ("nothing", []),
  ])
  func selectOrdersValuesSearchesIDsDonutsAndIngredients(_ text: String, expected: [Order.ID]) {
    #expect(FoodTruckState.selectOrdersValues(searchText: text, using: Self.byID)(.previews).map(\.id) == expected)
    #expect(Set(FoodTruckState.selectOrders(searchText: text)(.previews).keys) == Set(expected))
  }

  @Test func tiesAreBrokenByID() {
    // The four previews share status and date: without a tie-break their order would be hash order.
    let sort = [KeyPathComparator(\Order.status), KeyPathComparator(\Order.creationDate, order: .reverse)]
    #expect(
      FoodTruckState.selectOrdersValues(searchText: "", using: sort)(.previews).map(\.id)
        == ["Order#1203", "Order#1204", "Order#1205", "Order#1206"])
  }

  /// `min(count:)` gives exactly the full sort's prefix, for every count and several sorts.
  @Test(arguments: [0, 1, 2, 5, 24, 30])
  func minCountIsTheFullSortsPrefix(_ count: Int) {
    let model = OrderGeneratorSample.orders
    let state = FoodTruckState(
      orders: Dictionary(uniqueKeysWithValues: model.map { ($0.id, $0) }),
      donuts: Dictionary(uniqueKeysWithValues: Donut.all.map { ($0.id, $0) }))
    let sorts: [[KeyPathComparator<Order>]] = [
      [KeyPathComparator(\Order.creationDate, order: .reverse)],
      [KeyPathComparator(\Order.status, order: .reverse), KeyPathComparator(\Order.creationDate, order: .reverse)],
      [KeyPathComparator(\Order.grandTotal)],
    ]
    for sort in sorts {
      for text in ["", "lemon"] {
        let full = FoodTruckState.selectOrdersValues(searchText: text, using: sort)(state)
        let top = FoodTruckState.selectOrdersValues(searchText: text, min: count, using: sort)(state)
        #expect(top == Array(full.prefix(count)))
      }
    }
  }

  @Test func minCountKeepsTiesInArrivalOrder() {
    let pairs = [(1, "a"), (0, "b"), (1, "c"), (0, "d"), (2, "e")]
    #expect(pairs.min(count: 3) { $0.0 < $1.0 }.map(\.1) == ["b", "d", "a"])
    #expect(pairs.min(count: 9) { $0.0 < $1.0 }.map(\.1) == ["b", "d", "a", "c", "e"])
  }

  @Test func selectOrdersStatusesDropsUnknownIDs() {
    let statuses = FoodTruckState.selectOrdersStatuses(orderIDs: ["Order#1203", "Order#9999"])(.previews)
    #expect(statuses == ["Order#1203": .ready])
    #expect(FoodTruckState.selectOrder(orderID: "Order#9999")(.previews) == nil)
  }
}

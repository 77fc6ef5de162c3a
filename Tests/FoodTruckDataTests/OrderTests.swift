import FoodTruckData
import Foundation
import Testing

@Suite struct OrderTests {
  /// The tutorial's next step skips `ready`; the fix walks every status.
  @Test(arguments: [
    (OrderStatus.placed, OrderStatus.preparing, OrderStatus.preparing),
    (.preparing, .completed, .ready),
    (.ready, .ready, .completed),
    (.completed, .completed, .completed),
  ])
  func transitions(_ status: OrderStatus, nextStep: OrderStatus, nextStatus: OrderStatus) {
    #expect(status.nextStep == nextStep)
    #expect(status.nextStatus == nextStatus)
  }

  @Test func markAsNextStepChangesTheStatusButNotTheCompletionDate() {
    var order = Order.preview.with(status: .preparing)
    #expect(order.markAsNextStep() == .completed)
    #expect(order.isComplete)
    #expect(order.completionDate == nil)
  }

  @Test func markAsCompleteStampsTheDate() {
    var order = Order.preview
    order.markAsComplete(at: noon)
    #expect(order.status == .completed)
    #expect(order.completionDate == noon)
  }

  @Test func statusesAreOrderedByRawValue() {
    #expect(OrderStatus.allCases.sorted() == [.placed, .preparing, .ready, .completed])
    #expect(OrderStatus.allCases.map(\.buttonTitle) == ["Prepare", "Ready", "Complete", "Complete"])
  }

  @Test(arguments: [("1204", true), ("order#12", true), ("ORDER#1204", true), ("", false), ("1205", false)])
  func matchesSearchesTheIDIgnoringCase(_ text: String, expected: Bool) {
    #expect(Order.preview2.matches(searchText: text) == expected)
  }

  @Test(arguments: [("", true), ("lemon", true), ("LEMONADE", true), ("fire", true), ("sprinkles", false)])
  func donutMatchesNameAndIngredients(_ text: String, expected: Bool) {
    #expect(Donut.fireZest.matches(searchText: text) == expected)
  }

  @Test func theSamplesAreTheTutorials() {
    #expect(Donut.all.map(\.id) == Array(0...16))
    #expect(Order.previewArray.map(\.id) == ["Order#1203", "Order#1204", "Order#1205", "Order#1206"])
    #expect(Order.previewArray.allSatisfy { $0.status == .ready && $0.grandTotal == Decimal(string: "4.78") })
    #expect(Order.preview2.donuts == [.picnicBasket, .blackRaspberry])
    #expect(Donut.rainbow.ingredients == ["Plain Dough", "Rainbow Glaze"])
    #expect(Donut.fireZest.ingredients == ["Lemonade Dough", "Spicy Glaze", "Spicy Sauce Drizzle"])
  }

  @Test func theNumberedIDHasTwoDigitsAtLeast() {
    #expect(OrderGenerator.orderID(number: 7) == "Order#1207")
    #expect(OrderGenerator.orderID(number: 25) == "Order#1225")
  }
}

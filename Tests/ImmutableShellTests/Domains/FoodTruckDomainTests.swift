import FoodTruckData
import Foundation
@testable import ImmutableShell
import SampleDomains
import Testing

/// The FoodTruck adapter through the shell: legacy operations and the clock come back as
/// dispatches, time travel dispatches nothing, settings reach the listeners.
@MainActor @Suite struct FoodTruckDomainTests {
  static let options = DomainOptions(seed: 1, now: Order.previewDate)

  private func harness() -> ShellHarness {
    ShellHarness(domain: FoodTruckDomain.self, options: Self.options)
  }

  private func actionCount(_ harness: ShellHarness) -> Int {
    harness.shell.session.timeMachine.position.count
  }

  @Test func launchingPublishesTheModelOnce() async {
    let harness = self.harness()
    await harness.succeeds(":expect selectOrdersValues(searchText: \"\", using: [.id(.forward)]).count == 24")
    #expect(self.actionCount(harness) == 2)
  }

  @Test func aLegacyEditComesBackAsOneDispatch() async {
    let harness = self.harness()
    let lines = await harness.lines(of: ":legacy editDonut(id: 10, name: \"Fresh Glaze\")")
    #expect(lines.first == "edited 10 · Fresh Glaze · Strawberry Dough, Powdered Sugar")
    #expect(lines.contains("#3 .data(.modelListener(.didReceiveDonuts([17 items])))"))
    #expect(self.actionCount(harness) == 3)
  }

  @Test func timeTravelRestartsTheListenersWithoutDispatching() async {
    let harness = self.harness()
    await harness.succeeds(":tick 2", ":undo 2")
    #expect(self.actionCount(harness) == 4, "the undone future is kept, nothing new was dispatched")
    await harness.succeeds(":expect selectOrdersStatuses(orderIDs: [\"Order#1226\"]) == [:]")
    // The listeners still run: the model's next change arrives (and replaces the undone future).
    await harness.succeeds(":tick")
    await harness.succeeds(":expect selectOrdersStatuses(orderIDs: [\"Order#1227\"]) == [\"Order#1227\": .placed]")
  }

  @Test func resetPublishesTheModelAgain() async {
    let harness = self.harness()
    await harness.succeeds(":tick", ":reset")
    await harness.succeeds(":expect selectOrdersValues(searchText: \"\", using: [.id(.forward)]).count == 25")
  }

  @Test func withoutEffectsTheModelChangesAlone() async {
    let harness = self.harness()
    await harness.succeeds(":set effects off", ":tick")
    #expect(self.actionCount(harness) == 2)
    await harness.succeeds(":set effects on")
    await harness.succeeds(":expect selectOrdersValues(searchText: \"\", using: [.id(.forward)]).count == 25")
  }

  @Test func theRulesSettingReachesTheStoreListener() async {
    let harness = self.harness()
    await harness.succeeds(":set rules fixed", ".ui(.orderDetailView(.onTapStatusButton(orderID: \"Order#1215\")))")
    await harness.succeeds(":expect selectOrder(orderID: \"Order#1215\").status == .completed")
  }

  @Test func unknownOperationsAndOtherDomainsFail() async {
    let harness = self.harness()
    await harness.fails(":legacy bake()", kind: .syntax)
    await harness.fails(":tick 0", kind: .command)
    let counter = ShellHarness()
    await counter.fails(":legacy orders", kind: .command)
    await counter.fails(":tick", kind: .command)
  }
}

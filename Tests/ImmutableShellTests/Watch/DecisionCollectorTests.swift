@testable import ImmutableShell
import ImmutableUI
import Testing

/// `DecisionCollector` gathers what listeners report during one delivery, and nothing outside one.
@MainActor @Suite struct DecisionCollectorTests {
  private func trace(_ watch: Int, _ event: ListenerTraceEvent) -> ListenerTrace {
    ListenerTrace(listener: ListenerName(id: watch), event: event)
  }

  @Test func aDeliveryReturnsEachWatchsEventsWithTheOutputBeforeAndAfter() {
    let collector = DecisionCollector()
    collector.begin()
    collector.willDeliver(publishedBefore: SelectedValue(1))
    collector.collect(self.trace(1, .filterIncluded), published: SelectedValue(1))
    collector.collect(self.trace(1, .outputChanged), published: SelectedValue(2))
    collector.willDeliver(publishedBefore: SelectedValue(5))
    collector.collect(self.trace(2, .filterExcluded), published: SelectedValue(5))
    let decisions = collector.finish()
    #expect(decisions[1]?.events == [.filterIncluded, .outputChanged])
    #expect(decisions[1]?.previous == SelectedValue(1))
    #expect(decisions[1]?.published == SelectedValue(2))
    #expect(decisions[2]?.events == [.filterExcluded])
    #expect(decisions[2]?.published == nil)
  }

  @Test func reportsOutsideADeliveryAreIgnored() {
    let collector = DecisionCollector()
    collector.collect(self.trace(1, .outputChanged), published: SelectedValue(2))
    collector.begin()
    #expect(collector.finish().isEmpty)
    collector.collect(self.trace(1, .outputChanged), published: SelectedValue(3))
    collector.begin()
    #expect(collector.finish().isEmpty, "finishing ends the delivery and forgets what it gathered")
  }
}

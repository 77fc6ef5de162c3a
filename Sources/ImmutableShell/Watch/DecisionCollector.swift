import ImmutableUI

/// Gathers what the watches decide while one dispatch is delivered to them, so that the delivery
/// returns the decisions as a value. A listener reports through its trace sink, synchronously,
/// inside its `receive`; outside a delivery that keeps decisions, reports are ignored.
@MainActor final class DecisionCollector {
  /// Whether a delivery that keeps decisions is under way.
  private(set) var isCollecting = false
  private var decisions: [Int: WatchDecision] = [:]
  /// What the watch being delivered to had published before this dispatch: its decision's diff
  /// starts there (by its first event, a watch with neither filter nor dependencies has already
  /// published the new output).
  private var outputBefore: SelectedValue?

  /// Starts gathering for one delivery.
  func begin() {
    self.isCollecting = true
    self.decisions = [:]
  }

  /// Notes the output of the watch about to receive the dispatch.
  func willDeliver(publishedBefore output: SelectedValue) {
    self.outputBefore = output
  }

  /// Adds one reported decision of watch `trace.listener.id`; `published` is its output now.
  func collect(_ trace: ListenerTrace, published: @autoclosure () -> SelectedValue) {
    guard self.isCollecting else { return }
    var decision = self.decisions[trace.listener.id] ?? WatchDecision()
    if decision.events.isEmpty { decision.previous = self.outputBefore ?? published() }
    decision.events.append(trace.event)
    if trace.event == .outputChanged { decision.published = published() }
    self.decisions[trace.listener.id] = decision
  }

  /// Ends the delivery; returns every decision gathered, by watch number.
  func finish() -> [Int: WatchDecision] {
    defer { (self.isCollecting, self.decisions, self.outputBefore) = (false, [:], nil) }
    return self.decisions
  }
}

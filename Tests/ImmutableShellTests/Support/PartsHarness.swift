import ImmutableData
@testable import ImmutableShell
import SampleDomains

/// A session's parts wired as `DomainSession` wires them (`SessionParts`), without the session,
/// on a capturing sink: each part's tests drive it alone, with its collaborators at hand
/// (`harness.mounts`, `harness.hub`) to arrange and inspect.
@MainActor @dynamicMemberLookup final class PartsHarness<D: Domain> {
  let sink = OutputSink.capturing()
  let environment: ShellEnvironment
  let parts: SessionParts<D>

  init(historyLimit: Int? = nil, effectsEnabled: Bool = false) throws {
    self.environment = ShellEnvironment(
      programName: "imshell", catalog: .samples, output: self.sink, effectsEnabled: effectsEnabled, historyLimit: historyLimit)
    self.parts = try SessionParts(environment: self.environment, options: DomainOptions())
  }

  subscript<Part>(dynamicMember part: KeyPath<SessionParts<D>, Part>) -> Part {
    self.parts[keyPath: part]
  }

  /// What the pipeline's step does with `action`, less the outcome: reduce, record, deliver.
  @discardableResult
  func dispatch(_ action: D.Action, cause: Int? = nil) throws -> Int {
    let (oldState, store) = try self.parts.hub.reduce(action)
    let number = self.parts.history.record(action, cause: cause, newState: store.state)
    _ = self.parts.watchBook.deliver(Delivery(number: number, oldState: oldState, action: action), store: store, keepingDecisions: false)
    return number
  }
}

import ImmutableData
import ImmutableUI
import TypedLiterals

/// What `:watch` declared: a selector, an optional filter and dependencies, as written.
struct WatchDefinition: Sendable {
  var selector: CallSyntax
  var filter: CallSyntax?
  var dependencies: [CallSyntax]

  /// `selectValue() filter: isIncrement() deps: selectIsAtLeast(value: 1)`.
  var text: String {
    var text = self.selector.text
    if let filter = self.filter { text += " filter: " + filter.text }
    if !self.dependencies.isEmpty { text += " deps: " + self.dependencies.map(\.text).joined(separator: ", ") }
    return text
  }
}

/// A live watch: a listener the session delivers to, with a stable number (`W1`) and a label.
@MainActor final class Watch<State: Sendable, Action: Sendable> {
  let number: Int
  let label: String
  private(set) var definition: WatchDefinition
  /// Set right after `init` and on redefinition.
  private(set) var listener: WatchListener<State>!
  /// The listener's `receive`, held apart: the book's array of deliveries holds it for every
  /// dispatch, and reading it alone does not copy the listener's other closures (it changes only
  /// with the listener, between dispatches).
  private(set) var deliver: (_ oldState: State, _ action: Action, _ current: State) -> ListenerDecision = { _, _, _ in ListenerDecision() }
  /// Counters of listeners a redefinition replaced, so `:stats` counts the watch's whole life.
  private var retiredCounters = ListenerCounters()
  /// The type of the output, to read `:expect` values; a rebuild may change it.
  private(set) var outputType: ValueType

  init(number: Int, label: String, definition: WatchDefinition, outputType: ValueType) {
    self.number = number
    self.id = "W\(number)"
    self.label = label
    self.definition = definition
    self.outputType = outputType
  }

  /// `W3`.
  let id: String

  /// How lines name this watch: the id, plus the label when the user chose a different one.
  var displayName: String { self.label == self.id ? self.id : self.id + " " + self.label }

  /// Gives the watch its listener, stopping the one it replaces (a redefinition).
  func attach(_ listener: WatchListener<State>, filter: (@Sendable (State, Action) -> Bool)?) {
    if let old = self.listener {
      old.cancel()
      self.retiredCounters = self.retiredCounters + old.counters()
    }
    self.listener = listener
    // The filter runs here, so the listener sees only its verdict (see `FilterVerdict`).
    let receive = listener.receive
    if let filter {
      self.deliver = { oldState, action, current in receive(oldState, FilterVerdict(passes: filter(oldState, action)), current) }
    } else {
      self.deliver = { oldState, _, current in receive(oldState, FilterVerdict(passes: true), current) }
    }
  }

  func redefine(_ definition: WatchDefinition, outputType: ValueType) {
    self.definition = definition
    self.outputType = outputType
  }

  /// The last published output.
  var output: SelectedValue { self.listener.output() }

  /// Counters over every listener this watch has had; a rebuild by time travel that landed on the
  /// output it already had is no publication (the listener counts every rebuild as one).
  var counters: ListenerCounters {
    var counters = self.retiredCounters + self.listener.counters()
    counters.publications -= self.repeatedOutputs
    return counters
  }

  /// Rebuilds on another store (time travel, `:reset`) whose output was the one already published.
  var repeatedOutputs = 0
}

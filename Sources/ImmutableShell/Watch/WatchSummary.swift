import ImmutableUI
import TypedLiterals

/// A watch as the session reports it to `:watch`, `:watches` and `:stats`: data, which
/// `WatchText` turns into lines.
struct WatchSummary: Sendable {
  /// `W3`, or `W3 Birds` when the user chose a label.
  let displayName: String
  let definition: WatchDefinition
  /// Its last published output.
  let output: Literal
  /// Counters over its whole life, redefinitions included.
  let counters: ListenerCounters
}

/// What `:watch` did.
enum WatchChange: Sendable {
  /// A new watch.
  case added(WatchSummary)
  /// An existing label given a new definition: rebuilt.
  case rebuilt(WatchSummary)
  /// An existing label given the definition it has: nothing to do.
  case unchanged(WatchSummary)
}

extension Watch {
  /// This watch as data.
  var summary: WatchSummary {
    WatchSummary(displayName: self.displayName, definition: self.definition, output: self.output.literal, counters: self.counters)
  }
}

import Foundation

/// Which parts of each dispatch the shell prints (`:trace`, `--trace`).
public struct TraceSettings: Sendable, Equatable {
  /// The traceable parts, in printing order.
  public enum Part: String, CaseIterable, Sendable {
    /// The action's header line (`#3 .didTapIncrementButton`).
    case actions
    /// The state diff under it.
    case state
    /// Each watch's and mount's decision.
    case listeners
    /// The thunks the domain's side-effect listeners started, and their errors.
    case effects
  }

  /// How much of the listeners trace prints.
  public enum ListenerDetail: String, CaseIterable, Sendable {
    /// Only the watches whose output changed or that rebuilt; the idle ones as one count.
    case changed
    /// Every watch's decision: filter, dependencies, output.
    case all
  }

  /// The parts switched on.
  public var enabled: Set<Part>
  /// How much of the listeners trace prints when it is on.
  public var listenerDetail: ListenerDetail = .changed

  /// The default: actions and state diffs.
  public static let standard = TraceSettings(enabled: [.actions, .state])

  /// Creates settings.
  public init(enabled: Set<Part>) {
    self.enabled = enabled
  }

  /// Whether `part` prints.
  public func shows(_ part: Part) -> Bool { self.enabled.contains(part) }

  /// Parses `--trace` lists such as `actions,state`, `all` / `none`, or `listeners=all`: each item
  /// is a `:trace` line's words, `TARGET` or `TARGET=STATE`, applied in order to nothing traced.
  public init?(list: String) {
    var settings = TraceSettings(enabled: [])
    for item in list.split(separator: ",") {
      let words = item.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1).map(String.init)
      guard let target = words.first, (try? settings.apply(target, words.count > 1 ? words[1] : nil)) != nil else { return nil }
    }
    self = settings
  }
}

// MARK: - The trace words: the one place `:trace` and `--trace` read them

extension TraceSettings {
  /// What `:trace` takes first: one part, every part, or none.
  static let targets: [String] = Part.allCases.map(\.rawValue) + ["all", "none"]

  /// What `:trace TARGET` takes second.
  static func states(for target: String) -> [String] {
    target == Part.listeners.rawValue ? ["on", "off"] + ListenerDetail.allCases.map(\.rawValue) : ["on", "off"]
  }

  /// Trace words the settings do not take.
  enum WordError: Error, Equatable {
    /// A state the target does not take; `choices` are those it does.
    case unknownState(target: String, choices: [String])
    /// A target that is no part, nor `all` or `none`.
    case unknownTarget(String)
  }

  /// Switches `target` (a part, `all` or `none`) to `state` (`on`, `off`, or a listener detail;
  /// `on` when absent, `off` for `none`). Changes nothing when it throws.
  mutating func apply(_ target: String, _ state: String?) throws(WordError) {
    let state = state ?? (target == "none" ? "off" : "on")
    let choices = Self.states(for: target)
    guard choices.contains(state) else { throw .unknownState(target: target, choices: choices) }
    let parts: [Part]
    switch target {
    case "all", "none": parts = Part.allCases
    default:
      guard let one = Part(rawValue: target) else { throw .unknownTarget(target) }
      parts = [one]
    }
    if let detail = ListenerDetail(rawValue: state) { self.listenerDetail = detail }
    let on = state != "off" && target != "none"
    for part in parts {
      if on { self.enabled.insert(part) } else { self.enabled.remove(part) }
    }
  }
}

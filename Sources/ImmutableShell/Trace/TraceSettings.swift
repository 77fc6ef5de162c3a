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

  /// Parses `--trace` lists such as `actions,state`, `all` / `none`, or `listeners=all`.
  public init?(list: String) {
    var enabled: Set<Part> = []
    for word in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      switch word {
      case "all": enabled = Set(Part.allCases)
      case "none": enabled = []
      case "listeners=all", "listeners=changed":
        enabled.insert(.listeners)
        self.listenerDetail = word.hasSuffix("all") ? .all : .changed
      default:
        guard let part = Part(rawValue: word) else { return nil }
        enabled.insert(part)
      }
    }
    self.enabled = enabled
  }
}

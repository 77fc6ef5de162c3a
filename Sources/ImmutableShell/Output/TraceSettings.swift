import Foundation

/// Which parts of each dispatch the shell prints (`:trace`, `--trace`).
public struct TraceSettings: Sendable, Equatable {
  /// The traceable parts, in printing order.
  public enum Part: String, CaseIterable, Sendable {
    case actions, state, listeners, effects
  }

  /// The parts switched on.
  public var enabled: Set<Part>

  /// The default: actions and state diffs.
  public static let standard = TraceSettings(enabled: [.actions, .state])

  /// Creates settings.
  public init(enabled: Set<Part>) {
    self.enabled = enabled
  }

  /// Whether `part` prints.
  public func shows(_ part: Part) -> Bool { self.enabled.contains(part) }

  /// Parses `--trace` lists such as `actions,state` or `all` / `none`.
  public init?(list: String) {
    var enabled: Set<Part> = []
    for word in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      switch word {
      case "all": enabled = Set(Part.allCases)
      case "none": enabled = []
      default:
        guard let part = Part(rawValue: word) else { return nil }
        enabled.insert(part)
      }
    }
    self.enabled = enabled
  }
}

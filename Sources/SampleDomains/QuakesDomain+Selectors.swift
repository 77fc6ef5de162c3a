import Foundation
import ImmutableShell
import QuakesData
import TypedLiterals

/// The key paths the shell can sort quakes by: `sort: .time` or `sort: .magnitude`, as the
/// book's QuakeList offers.
// @TypedLiteral
public enum QuakeSort: Sendable {
  case time, magnitude
}

extension QuakesDomain {
  static let searchText = CallParameter("searchText", String.self, default: Literal(.string("")))
  /// Omitted, the date is "today": the `--now` clock's day, else the real one.
  /// An exported test passes the day the session meant: the one given, else its today.
  static let searchDate = CallParameter("searchDate", Optional<Date>.self, default: Literal(.null)) { literal, arguments in
    let date = (try? Date?(literal: literal)) ?? nil
    return SwiftSpelling.date(date ?? arguments.now ?? Date()).description
  }

  /// The day a selector call searches: its `searchDate`, else today per `--now`.
  static func day(_ arguments: CallArguments) throws -> Date {
    try arguments("searchDate", as: Date?.self) ?? arguments.now ?? Date()
  }

  public static let selectors: [SelectorEntry<QuakesState, QuakesAction>] = [
    SelectorEntry(
      "selectQuakesValues",
      [searchText, searchDate, CallParameter("sort", QuakeSort.self, default: .member("time"), swift: CallParameter.keyPath(on: "Quake")),
       CallParameter("order", SortOrder.self, default: .member("forward"))],
      summary: "the quakes of one day whose name contains searchText, sorted"
    ) { arguments in
      let (text, date, order): (String, Date, SortOrder) = (try arguments("searchText"), try day(arguments), try arguments("order"))
      switch try arguments("sort", as: QuakeSort.self) {
      case .time: return QuakesState.selectQuakesValues(searchText: text, searchDate: date, sort: \Quake.time, order: order)
      case .magnitude:
        return QuakesState.selectQuakesValues(searchText: text, searchDate: date, sort: \Quake.magnitude, order: order)
      }
    },
    SelectorEntry("selectQuakes", [searchText, searchDate], summary: "the same quakes by id, unsorted") { arguments in
      QuakesState.selectQuakes(searchText: try arguments("searchText"), searchDate: try day(arguments))
    },
    SelectorEntry("selectQuakesCount", summary: "how many quakes are loaded (all days)", QuakesState.selectQuakesCount),
    SelectorEntry("selectQuakesStatus", summary: "where fetching stands", QuakesState.selectQuakesStatus),
    SelectorEntry("selectQuake", "quakeId", summary: "one quake by id", QuakesState.selectQuake),
  ]
}

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
  static let searchText = Parameter("searchText", default: "")
  /// Omitted, the date is "today": the `--now` clock's day, else the real one. An exported
  /// test passes the day the session meant: the one given, else its today.
  static let searchDate = Parameter("searchDate", as: Date?.self) { literal, now in
    SwiftSpelling.date(((try? Date?(literal: literal)) ?? nil) ?? now ?? Date()).description
  }.map { date, now in date ?? now ?? Date() }
  static let sort = KeyPathTable<QuakeSort, Quake>(.row(.time, \.time), .row(.magnitude, \.magnitude)).parameter("sort", default: .time)
  static let order = Parameter("order", default: SortOrder.forward)
  static let quakeId = Parameter("quakeId", as: String.self)

  static let selectQuakesValues = selector(
    "selectQuakesValues", searchText, searchDate, sort, order, summary: "the quakes of one day whose name contains searchText, sorted"
  ) { text, date, sort, order in
    func select(by sort: some SortKeyPath<Quake>) -> @Sendable (QuakesState) -> [Quake] {
      QuakesState.selectQuakesValues(searchText: text, searchDate: date, sort: sort.keyPath, order: order)
    }
    return select(by: sort.keyPath)
  }
  static let selectQuakes = selector(
    "selectQuakes", searchText, searchDate, summary: "the same quakes by id, unsorted"
  ) { QuakesState.selectQuakes(searchText: $0, searchDate: $1) }
  static let selectQuakesCount = selector(
    "selectQuakesCount", summary: "how many quakes are loaded (all days)", QuakesState.selectQuakesCount)
  static let selectQuakesStatus = selector(
    "selectQuakesStatus", summary: "where fetching stands", QuakesState.selectQuakesStatus)
  static let filterQuakes = filter(
    "filterQuakes", summary: "passes deletes and successful fetches, the actions that can change the list", QuakesFilter.filterQuakes)

  public static let selectors = [
    selectQuakesValues.entry, selectQuakes.entry, selectQuakesCount.entry, selectQuakesStatus.entry,
    selector("selectQuake", quakeId, summary: "one quake by id", QuakesState.selectQuake).entry,
  ]
  public static let filters = [filterQuakes.entry]
}

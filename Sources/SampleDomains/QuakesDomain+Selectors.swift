import Foundation
import HashTreeCollections
import ImmutableShell
import QuakesData
import TypedLiterals

/// The key paths the shell can sort quakes by: `sort: .time` or `sort: .magnitude`, as the
/// book's QuakeList offers.
// @TypedLiteral
public enum QuakeSort: SortKeyCase {
  case time, magnitude
  public static let keyPaths = KeyPathTable<QuakeSort, Quake>(.row(.time, \.time), .row(.magnitude, \.magnitude))
}

/// A Quakes call searching one day: `searchDate:` left out is "today", the `--now` clock's day,
/// else the real one; an exported test passes the day the session meant.
protocol DaySearch: CallDeclaration {
  var searchDate: Date? { get set }
}

extension DaySearch {
  func resolved(in context: CallContext) -> Self {
    var call = self
    call.searchDate = self.searchDate ?? context.today
    return call
  }

  /// The day searched, once resolved.
  var day: Date { self.searchDate ?? Date() }
}

/// The book's selectors and filter, one declaration each.
extension QuakesDomain {
  // @TypedLiteral
  struct SelectQuakesValues: SelectorDeclaration, DaySearch {
    var searchText: String = ""
    var searchDate: Date? = nil
    var sort: QuakeSort = .time
    var order: SortOrder = .forward
    static let summary = "the quakes of one day whose name contains searchText, sorted"
    var selector: @Sendable (QuakesState) -> [Quake] {
      func select(by sort: some SortKeyPath<Quake>) -> @Sendable (QuakesState) -> [Quake] {
        QuakesState.selectQuakesValues(searchText: self.searchText, searchDate: self.day, sort: sort.keyPath, order: self.order)
      }
      return select(by: self.sort.keyPath)
    }
  }

  // @TypedLiteral
  struct SelectQuakes: SelectorDeclaration, DaySearch {
    var searchText: String = ""
    var searchDate: Date? = nil
    static let summary = "the same quakes by id, unsorted"
    var selector: @Sendable (QuakesState) -> TreeDictionary<Quake.ID, Quake> {
      QuakesState.selectQuakes(searchText: self.searchText, searchDate: self.day)
    }
  }

  // @TypedLiteral
  struct SelectQuakesCount: SelectorDeclaration {
    static let summary = "how many quakes are loaded (all days)"
    var selector: @Sendable (QuakesState) -> Int { QuakesState.selectQuakesCount() }
  }

  // @TypedLiteral
  struct SelectQuakesStatus: SelectorDeclaration {
    static let summary = "where fetching stands"
    var selector: @Sendable (QuakesState) -> Status? { QuakesState.selectQuakesStatus() }
  }

  // @TypedLiteral
  struct SelectQuake: SelectorDeclaration {
    let quakeId: String
    static let summary = "one quake by id"
    var selector: @Sendable (QuakesState) -> Quake? { QuakesState.selectQuake(quakeId: self.quakeId) }
  }

  // @TypedLiteral
  struct FilterQuakes: FilterDeclaration {
    static let summary = "passes deletes and successful fetches, the actions that can change the list"
    var filter: @Sendable (QuakesState, QuakesAction) -> Bool { QuakesFilter.filterQuakes() }
  }
}

import Foundation
import HashTreeCollections

// The public selectors of the Quakes product (book, chapter 10). Each static factory returns a
// `@Sendable` closure that a UI selector (or the shell) can run on any state; the closure defers
// to a fileprivate instance method of the same name, which holds the actual computation.

// The sorted selector takes the book's `KeyPath<Quake, some Comparable> & Sendable`, spelled with
// `any` (ExistentialAny) and with `SendableMetatype` on the value so that the returned `@Sendable`
// closure may capture the key path's generic value type (SE-0470). Call sites are unchanged:
// `selectQuakesValues(searchText: "", searchDate: date, sort: \Quake.time)`.

// MARK: - Calendar

extension QuakesState {
  /// The calendar the date search uses unless a caller passes another: Gregorian, in the
  /// user's time zone (`TZ`), so "a day" is the user's day, as with the book's
  /// `Calendar.autoupdatingCurrent`. Transcripts and tests fix the zone with `TZ=UTC`; a UI may
  /// still pass any calendar. `package` so tests can check it; `@usableFromInline` because
  /// public default arguments use it.
  @usableFromInline package static var searchCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone.current
    return calendar
  }
}

// MARK: - Quakes

extension QuakesState {
  /// Selects the quakes of one calendar day whose name contains a text, sorted by `sort`.
  ///
  /// - Parameter searchText: Text the quake's name must contain; empty matches every name. The
  ///   match is case- and diacritic-sensitive, as in the book.
  /// - Parameter searchDate: Any instant of the day to show.
  /// - Parameter sort: The property to order by, compared with `<`.
  /// - Parameter order: `.forward` for ascending, `.reverse` for descending.
  /// - Parameter calendar: The calendar that says where the day starts and ends; Gregorian in
  ///   the user's time zone by default.
  /// - Returns: A closure giving the matching quakes, sorted. Equal keys are ordered by id, so
  ///   the result never depends on the hash order of `quakes.data`.
  /// - Important: O(n log n); the UI guards it with `selectQuakes(searchText:searchDate:)` as a
  ///   dependency and `QuakesFilter.filterQuakes()` as its filter.
  public static func selectQuakesValues(
    searchText: String,
    searchDate: Date,
    sort: any KeyPath<Quake, some Comparable & SendableMetatype> & Sendable,
    order: SortOrder = .forward,
    calendar: Calendar = Self.searchCalendar
  ) -> @Sendable (Self) -> [Quake] {
    let search = QuakeSearch(text: searchText, date: searchDate, calendar: calendar)
    return { state in state.selectQuakesValues(search: search, sort: sort, order: order) }
  }

  fileprivate func selectQuakesValues(
    search: QuakeSearch,
    sort: KeyPath<Quake, some Comparable>,
    order: SortOrder
  ) -> [Quake] {
    Self.sorted(self.quakes.data, matching: search, by: sort, order: order)
  }
}

extension QuakesState {
  /// Selects the quakes of one calendar day whose name contains a text, keyed by id.
  ///
  /// - Parameter searchText: Text the quake's name must contain; empty matches every name. The
  ///   match is case- and diacritic-sensitive, as in the book.
  /// - Parameter searchDate: Any instant of the day to show.
  /// - Parameter calendar: The calendar that says where the day starts and ends; Gregorian in
  ///   the user's time zone by default.
  /// - Returns: A closure giving the matching part of `quakes.data` (a TreeDictionary, so unordered).
  /// - Important: O(n); the UI uses it as the dependency of the sorted selector.
  public static func selectQuakes(
    searchText: String,
    searchDate: Date,
    calendar: Calendar = Self.searchCalendar
  ) -> @Sendable (Self) -> TreeDictionary<Quake.ID, Quake> {
    let search = QuakeSearch(text: searchText, date: searchDate, calendar: calendar)
    return { state in state.selectQuakes(search: search) }
  }

  fileprivate func selectQuakes(search: QuakeSearch) -> TreeDictionary<Quake.ID, Quake> {
    self.quakes.data.filter { search.matches($0.value) }
  }
}

extension QuakesState {
  /// Selects how many quakes are loaded.
  ///
  /// - Returns: A closure giving the size of `quakes.data`: the total, not the count of any search.
  public static func selectQuakesCount() -> @Sendable (Self) -> Int {
    { state in state.selectQuakesCount() }
  }

  fileprivate func selectQuakesCount() -> Int {
    self.quakes.data.count
  }
}

extension QuakesState {
  /// Selects where fetching the quakes stands.
  ///
  /// - Returns: A closure giving `quakes.status`; nil means the list never appeared.
  public static func selectQuakesStatus() -> @Sendable (Self) -> Status? {
    { state in state.selectQuakesStatus() }
  }

  fileprivate func selectQuakesStatus() -> Status? {
    self.quakes.status
  }
}

extension QuakesState {
  /// Selects one quake by its id.
  ///
  /// - Parameter quakeId: The quake to look up; nil when nothing is selected.
  /// - Returns: A closure giving the quake, or nil when the id is nil or not loaded.
  public static func selectQuake(quakeId: Quake.ID?) -> @Sendable (Self) -> Quake? {
    { state in state.selectQuake(quakeId: quakeId) }
  }

  fileprivate func selectQuake(quakeId: Quake.ID?) -> Quake? {
    guard let quakeId else { return nil }
    return self.quakes.data[quakeId]
  }
}

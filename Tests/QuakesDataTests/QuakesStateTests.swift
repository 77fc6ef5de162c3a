import Foundation
import QuakesData
import Testing

@Suite struct QuakesStateTests {
  /// An instant in the afternoon of `TestUtils.day`.
  static let afternoon = TestUtils.at(15)

  /// The ids of the fixtures in the closed range from `TestUtils.day` to `TestUtils.nextDay`.
  static let dayIds: Set<Quake.ID> = ["hv001", "nc002", "us004", "ci003", "nc005"]

  /// A Gregorian calendar in UTC, built here rather than read from the module.
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
  }()

  /// A Gregorian calendar eight hours behind UTC, with no daylight saving.
  static let utcMinus8: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: -8 * 3_600)!
    return calendar
  }()

  // MARK: - selectQuakes(searchText:searchDate:): the day window

  /// A search date and the ids it selects among the fixtures (empty search text).
  struct DayCase: Sendable, CustomTestStringConvertible {
    let name: String
    let searchDate: Date
    let expectedIds: Set<Quake.ID>

    var testDescription: String { self.name }
  }

  static let days: [DayCase] = [
    DayCase(name: "afternoon", searchDate: afternoon, expectedIds: dayIds),
    DayCase(name: "start of the day", searchDate: TestUtils.day, expectedIds: dayIds),
    DayCase(name: "last second of the day", searchDate: TestUtils.nextDay.addingTimeInterval(-1), expectedIds: dayIds),
    // The quake at exactly the next midnight belongs to both days; so does the one at this midnight.
    DayCase(name: "next day", searchDate: TestUtils.at(9, after: TestUtils.nextDay), expectedIds: ["nc005", "ak007"]),
    DayCase(name: "day before", searchDate: TestUtils.at(23, after: TestUtils.previousDay), expectedIds: ["ak006", "hv001"]),
    DayCase(name: "a day with nothing", searchDate: Date(timeIntervalSince1970: 0), expectedIds: []),
  ]

  @Test(arguments: days)
  func selectQuakesKeepsTheCalendarDayOfTheSearchDateBothEndsIncluded(_ day: DayCase) {
    let quakes = QuakesState.selectQuakes(searchText: "", searchDate: day.searchDate)(.loaded)
    #expect(Set(quakes.keys) == day.expectedIds)
    #expect(quakes.allSatisfy { $0.key == $0.value.id })
  }

  @Test func selectQuakesPutsAQuakeAtExactlyMidnightOnBothDays() {
    let state = QuakesState(quakes: .init(data: TestUtils.index([.atNextMidnight])))
    #expect(QuakesState.selectQuakes(searchText: "", searchDate: Self.afternoon)(state) == ["nc005": .atNextMidnight])
    #expect(
      QuakesState.selectQuakes(searchText: "", searchDate: TestUtils.at(1, after: TestUtils.nextDay))(state)
        == ["nc005": .atNextMidnight]
    )
    // Two days on, it is out.
    #expect(QuakesState.selectQuakes(searchText: "", searchDate: TestUtils.at(49))(state).isEmpty)
  }

  @Test func selectQuakesUsesTheLocalCalendarByDefault() {
    // 23:59:59 UTC on the day before: under the suite's TZ=UTC that day holds ak006 and hv001.
    let searchDate = TestUtils.day.addingTimeInterval(-1)
    #expect(
      QuakesState.selectQuakes(searchText: "", searchDate: searchDate)(.loaded)
        == QuakesState.selectQuakes(searchText: "", searchDate: searchDate, calendar: QuakesState.searchCalendar)(.loaded)
    )
    if TimeZone.current.secondsFromGMT(for: searchDate) == 0 {
      #expect(Set(QuakesState.selectQuakes(searchText: "", searchDate: searchDate)(.loaded).keys) == ["ak006", "hv001"])
    }
  }

  @Test func theDefaultSearchCalendarIsGregorianInTheUsersZone() {
    // The book's day is the user's day (`Calendar.autoupdatingCurrent`); TZ chooses it.
    #expect(QuakesState.searchCalendar.identifier == .gregorian)
    #expect(QuakesState.searchCalendar.timeZone == TimeZone.current)
  }

  @Test func aQuakeLateInTheUTCDayFallsOnTheNextDayEastOfUTC() throws {
    // 23:30 UTC on 3 August is 00:30 on 4 August at UTC+1.
    let late = Quake.make("late", magnitude: 3.0, time: Date(timeIntervalSince1970: 1_691_105_400), name: "Late")
    let state = QuakesState(quakes: QuakesState.Quakes(data: TestUtils.index([late]), status: .success))
    let plusOne = try #require(TimeZone(secondsFromGMT: 3_600))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = plusOne
    let august3 = Date(timeIntervalSince1970: 1_691_020_800 - 3_600)
    let august4 = august3.addingTimeInterval(86_400)
    #expect(QuakesState.selectQuakes(searchText: "", searchDate: august3, calendar: calendar)(state).isEmpty)
    #expect(Array(QuakesState.selectQuakes(searchText: "", searchDate: august4, calendar: calendar)(state).keys) == ["late"])
    #expect(Array(QuakesState.selectQuakes(searchText: "", searchDate: august3.addingTimeInterval(3_600), calendar: Self.utc)(state).keys) == ["late"])
  }

  @Test func selectQuakesUsesTheCalendarItIsGiven() {
    // 15:00 UTC is 07:00 at UTC-8, whose day runs from 08:00 UTC to 08:00 UTC the next day.
    let quakes = QuakesState.selectQuakes(searchText: "", searchDate: Self.afternoon, calendar: Self.utcMinus8)(.loaded)
    #expect(Set(quakes.keys) == ["us004", "ci003", "nc005", "ak007"])
  }

  // MARK: - selectQuakes(searchText:searchDate:): the search text

  @Test(arguments: [
    ("", dayIds),
    ("CA", ["nc002", "ci003"]),
    ("ca", []),
    ("Cali", ["nc005"]),
    ("cali", []),
    ("Geysers", ["nc002"]),
    ("GEYSERS", []),
    ("Ñuble", ["us004"]),
    ("Nuble", []),
    ("ñuble", []),
    (" of ", ["hv001", "nc002", "us004", "ci003"]),
    ("Alaska", []),
  ] as [(String, Set<Quake.ID>)])
  func selectQuakesMatchesTheNameCaseAndDiacriticSensitively(_ searchText: String, _ expectedIds: Set<Quake.ID>) {
    let quakes = QuakesState.selectQuakes(searchText: searchText, searchDate: Self.afternoon)(.loaded)
    #expect(Set(quakes.keys) == expectedIds)
  }

  @Test func selectQuakesNeedsBothTheDayAndTheText() {
    // "Alaska" names two fixtures, neither on the afternoon's day; on the next day one matches.
    let nextDay = TestUtils.at(9, after: TestUtils.nextDay)
    #expect(QuakesState.selectQuakes(searchText: "Alaska", searchDate: nextDay)(.loaded) == ["ak007": .earlyTheDayAfter])
  }

  @Test func selectQuakesReturnsTheStoredValues() {
    let quakes = QuakesState.selectQuakes(searchText: "Idyllwild", searchDate: Self.afternoon)(.loaded)
    #expect(quakes == ["ci003": .evening])
  }

  @Test func selectQuakesIsEmptyBeforeAnyFetch() {
    #expect(QuakesState.selectQuakes(searchText: "", searchDate: Self.afternoon)(QuakesState()).isEmpty)
  }

  // MARK: - selectQuakesValues(searchText:searchDate:sort:order:)

  /// A sort and the ids it gives for the afternoon's day, all quakes, forward.
  struct SortCase: Sendable, CustomTestStringConvertible {
    let name: String
    let select: @Sendable (SortOrder) -> @Sendable (QuakesState) -> [Quake]
    let forwardIds: [Quake.ID]

    var testDescription: String { self.name }
  }

  static let sorts: [SortCase] = [
    SortCase(
      name: "time",
      select: { QuakesState.selectQuakesValues(searchText: "", searchDate: afternoon, sort: \Quake.time, order: $0) },
      forwardIds: ["hv001", "nc002", "us004", "ci003", "nc005"]
    ),
    // hv001 and nc002 tie at 2.0 and are ordered by id.
    SortCase(
      name: "magnitude",
      select: { QuakesState.selectQuakesValues(searchText: "", searchDate: afternoon, sort: \Quake.magnitude, order: $0) },
      forwardIds: ["hv001", "nc002", "nc005", "ci003", "us004"]
    ),
    SortCase(
      name: "name",
      select: { QuakesState.selectQuakesValues(searchText: "", searchDate: afternoon, sort: \Quake.name, order: $0) },
      forwardIds: ["ci003", "us004", "nc002", "hv001", "nc005"]
    ),
  ]

  @Test(arguments: sorts, [SortOrder.forward, .reverse])
  func selectQuakesValuesSortsTheDayInEitherOrder(_ sort: SortCase, _ order: SortOrder) {
    let ids = sort.select(order)(.loaded).map(\.id)
    #expect(ids == (order == .forward ? sort.forwardIds : Array(sort.forwardIds.reversed())))
  }

  @Test func selectQuakesValuesSortsForwardByDefault() {
    let quakes = QuakesState.selectQuakesValues(searchText: "", searchDate: Self.afternoon, sort: \Quake.time)(.loaded)
    #expect(quakes == [.atMidnight, .morning, .noon, .evening, .atNextMidnight])
  }

  @Test(arguments: [SortOrder.forward, .reverse])
  func selectQuakesValuesBreaksTiesById(_ order: SortOrder) {
    var state = QuakesState()
    state.quakes.data = TestUtils.index([
      .make("d", magnitude: 1, time: TestUtils.at(5), name: "Same"),
      .make("b", magnitude: 1, time: TestUtils.at(5), name: "Same"),
      .make("a", magnitude: 2, time: TestUtils.at(1), name: "Same"),
      .make("c", magnitude: 1, time: TestUtils.at(5), name: "Same"),
    ])
    let byTime = QuakesState.selectQuakesValues(searchText: "", searchDate: Self.afternoon, sort: \Quake.time, order: order)
    let byMagnitude = QuakesState.selectQuakesValues(
      searchText: "", searchDate: Self.afternoon, sort: \Quake.magnitude, order: order)
    let timeForward = ["a", "b", "c", "d"]
    let magnitudeForward = ["b", "c", "d", "a"]
    #expect(byTime(state).map(\.id) == (order == .forward ? timeForward : Array(timeForward.reversed())))
    #expect(byMagnitude(state).map(\.id) == (order == .forward ? magnitudeForward : Array(magnitudeForward.reversed())))
  }

  @Test func selectQuakesValuesFiltersLikeSelectQuakes() {
    let values = QuakesState.selectQuakesValues(searchText: "CA", searchDate: Self.afternoon, sort: \Quake.magnitude)(.loaded)
    #expect(values == [.morning, .evening])
    let nextDay = QuakesState.selectQuakesValues(
      searchText: "", searchDate: TestUtils.at(9, after: TestUtils.nextDay), sort: \Quake.time, order: .reverse)(.loaded)
    #expect(nextDay == [.earlyTheDayAfter, .atNextMidnight])
  }

  @Test func selectQuakesValuesUsesTheCalendarItIsGiven() {
    let ids = QuakesState.selectQuakesValues(
      searchText: "", searchDate: Self.afternoon, sort: \Quake.time, calendar: Self.utcMinus8)(.loaded).map(\.id)
    #expect(ids == ["us004", "ci003", "nc005", "ak007"])
  }

  @Test func selectQuakesValuesIsEmptyBeforeAnyFetch() {
    #expect(QuakesState.selectQuakesValues(searchText: "", searchDate: Self.afternoon, sort: \Quake.time)(QuakesState()).isEmpty)
  }

  // MARK: - selectQuakesCount()

  @Test func selectQuakesCountCountsEveryQuakeNotJustASearch() {
    #expect(QuakesState.selectQuakesCount()(.loaded) == 7)
    #expect(QuakesState.selectQuakesCount()(QuakesState()) == 0)
    var state = QuakesState()
    state.quakes.data = TestUtils.index([.morning, .unknownZero])
    #expect(QuakesState.selectQuakesCount()(state) == 2)
  }

  // MARK: - selectQuakesStatus()

  @Test(arguments: TestUtils.statuses)
  func selectQuakesStatusReturnsTheStatus(_ given: NamedStatus) {
    #expect(QuakesState.selectQuakesStatus()(.loaded(status: given.status)) == given.status)
  }

  // MARK: - selectQuake(quakeId:)

  @Test(arguments: [
    ("nc002", Quake.morning),
    ("ak006", Quake.lateTheDayBefore),
    ("nc005", Quake.atNextMidnight),
  ])
  func selectQuakeFindsLoadedQuakes(_ quakeId: String, _ expected: Quake) {
    #expect(QuakesState.selectQuake(quakeId: quakeId)(.loaded) == expected)
  }

  @Test(arguments: [nil, "uw008", "NC002", ""] as [Quake.ID?])
  func selectQuakeIsNilForNilOrUnknownIds(_ quakeId: Quake.ID?) {
    #expect(QuakesState.selectQuake(quakeId: quakeId)(.loaded) == nil)
  }

  // MARK: - Selectors see the reducer's work

  @Test func selectorsFollowARemoteFetchThroughTheReducer() throws {
    var state = try QuakesReducer.reduce(state: .loaded, action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay))))
    #expect(QuakesState.selectQuakesStatus()(state) == .waiting)
    state = try QuakesReducer.reduce(
      state: state,
      action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [.morningZero, .unknownSmall])))))
    )
    #expect(QuakesState.selectQuakesStatus()(state) == .success)
    #expect(QuakesState.selectQuake(quakeId: "nc002")(state) == nil)
    #expect(QuakesState.selectQuakesCount()(state) == 7)
    #expect(
      QuakesState.selectQuakesValues(searchText: "", searchDate: Self.afternoon, sort: \Quake.time)(state).map(\.id)
        == ["hv001", "uw009", "us004", "ci003", "nc005"]
    )
  }
}

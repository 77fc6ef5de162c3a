import Foundation
import QuakesData
import Testing

// Fixtures shared by the QuakesData suites. Everything is fixed: ids, names, instants and error
// texts. Instants are UTC; the selectors default to the user's calendar, and the suite runs with
// TZ=UTC (scripts/test), so a day here is a UTC day.

enum TestUtils {
  /// 2023-08-04T00:00:00Z, the start of the day most searches look at.
  static let day = Date(timeIntervalSince1970: 1_691_107_200)
  /// 2023-08-05T00:00:00Z, the start of the next day.
  static let nextDay = Date(timeIntervalSince1970: 1_691_193_600)
  /// 2023-08-03T00:00:00Z, the start of the day before.
  static let previousDay = Date(timeIntervalSince1970: 1_691_020_800)

  /// `hours` after the start of `day`.
  static func at(_ hours: Double, after day: Date = TestUtils.day) -> Date {
    day.addingTimeInterval(hours * 3_600)
  }

  /// Keys `quakes` by id.
  static func index(_ quakes: [Quake]) -> TreeDictionary<Quake.ID, Quake> {
    TreeDictionary(uniqueKeysWithValues: quakes.map { ($0.id, $0) })
  }

  /// Every status the slice can hold, plus nil, with readable names.
  static let statuses: [NamedStatus] = [
    NamedStatus("nil", nil),
    NamedStatus("empty", .empty),
    NamedStatus("waiting", .waiting),
    NamedStatus("success", .success),
    NamedStatus("failure", .failure(error: "offline")),
  ]
}

extension Quake {
  /// A quake at `time`; `updated` is a fixed instant that no test compares.
  static func make(
    _ quakeId: String,
    magnitude: Double,
    time: Date,
    name: String,
    updated: Date = TestUtils.day
  ) -> Self {
    Self(
      quakeId: quakeId, magnitude: magnitude, time: time, updated: updated, name: name, longitude: -122.8,
      latitude: 38.8)
  }

  /// Exactly at the start of `TestUtils.day`.
  static var atMidnight: Self { .make("hv001", magnitude: 2.0, time: TestUtils.day, name: "Island of Hawaii, Hawaii") }
  /// In the morning of `TestUtils.day`; ties `atMidnight` on magnitude.
  static var morning: Self { .make("nc002", magnitude: 2.0, time: TestUtils.at(6), name: "5 km NW of The Geysers, CA") }
  /// In the evening of `TestUtils.day`.
  static var evening: Self { .make("ci003", magnitude: 4.5, time: TestUtils.at(20), name: "10 km SW of Idyllwild, CA") }
  /// With a diacritic in its name, at noon of `TestUtils.day`.
  static var noon: Self { .make("us004", magnitude: 5.1, time: TestUtils.at(12), name: "45 km W of Ñuble, Chile") }
  /// Exactly at the start of `TestUtils.nextDay`: on both days, because the search range is closed.
  static var atNextMidnight: Self {
    .make("nc005", magnitude: 3.0, time: TestUtils.nextDay, name: "Offshore Northern California")
  }
  /// One second before `TestUtils.day`.
  static var lateTheDayBefore: Self {
    .make("ak006", magnitude: 1.2, time: TestUtils.day.addingTimeInterval(-1), name: "Alaska Peninsula")
  }
  /// One second after `TestUtils.nextDay`.
  static var earlyTheDayAfter: Self {
    .make("ak007", magnitude: 3.8, time: TestUtils.nextDay.addingTimeInterval(1), name: "Kodiak Island, Alaska")
  }

  /// The seven fixtures, in time order.
  static var fixtures: [Self] {
    [.lateTheDayBefore, .atMidnight, .morning, .noon, .evening, .atNextMidnight, .earlyTheDayAfter]
  }

  /// `morning` as a later USGS revision: new magnitude and name, same id.
  static var morningRevised: Self {
    .make("nc002", magnitude: 2.4, time: TestUtils.at(6), name: "6 km NW of The Geysers, CA", updated: TestUtils.at(7))
  }
  /// `morning` revised to a null magnitude (read as 0).
  static var morningZero: Self {
    .make("nc002", magnitude: 0, time: TestUtils.at(6), name: "5 km NW of The Geysers, CA", updated: TestUtils.at(7))
  }
  /// `evening` with a negative magnitude, which USGS reports for tiny events.
  static var eveningNegative: Self {
    .make("ci003", magnitude: -0.3, time: TestUtils.at(20), name: "10 km SW of Idyllwild, CA", updated: TestUtils.at(21))
  }
  /// Not in any fixture state, with a null magnitude.
  static var unknownZero: Self { .make("uw008", magnitude: 0, time: TestUtils.at(3), name: "Mount St. Helens, WA") }
  /// Not in any fixture state, with a positive magnitude.
  static var unknownSmall: Self { .make("uw009", magnitude: 0.1, time: TestUtils.at(4), name: "Mount Rainier, WA") }
}

extension QuakesState {
  /// The seven fixtures, fetched successfully.
  static var loaded: Self {
    Self(quakes: Quakes(data: TestUtils.index(Quake.fixtures), status: .success))
  }

  /// The fixtures with `status`.
  static func loaded(status: Status?) -> Self {
    var state = Self.loaded
    state.quakes.status = status
    return state
  }

  /// No quakes, with `status`.
  static func with(status: Status?) -> Self {
    Self(quakes: Quakes(status: status))
  }
}

/// A status (or nil) with a short name, so parameterized tests read well.
struct NamedStatus: Sendable, CustomTestStringConvertible {
  let name: String
  let status: Status?

  init(_ name: String, _ status: Status?) {
    self.name = name
    self.status = status
  }

  var testDescription: String { self.name }
}

/// One sample of an action shape, named after its path in the action tree.
struct ActionSample: Sendable, CustomTestStringConvertible {
  let name: String
  let action: QuakesAction

  init(_ name: String, _ action: QuakesAction) {
    self.name = name
    self.action = action
  }

  var testDescription: String { self.name }

  /// One action per leaf case and per result arm: the 4 UI leaves and the 2 data leaves with
  /// both results, 8 in all. The delete names a quake of `QuakesState.loaded`, so the reducer
  /// accepts every sample there.
  static let all: [ActionSample] = [
    ActionSample("ui.quakeList.onAppear", .ui(.quakeList(.onAppear))),
    ActionSample("ui.quakeList.onTapRefreshQuakesButton", .ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay)))),
    ActionSample(
      "ui.quakeList.onTapDeleteSelectedQuakeButton",
      .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "nc002")))
    ),
    ActionSample("ui.quakeList.onTapDeleteAllQuakesButton", .ui(.quakeList(.onTapDeleteAllQuakesButton))),
    ActionSample(
      "data.localStore.didFetchQuakes.success",
      .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [.morning, .unknownZero])))))
    ),
    ActionSample(
      "data.localStore.didFetchQuakes.failure",
      .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: "disk full")))))
    ),
    ActionSample(
      "data.remoteStore.didFetchQuakes.success",
      .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [.morningRevised, .eveningNegative])))))
    ),
    ActionSample(
      "data.remoteStore.didFetchQuakes.failure",
      .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "offline")))))
    ),
  ]

  /// The shape of `action`: its path in the action tree plus its result arm. The switch is
  /// exhaustive, so a new case fails to compile here until it gets a name (and a sample).
  static func shape(of action: QuakesAction) -> String {
    switch action {
    case .ui(.quakeList(.onAppear)): "ui.quakeList.onAppear"
    case .ui(.quakeList(.onTapRefreshQuakesButton)): "ui.quakeList.onTapRefreshQuakesButton"
    case .ui(.quakeList(.onTapDeleteSelectedQuakeButton)): "ui.quakeList.onTapDeleteSelectedQuakeButton"
    case .ui(.quakeList(.onTapDeleteAllQuakesButton)): "ui.quakeList.onTapDeleteAllQuakesButton"
    case .data(.persistentSession(.localStore(.didFetchQuakes(result: .success)))): "data.localStore.didFetchQuakes.success"
    case .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure)))): "data.localStore.didFetchQuakes.failure"
    case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success)))): "data.remoteStore.didFetchQuakes.success"
    case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure)))): "data.remoteStore.didFetchQuakes.failure"
    }
  }
}

/// Checks that `expectations` names exactly the sample actions, so a table cannot skip one.
func expectCoversEverySample(
  _ expectations: [String: Bool],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(Set(expectations.keys) == Set(ActionSample.all.map(\.name)), sourceLocation: sourceLocation)
}

// Exported by imshell's `:export-test` from a session of the quakes domain; export again, do not edit.
// The store, reducer and selectors are the domain's own. Effects do not run: what the session's
// effects dispatched is dispatched here as recorded, in the order the shell numbered it.
import Foundation
import ImmutableData
import QuakesData
import Testing

@MainActor @Suite struct QuakesHourSessionTests {
  @Test func replaysTheSession() throws {
    var store = Self.makeStore()
    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour))))
    // What an effect dispatched:
    try store.dispatch(action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [
      Quake(
        quakeId: "nc73919986",
        magnitude: 1.32,
        time: Date(timeIntervalSince1970: 1691117533.18),
        updated: Date(timeIntervalSince1970: 1691118251.122),
        name: "2 km ESE of Larkfield-Wikiup, CA",
        longitude: -122.7301636,
        latitude: 38.5060005
      ),
      Quake(
        quakeId: "pr71420438",
        magnitude: 1.69,
        time: Date(timeIntervalSince1970: 1691115974.32),
        updated: Date(timeIntervalSince1970: 1691117307.23),
        name: "Puerto Rico region",
        longitude: -66.989,
        latitude: 17.9161666666667
      ),
      Quake(
        quakeId: "us6000kxqj",
        magnitude: 3.7,
        time: Date(timeIntervalSince1970: 1691115810.516),
        updated: Date(timeIntervalSince1970: 1691116914.04),
        name: "Alaska Peninsula",
        longitude: -161.0645,
        latitude: 54.6059
      ),
      Quake(
        quakeId: "ak0239x9em32",
        magnitude: 1.9,
        time: Date(timeIntervalSince1970: 1691115752.786),
        updated: Date(timeIntervalSince1970: 1691116590.04),
        name: "72 km E of Port Alsworth, Alaska",
        longitude: -153.0075,
        latitude: 60.2399
      ),
      Quake(
        quakeId: "ak0239x9edi6",
        magnitude: 1.1,
        time: Date(timeIntervalSince1970: 1691115680.621),
        updated: Date(timeIntervalSince1970: 1691115783.945),
        name: "88 km W of Karluk, Alaska",
        longitude: -155.9287,
        latitude: 57.6835
      ),
    ]))))))
    // :expect selectQuakesCount() == 5
    #expect(store.select(QuakesState.selectQuakesCount()) == 5)
    // :expect selectQuakesValues(sort: .magnitude, order: .reverse).first.name == "Alaska Peninsula"
    #expect(store.select(QuakesState.selectQuakesValues(searchText: "", searchDate: Date(timeIntervalSince1970: 1691118537), sort: \Quake.magnitude, order: .reverse)).first?.name == "Alaska Peninsula")
    // :expect selectQuakesValues(sort: .magnitude, order: .reverse).first.time == "2023-08-04T02:23:30.516Z"
    #expect(store.select(QuakesState.selectQuakesValues(searchText: "", searchDate: Date(timeIntervalSince1970: 1691118537), sort: \Quake.magnitude, order: .reverse)).first?.time == Date(timeIntervalSince1970: 1691115810.516))
    // :expect selectQuakesValues(searchDate: "2023-08-03").count == 0
    #expect(store.select(QuakesState.selectQuakesValues(searchText: "", searchDate: Date(timeIntervalSince1970: 1691020800), sort: \Quake.time, order: .forward)).count == 0)
    // :expect selectQuake(quakeId: "pr71420438") == Quake(quakeId: "pr71420438", magnitude: 1.69, time: "2023-08-04T02:26:14.320Z", updated: "2023-08-04T02:48:27.230Z", name: "Puerto Rico region", longitude: -66.989, latitude: 17.9161666666667)
    #expect(store.select(QuakesState.selectQuake(quakeId: "pr71420438")) == Quake(
      quakeId: "pr71420438",
      magnitude: 1.69,
      time: Date(timeIntervalSince1970: 1691115974.32),
      updated: Date(timeIntervalSince1970: 1691117307.23),
      name: "Puerto Rico region",
      longitude: -66.989,
      latitude: 17.9161666666667
    ))
    try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "pr71420438"))))
    // :expect selectQuakesCount() == 4
    #expect(store.select(QuakesState.selectQuakesCount()) == 4)
    // :expect throws .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "pr71420438")))
    #expect(throws: (any Error).self) {
      try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "pr71420438"))))
    }
    // time travel to #2: a fresh store replays the 2 dispatches before it.
    store = try Self.replaying([
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour))),
      .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [
      Quake(
        quakeId: "nc73919986",
        magnitude: 1.32,
        time: Date(timeIntervalSince1970: 1691117533.18),
        updated: Date(timeIntervalSince1970: 1691118251.122),
        name: "2 km ESE of Larkfield-Wikiup, CA",
        longitude: -122.7301636,
        latitude: 38.5060005
      ),
      Quake(
        quakeId: "pr71420438",
        magnitude: 1.69,
        time: Date(timeIntervalSince1970: 1691115974.32),
        updated: Date(timeIntervalSince1970: 1691117307.23),
        name: "Puerto Rico region",
        longitude: -66.989,
        latitude: 17.9161666666667
      ),
      Quake(
        quakeId: "us6000kxqj",
        magnitude: 3.7,
        time: Date(timeIntervalSince1970: 1691115810.516),
        updated: Date(timeIntervalSince1970: 1691116914.04),
        name: "Alaska Peninsula",
        longitude: -161.0645,
        latitude: 54.6059
      ),
      Quake(
        quakeId: "ak0239x9em32",
        magnitude: 1.9,
        time: Date(timeIntervalSince1970: 1691115752.786),
        updated: Date(timeIntervalSince1970: 1691116590.04),
        name: "72 km E of Port Alsworth, Alaska",
        longitude: -153.0075,
        latitude: 60.2399
      ),
      Quake(
        quakeId: "ak0239x9edi6",
        magnitude: 1.1,
        time: Date(timeIntervalSince1970: 1691115680.621),
        updated: Date(timeIntervalSince1970: 1691115783.945),
        name: "88 km W of Karluk, Alaska",
        longitude: -155.9287,
        latitude: 57.6835
      ),
    ]))))),
    ])
    // :expect selectQuakesCount() == 5
    #expect(store.select(QuakesState.selectQuakesCount()) == 5)
    try store.dispatch(action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [
      Quake(
        quakeId: "local-zero",
        magnitude: 0.0,
        time: Date(timeIntervalSince1970: 1691110800),
        updated: Date(timeIntervalSince1970: 1691110800),
        name: "Nowhere",
        longitude: 0.0,
        latitude: 0.0
      ),
    ]))))))
    // :expect selectQuakesValues(searchText: "Nowhere").count == 1
    #expect(store.select(QuakesState.selectQuakesValues(searchText: "Nowhere", searchDate: Date(timeIntervalSince1970: 1691118537), sort: \Quake.time, order: .forward)).count == 1)
  }

  /// The store at launch: the initial state and the domain's reducer.
  static func makeStore() -> Store<QuakesState, QuakesAction> {
    Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
  }

  /// A fresh store after `actions`: the state time travel restored (the reducer is pure).
  static func replaying(_ actions: [QuakesAction]) throws -> Store<QuakesState, QuakesAction> {
    let store = Self.makeStore()
    for action in actions { try store.dispatch(action: action) }
    return store
  }
}

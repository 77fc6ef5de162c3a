import Foundation
import ImmutableData
import QuakesData
import TestSupport
import Testing

/// A network session written the book's way: generic over any `Decodable`, answering one body.
struct BookFeedSession: RemoteStoreNetworkSession {
  let body: Data

  func json<T>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T where T: Decodable {
    try decoder.decode(T.self, from: self.body)
  }
}

/// Chapter 10 (QuakesData) as a reader calls it: `Quake` and its samples, `QuakesState()`, the
/// action tree, `QuakesReducer.reduce`, the selectors, `QuakesFilter.filterQuakes()`,
/// `Listener(localStore:remoteStore:)`, `LocalStore(url:)`, `LocalStore(isStoredInMemoryOnly:)` and
/// `RemoteStore(session:)`, with `NetworkSession(urlSession:)` as the book's client builds it.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct BookChapter10APITests {
  @Test func modelsStateAndActionsAreSpelledAsInTheBook() {
    let quakes: [Quake] = [.xxsmall, .xsmall, .small, .medium, .large, .xlarge, .xxlarge, .xxxlarge]
    #expect(quakes.map(\.id) == quakes.map(\.quakeId))
    let statuses: [Status] = [.empty, .waiting, .success, .failure(error: "no")]
    #expect(Set(statuses).count == 4)
    let ranges: [QuakesAction.UI.QuakeList.RefreshQuakesRange] = [.allHour, .allDay, .allWeek, .allMonth]
    let actions: [QuakesAction] = [
      .ui(.quakeList(.onAppear)),
      .ui(.quakeList(.onTapRefreshQuakesButton(range: ranges[0]))),
      .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "medium"))),
      .ui(.quakeList(.onTapDeleteAllQuakesButton)),
      .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes))))),
      .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "offline"))))),
    ]
    #expect(Set(actions).count == actions.count)
  }

  @Test func aStoreReducesSelectsAndFiltersAsInTheBook() throws {
    let store = ImmutableData.Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try store.dispatch(action: .ui(.quakeList(.onAppear)))
    #expect(store.select(QuakesState.selectQuakesStatus()) == .waiting)
    try store.dispatch(action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [.small, .large]))))))
    #expect(store.select(QuakesState.selectQuakesCount()) == 2)
    #expect(store.select(QuakesState.selectQuake(quakeId: "large")) == .large)
    let date = Quake.sampleDate
    #expect(store.select(QuakesState.selectQuakes(searchText: "", searchDate: date)).count == 2)
    let sorted = store.select(QuakesState.selectQuakesValues(searchText: "", searchDate: date, sort: \.magnitude, order: .reverse))
    #expect(sorted.map(\.quakeId) == ["large", "small"])
    let filter: @Sendable (QuakesState, QuakesAction) -> Bool = QuakesFilter.filterQuakes()
    #expect(!filter(QuakesState(), .ui(.quakeList(.onAppear))))
  }

  @Test func storesAreBuiltAsTheBooksClientBuildsThem() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(component: "book-ch10-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let onDisk = try LocalStore(url: folder.appending(component: "default.store", directoryHint: .notDirectory))
    #expect(try await onDisk.fetchLocalQuakesQuery().isEmpty)
    let inMemory = try LocalStore(isStoredInMemoryOnly: true)
    #expect(try await inMemory.fetchLocalQuakesQuery().isEmpty)
    // `LocalStore()` opens the file at the default location (DefaultStoreLocationTests): compiled
    // here as the book writes it, not run, so the test writes nothing under the real HOME.
    let atTheDefaultLocation: () throws -> LocalStore = { try LocalStore() }
    _ = atTheDefaultLocation

    // The book's construction, compiled as written; nothing is sent.
    func makeRemoteStore() -> RemoteStore<NetworkSession<URLSession>> {
      let session = NetworkSession(urlSession: URLSession.shared)
      return RemoteStore(session: session)
    }
    _ = makeRemoteStore()

    let feed = Data(#"{"type": "FeatureCollection", "features": []}"#.utf8)
    let remote = RemoteStore(session: BookFeedSession(body: feed))
    #expect(try await remote.fetchRemoteQuakesQuery(range: .allHour).isEmpty)
  }

  @Test func theListenerRunsOnALocalAndARemoteStore() async throws {
    let store = ImmutableData.Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = Listener(localStore: LocalStoreTestDouble(returnQuakes: [.medium]), remoteStore: RemoteStoreTestDouble())
    listener.listen(to: store)
    try store.dispatch(action: .ui(.quakeList(.onAppear)))
    await waitUntil("the local quakes arrived") { store.select(QuakesState.selectQuakesStatus()) == .success }
    #expect(store.select(QuakesState.selectQuakesCount()) == 1)
  }
}

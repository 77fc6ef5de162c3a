import Foundation
import QuakesData
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A network session that records each request's URL and answers `returnData` decoded with the
/// decoder it was given, or throws `returnError` when set.
final actor StubSession: RemoteStoreNetworkSession {
  let returnData: Data
  let returnError: TestDoubleError?
  private(set) var parameterURLs: [URL] = []

  init(returnData: Data = Data(#"{"features": []}"#.utf8), returnError: TestDoubleError? = nil) {
    self.returnData = returnData
    self.returnError = returnError
  }

  nonisolated func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    await self.record(request.url)
    if let returnError {
      throw returnError
    }
    return try decoder.decode(T.self, from: self.returnData)
  }

  private func record(_ url: URL?) {
    if let url {
      self.parameterURLs.append(url)
    }
  }
}

@Suite struct RemoteStoreTests {
  typealias Range = QuakesAction.UI.QuakeList.RefreshQuakesRange

  struct URLCase: Sendable, CustomTestStringConvertible {
    let range: Range
    let file: String
    var testDescription: String { "\(self.range)" }

    static let all: [URLCase] = [
      URLCase(range: .allHour, file: "all_hour.geojson"),
      URLCase(range: .allDay, file: "all_day.geojson"),
      URLCase(range: .allWeek, file: "all_week.geojson"),
      URLCase(range: .allMonth, file: "all_month.geojson"),
    ]
  }

  @Test(arguments: URLCase.all)
  func requestsTheUSGSFeedForTheRange(_ row: URLCase) async throws {
    let session = StubSession()
    let store = RemoteStore(session: session)

    #expect(try await store.fetchRemoteQuakesQuery(range: row.range) == [])
    #expect(
      await session.parameterURLs == [
        URL(string: "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/\(row.file)")!
      ])
  }

  @Test(arguments: URLCase.all)
  func requestsUnderACustomBaseURL(_ row: URLCase) async throws {
    let session = StubSession()
    let store = RemoteStore(session: session, baseURL: URL(string: "http://127.0.0.1:8080/feeds")!)

    _ = try await store.fetchRemoteQuakesQuery(range: row.range)
    #expect(await session.parameterURLs.map(\.absoluteString) == ["http://127.0.0.1:8080/feeds/\(row.file)"])
  }

  @Test func everyRangeHasItsOwnURL() {
    let base = URL(string: "https://example.org/summary")!
    let urls = Range.allCases.map { RemoteStore<StubSession>.url(for: $0, baseURL: base) }
    #expect(Set(urls).count == Range.allCases.count)
  }

  @Test func mapsEachFeatureToAQuakeInFeedOrder() async throws {
    let json = """
      {"features": [
        {"id": "b2", "properties": {"mag": 3.25, "place": "Here", "time": 1691117533180, "updated": 1691118251122},
         "geometry": {"coordinates": [-122.5, 38.25, 7]}},
        {"id": "a1", "properties": {"mag": null, "place": null, "time": 1000, "updated": 2000},
         "geometry": {"coordinates": [10, -20]}}
      ]}
      """
    let store = RemoteStore(session: StubSession(returnData: Data(json.utf8)))

    let quakes = try await store.fetchRemoteQuakesQuery(range: .allDay)
    #expect(
      quakes == [
        Quake(
          quakeId: "b2", magnitude: 3.25, time: Date(timeIntervalSince1970: 1_691_117_533.18),
          updated: Date(timeIntervalSince1970: 1_691_118_251.122), name: "Here", longitude: -122.5, latitude: 38.25),
        Quake(
          quakeId: "a1", magnitude: 0, time: Date(timeIntervalSince1970: 1), updated: Date(timeIntervalSince1970: 2),
          name: "", longitude: 10, latitude: -20),
      ])
  }

  @Test func sessionErrorsPassThroughUnchanged() async throws {
    let store = RemoteStore(session: StubSession(returnError: TestDoubleError(description: "the USGS feed timed out")))

    await #expect(throws: TestDoubleError(description: "the USGS feed timed out")) {
      try await store.fetchRemoteQuakesQuery(range: .allWeek)
    }
  }

  @Test func decodingErrorsPassThrough() async throws {
    let store = RemoteStore(session: StubSession(returnData: Data(#"{"features": [{"id": 1}]}"#.utf8)))

    await #expect(throws: DecodingError.self) {
      try await store.fetchRemoteQuakesQuery(range: .allHour)
    }
  }
}

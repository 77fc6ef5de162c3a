import Foundation
import QuakesData
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct NetworkSessionTests {
  static let emptyFeed = Data(#"{"type": "FeatureCollection", "features": []}"#.utf8)

  static func decode(status: Int?, mimeType: String?, data: Data = emptyFeed) throws(NetworkSession.Error)
    -> RemoteResponse
  {
    try RemoteService.usgsFeed.decode(status: status, mimeType: mimeType, data: data, decoder: JSONDecoder())
  }

  struct RejectCase: Sendable, CustomTestStringConvertible {
    let name: String
    let status: Int?
    let mimeType: String?
    var data: Data = NetworkSessionTests.emptyFeed
    let error: NetworkSession.Error

    var testDescription: String { self.name }

    static let all: [RejectCase] = [
      RejectCase(
        name: "HTTP 500", status: 500, mimeType: "application/json",
        error: .init(code: .status, message: "the USGS feed answered HTTP 500")),
      RejectCase(
        name: "HTTP 404 with an HTML page (status wins)", status: 404, mimeType: "text/html",
        error: .init(code: .status, message: "the USGS feed answered HTTP 404")),
      RejectCase(
        name: "HTTP 199", status: 199, mimeType: "application/json",
        error: .init(code: .status, message: "the USGS feed answered HTTP 199")),
      RejectCase(
        name: "not HTTP", status: nil, mimeType: "application/json",
        error: .init(code: .status, message: "the USGS feed answered without an HTTP status")),
      RejectCase(
        name: "text/plain", status: 200, mimeType: "text/plain",
        error: .init(code: .mimeType, message: "the USGS feed answered text/plain, not JSON")),
      RejectCase(
        name: "no content type", status: 200, mimeType: nil,
        error: .init(code: .mimeType, message: "the USGS feed answered without a content type, not JSON")),
      RejectCase(
        name: "malformed JSON", status: 200, mimeType: "application/json", data: Data(#"{"features": ["#.utf8),
        error: .init(code: .malformedJSON, message: "the USGS feed sent malformed JSON")),
      RejectCase(
        name: "JSON of another shape", status: 200, mimeType: "application/json", data: Data(#"{"type": 1}"#.utf8),
        error: .init(code: .unexpectedJSON, message: "the USGS feed sent JSON that is not a list of quakes")),
    ]
  }

  @Test(arguments: RejectCase.all)
  func rejects(_ row: RejectCase) {
    #expect(throws: row.error) { try Self.decode(status: row.status, mimeType: row.mimeType, data: row.data) }
  }

  @Test(arguments: [
    (200, "application/json"), (204, "application/geo+json"), (299, "Application/JSON"),
  ])
  func acceptsJSONWithA2xxStatus(_ status: Int, _ mimeType: String) throws {
    #expect(try Self.decode(status: status, mimeType: mimeType) == RemoteResponse(features: []))
  }

  @Test func connectionErrorsNameNoHostOrPort() {
    let refused = RemoteService.usgsFeed.connectionError(for: URLError(.cannotConnectToHost))
    let unknownHost = RemoteService.usgsFeed.connectionError(for: URLError(.cannotFindHost))
    let timedOut = RemoteService.usgsFeed.connectionError(for: URLError(.timedOut))
    let cancelled = RemoteService.usgsFeed.connectionError(for: URLError(.cancelled))
    let other = RemoteService.usgsFeed.connectionError(for: CocoaError(.fileNoSuchFile))

    #expect(refused == .init(code: .cannotConnect, message: "could not connect to the USGS feed"))
    #expect(unknownHost == .init(code: .cannotConnect, message: "could not connect to the USGS feed"))
    #expect(timedOut == .init(code: .timedOut, message: "the USGS feed timed out"))
    #expect(cancelled == .init(code: .cancelled, message: "the request to the USGS feed was cancelled"))
    #expect(other == .init(code: .cannotConnect, message: "could not connect to the USGS feed"))
  }

  @Test func errorsDescribeThemselves() {
    let error = NetworkSessionError(code: .status, message: "the USGS feed answered HTTP 500")
    #expect(error.localizedDescription == "the USGS feed answered HTTP 500")
    #expect("\(error)" == "the USGS feed answered HTTP 500")
  }

  @Test func unreachableHostFailsWithAStableSentence() async throws {
    // Port 9 on loopback (discard) is closed on test machines: the connection is refused at once.
    let store = RemoteStore(session: NetworkSession(service: .usgsFeed, timeout: 5), baseURL: URL(string: "http://127.0.0.1:9/feed")!)
    await #expect(throws: NetworkSessionError(code: .cannotConnect, message: "could not connect to the USGS feed")) {
      try await store.fetchRemoteQuakesQuery(range: .allHour)
    }
  }
}

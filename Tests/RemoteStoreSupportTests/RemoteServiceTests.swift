import Foundation
import RemoteStoreSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The checks and sentences every domain's remote shares, for a service of its own making.
@Suite struct RemoteServiceTests {
  struct Pet: Decodable, Equatable {
    let name: String
  }

  static let petShop = RemoteService(
    name: "the pet shop", content: "a pet",
    reason: { data in String(data: data, encoding: .utf8).flatMap { $0.hasPrefix("why: ") ? String($0.dropFirst(5)) : nil } })

  static func decode(status: Int?, mimeType: String? = "application/json", _ body: String) throws(NetworkSession.Error) -> Pet {
    try Self.petShop.decode(status: status, mimeType: mimeType, data: Data(body.utf8), decoder: JSONDecoder())
  }

  @Test func aSuccessfulJSONAnswerDecodes() throws {
    #expect(try Self.decode(status: 200, #"{"name": "Rex"}"#) == Pet(name: "Rex"))
  }

  @Test(arguments: [
    (500, "oops", "the pet shop answered HTTP 500"),
    (404, "why: no such pet", "the pet shop answered HTTP 404: no such pet"),
  ])
  func aFailingStatusQuotesTheServicesReasonWhenItGivesOne(status: Int, body: String, sentence: String) {
    #expect(throws: NetworkSessionError(code: .status, message: sentence)) {
      try Self.decode(status: status, body)
    }
  }

  @Test func everySentenceNamesTheService() {
    #expect(throws: NetworkSessionError(code: .mimeType, message: "the pet shop answered text/html, not JSON")) {
      try Self.decode(status: 200, mimeType: "Text/HTML", "{}")
    }
    #expect(throws: NetworkSessionError(code: .malformedJSON, message: "the pet shop sent malformed JSON")) {
      try Self.decode(status: 200, "{")
    }
    #expect(throws: NetworkSessionError(code: .unexpectedJSON, message: "the pet shop sent JSON that is not a pet")) {
      try Self.decode(status: 200, #"{"legs": 4}"#)
    }
    #expect(Self.petShop.connectionError(for: URLError(.timedOut)).message == "the pet shop timed out")
    #expect(Self.petShop.connectionError(for: URLError(.cannotConnectToHost)).message == "could not connect to the pet shop")
    #expect(Self.petShop.connectionError(for: URLError(.cancelled)).message == "the request to the pet shop was cancelled")
    for code in [URLError.Code.networkConnectionLost, .badServerResponse] {
      #expect(
        Self.petShop.connectionError(for: URLError(code)).message
          == "the connection to the pet shop was lost before it answered")
    }
  }

  @Test func aRefusedConnectionIsOneStableSentence() async {
    let session = NetworkSession(service: Self.petShop, timeout: 5)
    let request = URLRequest(url: URL(string: "http://127.0.0.1:9/pets")!)
    await #expect(throws: NetworkSessionError(code: .cannotConnect, message: "could not connect to the pet shop")) {
      let _: Pet = try await session.json(for: request, from: JSONDecoder())
    }
  }
}

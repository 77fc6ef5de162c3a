import Foundation

/// The service a `NetworkSession` talks to, as its failure sentences name it, and what it must
/// answer: "the USGS feed" sending a list of quakes, "the Animals server" sending its responses.
///
/// Every check an answer goes through, and every sentence a failure becomes, lives here, so each
/// domain's remote fails in the same words with only the service's name changed.
///
/// - Important: Sentences never name a host, port or address: they reach state (and transcripts)
///   as `.failure(error:)` text, so they must be stable.
public struct RemoteService: Sendable {
  /// How sentences name the service: `"the USGS feed"`.
  package let name: String
  /// What a well-formed body holds, for the unexpected-JSON sentence: `"a list of quakes"`.
  package let content: String
  /// The content types accepted as JSON, lowercased.
  package let mimeTypes: Set<String>
  /// Reads the service's own explanation out of a non-2xx answer's body, if it sends one.
  package let reason: @Sendable (Foundation.Data) -> String?

  /// Describes a service.
  ///
  /// - Parameters:
  ///   - name: how sentences name it.
  ///   - content: what its successful answers hold.
  ///   - mimeTypes: the content types accepted as JSON.
  ///   - reason: the explanation in an error answer's body; none by default.
  package init(
    name: String, content: String, mimeTypes: Set<String> = ["application/json"],
    reason: @escaping @Sendable (Foundation.Data) -> String? = { _ in nil }
  ) {
    self.name = name
    self.content = content
    self.mimeTypes = mimeTypes
    self.reason = reason
  }
}

extension RemoteService {
  /// Checks an answer and decodes its body; pure, so tests need no server.
  ///
  /// - Parameters:
  ///   - status: the HTTP status, or nil when the answer was not HTTP.
  ///   - mimeType: the content type without parameters, as `URLResponse.mimeType` gives it.
  ///   - data: the body.
  ///   - decoder: how to decode it.
  /// - Throws: `NetworkSessionError` with code `status`, `mimeType`, `malformedJSON` or
  ///   `unexpectedJSON`, checked in that order.
  package func decode<T: Decodable>(
    status: Int?, mimeType: String?, data: Foundation.Data, decoder: JSONDecoder
  ) throws(NetworkSessionError) -> T {
    guard let status else {
      throw .init(code: .status, message: "\(self.name) answered without an HTTP status")
    }
    guard (200...299).contains(status) else {
      let reason = self.reason(data).map { ": \($0)" } ?? ""
      throw .init(code: .status, message: "\(self.name) answered HTTP \(status)\(reason)")
    }
    guard let mimeType, !mimeType.isEmpty else {
      throw .init(code: .mimeType, message: "\(self.name) answered without a content type, not JSON")
    }
    guard self.mimeTypes.contains(mimeType.lowercased()) else {
      throw .init(code: .mimeType, message: "\(self.name) answered \(mimeType.lowercased()), not JSON")
    }
    do {
      return try decoder.decode(T.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      // Syntax errors are reported at the root; corrupt values deeper down are shape errors.
      throw .init(code: .malformedJSON, message: "\(self.name) sent malformed JSON")
    } catch {
      throw .init(code: .unexpectedJSON, message: "\(self.name) sent JSON that is not \(self.content)")
    }
  }

  /// The error for a request that got no answer.
  package func connectionError(for error: any Swift.Error) -> NetworkSessionError {
    if let refused = error as? HTTPAnswerError { return self.answerError(for: refused) }
    switch (error as? URLError)?.code {
    case .timedOut?:
      return .init(code: .timedOut, message: "\(self.name) timed out")
    case .cancelled?:
      return .init(code: .cancelled, message: "the request to \(self.name) was cancelled")
    case .networkConnectionLost?, .badServerResponse?:
      // The request went out and no answer came (a server killed mid-request: Darwin says the
      // connection was lost, Linux's curl "empty reply from server"). A mutation may have been
      // applied, so this is not "could not connect", which promises nothing happened.
      return .init(code: .connectionLost, message: "the connection to \(self.name) was lost before it answered")
    default:
      return .init(code: .cannotConnect, message: "could not connect to \(self.name)")
    }
  }
}

extension RemoteService {
  /// The error for an answer `HTTPAnswerReader` refused.
  private func answerError(for error: HTTPAnswerError) -> NetworkSessionError {
    switch error {
    case .malformed(let what):
      .init(code: .malformedAnswer, message: "\(self.name) sent a malformed HTTP answer (\(what))")
    case .headTooLarge(let limit):
      .init(code: .answerTooLarge, message: "\(self.name) sent HTTP headers over \(HTTPAnswerError.size(limit))")
    case .bodyTooLarge(let limit):
      .init(code: .answerTooLarge, message: "\(self.name) sent an answer over \(HTTPAnswerError.size(limit))")
    }
  }
}

extension RemoteService {
  /// A service known only as "the server", for a session made without naming one
  /// (`NetworkSession(urlSession:)`, as the book makes it): "could not connect to the server".
  public static let server = RemoteService(name: "the server", content: "what was asked for")
}

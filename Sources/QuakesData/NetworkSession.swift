import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches JSON over HTTP with `URLSession` and turns every way that can fail into one sentence
/// about "the USGS feed" (the Linux stand-in for the book's `Services.NetworkSession`).
///
/// ```swift
/// let store = RemoteStore(session: NetworkSession(timeout: 5))
/// ```
///
/// An answer is accepted when its status is 2xx, its content type is `application/json` or
/// `application/geo+json`, and its body decodes.
///
/// - Important: Messages never name a host, port or address: they reach state (and transcripts)
///   as `.failure(error:)` text, so they must be stable.
public struct NetworkSession: Sendable {
  private let urlSession: URLSession

  /// Creates a session whose requests give up after `timeout` seconds.
  ///
  /// - Parameter timeout: seconds to wait for the feed; 10 by default.
  public init(timeout: TimeInterval = 10) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    self.urlSession = URLSession(configuration: configuration)
  }
}

extension NetworkSession: RemoteStoreNetworkSession {
  public func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    let data: Foundation.Data
    let response: URLResponse
    do {
      (data, response) = try await self.urlSession.data(for: request)
    } catch {
      throw Self.connectionError(for: error)
    }
    return try Self.decode(
      status: (response as? HTTPURLResponse)?.statusCode, mimeType: response.mimeType, data: data, decoder: decoder)
  }
}

extension NetworkSession {
  /// The content types accepted as JSON (USGS sends `application/json`).
  package static let jsonMimeTypes: Set<String> = ["application/json", "application/geo+json"]

  /// Checks an answer and decodes its body; pure, so tests need no server.
  ///
  /// - Parameters:
  ///   - status: the HTTP status, or nil when the answer was not HTTP.
  ///   - mimeType: the content type without parameters, as `URLResponse.mimeType` gives it.
  ///   - data: the body.
  ///   - decoder: how to decode it.
  /// - Throws: `NetworkSession.Error` with code `status`, `mimeType`, `malformedJSON` or
  ///   `unexpectedJSON`, checked in that order.
  package static func decode<T: Decodable>(
    status: Int?, mimeType: String?, data: Foundation.Data, decoder: JSONDecoder
  ) throws(Error) -> T {
    guard let status else {
      throw Error(code: .status, message: "the USGS feed answered without an HTTP status")
    }
    guard (200...299).contains(status) else {
      throw Error(code: .status, message: "the USGS feed answered HTTP \(status)")
    }
    guard let mimeType, !mimeType.isEmpty else {
      throw Error(code: .mimeType, message: "the USGS feed answered without a content type, not JSON")
    }
    guard Self.jsonMimeTypes.contains(mimeType.lowercased()) else {
      throw Error(code: .mimeType, message: "the USGS feed answered \(mimeType.lowercased()), not JSON")
    }
    do {
      return try decoder.decode(T.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      // Syntax errors are reported at the root; corrupt values deeper down are shape errors.
      throw Error(code: .malformedJSON, message: "the USGS feed sent malformed JSON")
    } catch {
      throw Error(code: .unexpectedJSON, message: "the USGS feed sent JSON that is not a list of quakes")
    }
  }

  /// The error for a request that got no answer.
  package static func connectionError(for error: any Swift.Error) -> Error {
    switch (error as? URLError)?.code {
    case .timedOut?:
      return Error(code: .timedOut, message: "the USGS feed timed out")
    case .cancelled?:
      return Error(code: .cancelled, message: "the request to the USGS feed was cancelled")
    default:
      return Error(code: .cannotConnect, message: "could not connect to the USGS feed")
    }
  }
}

extension NetworkSession {
  /// Why fetching the feed failed; `description` is a stable sentence with no host or port,
  /// and is what reaches state as `.failure(error:)`.
  public struct Error: Swift.Error, Hashable, Sendable {
    /// What went wrong, for code that branches and for tests.
    package enum Code: Hashable, Sendable {
      /// No connection (refused, no route, unknown host, offline…).
      case cannotConnect
      /// The feed did not answer in time.
      case timedOut
      /// The request was cancelled.
      case cancelled
      /// The answer was not HTTP 2xx.
      case status
      /// The answer was not JSON.
      case mimeType
      /// The body is not JSON at all.
      case malformedJSON
      /// The body is JSON, but not a feed of quakes.
      case unexpectedJSON
    }

    /// What went wrong.
    package let code: Code
    /// The sentence `description` returns.
    package let message: String

    /// Creates an error.
    package init(code: Code, message: String) {
      self.code = code
      self.message = message
    }
  }
}

extension NetworkSession.Error: CustomStringConvertible {
  public var description: String { self.message }
}

extension NetworkSession.Error: LocalizedError {
  public var errorDescription: String? { self.message }
}

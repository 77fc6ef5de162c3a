import Foundation
import Hummingbird

/// Writes one line per request to standard error once it is answered:
/// `POST /animals/api 200 0.41 ms query categories`.
///
/// The outermost middleware, so it sees every answer, refusals included (the error middleware
/// inside it has already turned them into responses).
struct RequestLog: RouterMiddleware {
  func handle(_ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response) async throws -> Response {
    let clock = ContinuousClock()
    let start = clock.now
    let response = try await next(request, context)
    let elapsed = clock.now - start
    var line = "\(request.method) \(request.uri.path) \(response.status.code) \(elapsed.millisecondsText) ms"
    if let summary = context.note.summary { line += " " + summary }
    FileHandle.standardError.write(Data((line + "\n").utf8))
    return response
  }
}

/// Turns every error thrown inside it into a JSON answer: `APIError` as itself, Hummingbird's
/// own (the router's 404, a body over the limit) as the matching `APIError` (a 404 on a known
/// path is a 405), anything else as a 500 that names no internals.
struct ErrorRendering<Context: RequestContext>: RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as APIError {
      return try error.response(from: request, context: context)
    } catch let error as HTTPError where error.status == .notFound {
      let path = request.uri.path
      // The router knows the path only under its one method; any other is 405, not 404.
      let refusal = AnimalsRouter.methods[path].map { APIError.methodNotAllowed(request.method, path: path, allow: $0) }
      return try (refusal ?? APIError.notFound(request.method, path)).response(from: request, context: context)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      return try APIError.payloadTooLarge(limit: context.maxUploadSize).response(from: request, context: context)
    } catch let error as any HTTPResponseError {
      let apiError = APIError(status: error.status, code: "httpError", description: error.status.reasonPhrase)
      return try apiError.response(from: request, context: context)
    } catch {
      return try APIError.storeFailed("the server failed").response(from: request, context: context)
    }
  }
}

extension Duration {
  /// `0.41`: the duration in milliseconds with two decimals, rounded half up. Integer arithmetic,
  /// because Foundation's `String(format:)` costs microseconds a request on Linux.
  package var millisecondsText: String {
    let (seconds, attoseconds) = self.components
    let hundredths = seconds * 100_000 + (attoseconds + 5_000_000_000_000) / 10_000_000_000_000
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

import AnimalsData
import Foundation
import Hummingbird

/// The routes of AnimalsDataServer: `POST /animals/api`, `GET /openapi.json` (the API's OpenAPI
/// document), and JSON refusals for everything else.
///
/// ```swift
/// let router = AnimalsRouter.make(responder: APIResponder(store: store))
/// ```
///
/// Other methods on those paths, whatever they are (TRACE, or one HTTP has no name for), answer
/// 405 with `Allow` naming the one that is (`ErrorRendering` turns the router's 404 into it);
/// other paths answer 404.
enum AnimalsRouter {
  /// Each path's one method: any other method on the path answers 405 with `Allow` naming it.
  static let methods: [String: HTTPRequest.Method] = ["/animals/api": .post, "/openapi.json": .get]

  /// A router answering through `responder`.
  static func make(responder: APIResponder) -> Router<ServerContext> {
    let router = Router(context: ServerContext.self)
    // Middleware first: Hummingbird wraps only the routes added after it.
    router.add(middleware: RequestLog())
    router.add(middleware: ErrorRendering())
    router.post("/animals/api") { request, context in
      try await Self.answer(request, context: context, responder: responder)
    }
    router.get("/openapi.json") { _, _ in Self.document }
    return router
  }

  /// The OpenAPI document (`openapi.json`, embedded by the package), as one answer built once.
  static let document = Response(
    status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
    body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_json)))

  /// Reads the body (at most the context's limit), answers it, and labels the answer for the log.
  static func answer(_ request: Request, context: ServerContext, responder: APIResponder) async throws -> Response {
    var request = request
    let buffer = try await request.collectBody(upTo: context.maxUploadSize)
    let answer = try await responder.answer(buffer)
    context.note.summary = answer.summary
    return Response(status: .ok, headers: Self.jsonHeaders, body: ResponseBody(byteBuffer: answer.json))
  }

  /// The headers of every JSON answer, built once.
  static let jsonHeaders: HTTPFields = [.contentType: "application/json; charset=utf-8"]
}

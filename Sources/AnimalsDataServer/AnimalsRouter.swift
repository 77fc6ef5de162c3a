import AnimalsData
import Foundation
import Hummingbird

/// The routes of AnimalsDataServer: `POST /animals/api`, and JSON refusals for everything else.
///
/// ```swift
/// let router = AnimalsRouter.make(responder: APIResponder(store: store))
/// ```
///
/// Other methods on `/animals/api` answer 405 with `Allow: POST`; other paths answer 404.
enum AnimalsRouter {
  /// The methods that answer 405 on the API's path.
  static let refusedMethods: [HTTPRequest.Method] = [.get, .put, .delete, .patch, .head, .options]

  /// A router answering through `responder`.
  static func make(responder: APIResponder) -> Router<ServerContext> {
    let router = Router(context: ServerContext.self)
    // Middleware first: Hummingbird wraps only the routes added after it.
    router.add(middleware: RequestLog())
    router.add(middleware: ErrorRendering())
    router.post("/animals/api") { request, context in
      try await Self.answer(request, context: context, responder: responder)
    }
    for method in Self.refusedMethods {
      router.on("/animals/api", method: method) { request, _ -> Response in
        throw APIError.methodNotAllowed(request.method)
      }
    }
    return router
  }

  /// Reads the body (at most the context's limit), answers it, and labels the answer for the log.
  static func answer(_ request: Request, context: ServerContext, responder: APIResponder) async throws -> Response {
    var request = request
    let buffer = try await request.collectBody(upTo: context.maxUploadSize)
    let (json, summary) = try await responder.answer(Data(buffer.readableBytesView))
    context.note.summary = summary
    return Response(
      status: .ok,
      headers: [.contentType: "application/json; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
  }
}

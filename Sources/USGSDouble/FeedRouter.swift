import Foundation
import Hummingbird

/// The routes of the double: `GET <any prefix>/all_<range>.geojson`.
///
/// ```swift
/// let router = FeedRouter.make(feed: feed, behaviour: FeedBehaviour())
/// // GET /all_day.geojson and GET /earthquakes/feed/v1.0/summary/all_day.geojson answer the same
/// ```
///
/// Any other path answers 404 (`FeedError.notFound`).
enum FeedRouter {
  /// A router answering from `feed` as `behaviour` says.
  static func make(feed: Feed, behaviour: FeedBehaviour) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("**") { request, _ in
      try await Self.answer(path: request.uri.path, feed: feed, behaviour: behaviour)
    }
    return router
  }

  /// The answer for a `GET` of `path`.
  static func answer(path: String, feed: Feed, behaviour: FeedBehaviour) async throws -> Response {
    if behaviour.delay > 0 {
      try await Task.sleep(for: .seconds(behaviour.delay))
    }
    if let failure = behaviour.failure {
      throw FeedError.failing(failure)
    }
    let fileName = path.split(separator: "/").last ?? ""
    guard let range = FeedRange(fileName: fileName), var body = feed.bodies[range] else {
      throw FeedError.notFound(path)
    }
    if behaviour.malformed {
      body = body.prefix(body.count / 2)
    }
    return Response(
      status: .ok,
      headers: [.contentType: behaviour.contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}

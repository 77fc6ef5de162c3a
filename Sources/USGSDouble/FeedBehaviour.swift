/// How the double misbehaves, from its flags: by default it answers every feed correctly.
///
/// Checked in this order for each request: wait `delay`, then fail with `failure`, else answer
/// with `contentType` and the body, truncated when `malformed`.
struct FeedBehaviour: Sendable {
  /// Seconds to wait before answering (`--slow`).
  var delay: Double = 0
  /// The status every request fails with (`--fail`).
  var failure: Int? = nil
  /// The `Content-Type` of successful answers (`--mime`).
  var contentType: String = "application/json"
  /// Whether bodies are cut in half, so they are not valid JSON (`--malformed`).
  var malformed: Bool = false
}

import Hummingbird
import Synchronization

/// The request context of AnimalsDataServer: Hummingbird's basic one with a 1 MiB body limit, and
/// a note the route leaves for the request log.
struct ServerContext: RequestContext {
  /// The largest body the server reads; a bigger one is answered 413.
  static let bodyLimit = 1 << 20

  var coreContext: CoreRequestContextStorage
  /// What the request asked for, written by the route and read by `RequestLog` (contexts are
  /// passed down by value, so the note is a shared reference).
  let note = RequestNote()

  init(source: ApplicationRequestContextSource) {
    self.coreContext = .init(source: source)
  }

  var maxUploadSize: Int { Self.bodyLimit }
}

/// One request's summary for the log (`query categories · mutation addAnimal`).
final class RequestNote: Sendable {
  private let text = Mutex<String?>(nil)

  /// The summary, once the route has written it.
  var summary: String? {
    get { self.text.withLock { $0 } }
    set { self.text.withLock { $0 = newValue } }
  }
}

import CounterData
import Hummingbird
import ImmutableData

/// The service's three routes: each answers the value after what it dispatched, read through the
/// book's selector on the main actor, where the store lives.
enum CounterRoutes {
  static func make(store: Store<CounterState, CounterAction>) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("/counter") { _, _ in Self.answer(await Self.value(of: store)) }
    router.post("/counter/increment") { _, _ in Self.answer(try await Self.dispatch(.didTapIncrementButton, to: store)) }
    router.post("/counter/decrement") { _, _ in Self.answer(try await Self.dispatch(.didTapDecrementButton, to: store)) }
    return router
  }

  @MainActor private static func value(of store: Store<CounterState, CounterAction>) -> Int {
    store.select(CounterState.selectValue())
  }

  @MainActor private static func dispatch(_ action: CounterAction, to store: Store<CounterState, CounterAction>) throws -> Int {
    try store.dispatch(action: action)
    return Self.value(of: store)
  }

  /// `{"value":N}` and a newline, as JSON.
  private static func answer(_ value: Int) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"value\":\(value)}\n")))
  }
}

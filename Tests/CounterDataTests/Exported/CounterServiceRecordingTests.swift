// Exported by imshell's `:export-test` from a session of the counter domain; export again, do not edit.
// The store, reducer and selectors are the domain's own. Effects do not run: what the session's
// effects dispatched is dispatched here as recorded, in the order the shell numbered it.
import CounterData
import ImmutableData
import Testing
import TypedLiterals

@MainActor @Suite struct CounterServiceRecordingTests {
  @Test func replaysTheSession() throws {
    // The state the session started from (:start-from, or an attached app's snapshot).
    let store = try Self.makeStore(startingFrom: #"CounterState(value: 41)"#)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapDecrementButton)
    try store.dispatch(action: .didTapDecrementButton)
    // :expect digest == "a0ba340402379c9e"
    #expect(Self.text(of: store) == Self.text(#"CounterState(value: 40)"#))
  }

  /// The store at launch: the initial state and the domain's reducer.
  static func makeStore() -> Store<CounterState, CounterAction> {
    Store(initialState: CounterState(), reducer: CounterReducer.reduce)
  }

  /// A store starting from `text`, a literal of the state as the shell printed it.
  static func makeStore(startingFrom text: String) throws -> Store<CounterState, CounterAction> {
    Store(initialState: try CounterState(literal: LiteralParser.parse(text)), reducer: CounterReducer.reduce)
  }

  /// `text`, a literal, as the shell prints it (dictionary keys sorted), to compare with the state's;
  /// not throwing, so that `#expect` shows both sides when they differ.
  static func text(_ text: String) -> String {
    (try? LiteralParser.parse(text).description) ?? "not a literal: " + text
  }

  /// The store's state as the shell prints it.
  static func text(of store: Store<CounterState, CounterAction>) -> String {
    store.select { $0 }.literal.description
  }
}

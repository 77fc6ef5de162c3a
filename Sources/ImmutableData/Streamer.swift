/// A source of `(oldState, action)` pairs, one per successful dispatch.
///
/// Listeners compare `oldState` with the state they can select now to decide whether to act.
///
/// - SeeAlso: Redux's listener middleware (book, chapter 1).
public protocol Streamer<State, Action>: Sendable {
  /// The value type the reducer transforms.
  associatedtype State: Sendable
  /// The value type describing what happened.
  associatedtype Action: Sendable
  /// The sequence handed to each listener.
  associatedtype Stream: AsyncSequence, Sendable
  where Self.Stream.Element == (oldState: Self.State, action: Self.Action)

  /// Makes a new stream that yields every action dispatched from now on.
  @MainActor func makeStream() -> Self.Stream
}

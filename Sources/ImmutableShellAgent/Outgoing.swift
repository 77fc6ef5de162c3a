import AttachWire
import ImmutableShell
import TypedLiterals

/// What waits in a shell's outbox: messages, and values the writer thread prints as literals,
/// so that printing a state or an action never runs on the main actor.
enum Outgoing<D: Domain>: Sendable {
  /// A message ready to send.
  case message(AttachMessage)
  /// The `sequence`th action, read from the stream at `millis`.
  case action(sequence: Int, millis: Int64, D.Action)
  /// The state after `sequence` actions.
  case snapshot(sequence: Int, D.State)
  /// The answer to verify request `request`: the digest of the state after `sequence` actions.
  case digest(request: Int, sequence: Int, D.State)
  /// Send `sentence` as a refusal, then end the connection.
  case refuse(String)

  /// The message to send.
  var message: AttachMessage {
    switch self {
    case .message(let message): message
    case .action(let sequence, let millis, let action): .action(sequence: sequence, millis: millis, literal: action.literal.description)
    case .snapshot(let sequence, let state): .snapshot(sequence: sequence, state: state.literal.description)
    case .digest(let request, let sequence, let state):
      .digest(request: request, sequence: sequence, digest: StateDigest.of(state.literal.description))
    case .refuse(let sentence): .refused(sentence)
    }
  }
}

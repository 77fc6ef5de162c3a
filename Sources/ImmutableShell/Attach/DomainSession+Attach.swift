import AttachWire
import ImmutableData
import TypedLiterals

/// What attaching needs of a session: starting from a state given as a literal, and running
/// the app's actions through the same entry an effect's dispatch takes.
extension DomainSession {
  func restart(fromState literal: Literal, source: SourceLine?, base: Int) throws {
    let state: D.State
    do {
      state = try D.State(literal: literal)
    } catch let error as LiteralError {
      guard let source else { throw Diagnostic(.command, "the app's state does not read as the \(D.name) domain's: \(error)") }
      throw Diagnostic(error, in: source, base: base)
    }
    self.parts.timeTravel.restart(at: state)
  }

  func dispatchFromApp(_ literal: Literal) throws {
    let action: D.Action
    do {
      action = try D.Action(literal: literal)
    } catch {
      throw Diagnostic(.command, "the app's action \(literal) does not read as the \(D.name) domain's: \(error)")
    }
    self.dispatchingFromApp = true
    defer { self.dispatchingFromApp = false }
    do {
      try self.parts.hub.dispatch(action, cause: nil)
    } catch {
      throw Diagnostic(.reducerThrew, "the reducer threw \(Self.describe(error)) for the app's \(literal), which the app's own reducer took")
    }
  }

  var stateDigest: String { StateDigest.of(self.parts.hub.store.state.literal.description) }

  var stateLiteral: Literal { self.parts.hub.store.state.literal }
}

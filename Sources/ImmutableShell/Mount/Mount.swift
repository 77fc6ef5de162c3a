/// A mounted component: its watches (named `MOUNT/BookLabel`), how it renders, what it last showed.
@MainActor final class Mount<State: Sendable, Action: Sendable> {
  let name: String
  let component: String
  var call: CallSyntax
  var watches: [Watch<State, Action>]
  var blueprint: ComponentBlueprint<Action>
  /// The lines printed last, part by part (a window's columns); only a part whose lines change
  /// prints again.
  var renderedParts: [[String]] = []
  /// The outputs those lines were rendered from.
  var outputs: [SelectedValue] = []
  /// The appear actions its outputs called for when last looked at: one that joins this list
  /// later (its data loaded) is dispatched then, as a SwiftUI view appearing late would.
  var appeared: [Action] = []
  /// What `MountHost.present()` still has to do for this mount, if anything.
  var presentation: Presentation?

  /// How a mount appears outside any dispatch.
  enum Presentation {
    /// Shown whole, then every appear action its outputs call for dispatched (just mounted, relaunched).
    case whole
    /// These appear actions dispatched (re-parameterized: only the ones not dispatched before).
    case appearing([Action])
  }

  init(name: String, component: String, call: CallSyntax, watches: [Watch<State, Action>], blueprint: ComponentBlueprint<Action>) {
    self.name = name
    self.component = component
    self.call = call
    self.watches = watches
    self.blueprint = blueprint
  }

}

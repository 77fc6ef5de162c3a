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

  init(name: String, component: String, call: CallSyntax, watches: [Watch<State, Action>], blueprint: ComponentBlueprint<Action>) {
    self.name = name
    self.component = component
    self.call = call
    self.watches = watches
    self.blueprint = blueprint
  }

}

import ImmutableData
import TypedLiterals

/// What mounted views show and which appear actions they call for. Each returns the lines to
/// print and the actions to dispatch, in order; the session's pipeline prints and dispatches.
extension MountTable {
  /// The mounts waiting to show outside any dispatch (just mounted, remounted, relaunched), with
  /// how; they wait no longer.
  func takePresentations() -> [(mount: ViewMount, presentation: ViewMount.Presentation)] {
    let waiting = self.mounts.compactMap { mount in mount.presentation.map { (mount: mount, presentation: $0) } }
    for (mount, _) in waiting { mount.presentation = nil }
    return waiting
  }

  /// `mount` appearing as `presentation` says: the lines it shows (all of it when whole), and
  /// the actions to dispatch, which it now counts as appeared.
  func appear(_ mount: ViewMount, _ presentation: ViewMount.Presentation) -> (lines: [String], actions: [D.Action]) {
    var lines: [String] = []
    let actions: [D.Action]
    switch presentation {
    case .whole:
      lines = self.show(mount, outputs: mount.watches.map(\.output))
      actions = mount.blueprint.onAppear(mount.outputs)
    case .appearing(let appearing):
      actions = appearing
    }
    mount.appeared = mount.blueprint.onAppear(mount.watches.map(\.output))
    return (lines, actions)
  }

  /// After a dispatch: the appear actions `mount`'s outputs now call for that they did not
  /// before (the book's list, once its category loads), to dispatch as a view appearing late would.
  func lateAppearances(of mount: ViewMount) -> [D.Action] {
    let now = mount.blueprint.onAppear(mount.watches.map(\.output))
    let new = now.filter { action in !mount.appeared.contains { $0.literal == action.literal } }
    mount.appeared = now
    return new
  }

  /// Each mount as its watches' current outputs show it (after time travel): only what changed.
  func renderAll() -> [String] {
    // Checked first: most sessions mount nothing, and iterating even an empty array of mounts
    // looks up the generic `Mount` metadata.
    guard !self.mounts.isEmpty else { return [] }
    var lines: [String] = []
    for mount in self.mounts {
      lines += self.show(mount, outputs: mount.watches.map(\.output))
      // Time travel re-derives what shows; it dispatches nothing, late appearances included.
      mount.appeared = mount.blueprint.onAppear(mount.outputs)
    }
    return lines
  }

  /// Each mount as it looked right after `outcome`: its outputs as of the previous render, with
  /// what its watches published for this dispatch.
  func lines(after outcome: DispatchOutcome) -> [String] {
    var lines: [String] = []
    for mount in self.mounts where !mount.renderedParts.isEmpty {
      var changed = false
      let outputs = zip(mount.watches, mount.outputs).map { watch, output -> SelectedValue in
        guard let published = outcome.decisions[watch.number]?.published else { return output }
        changed = true
        return published
      }
      if changed { lines += self.show(mount, outputs: outputs) }
    }
    return lines
  }

  /// The parts of `mount` whose text differs from what it showed last (all of it the first
  /// time): a window with a list and a map reprints only the one that changed.
  private func show(_ mount: ViewMount, outputs: [SelectedValue]) -> [String] {
    mount.outputs = outputs
    let parts = mount.blueprint.renderParts(outputs)
    let lines = MountRenderer(maxItems: self.environment.maxItems).lines(name: mount.name, parts: parts, previous: mount.renderedParts)
    mount.renderedParts = parts
    return lines
  }
}

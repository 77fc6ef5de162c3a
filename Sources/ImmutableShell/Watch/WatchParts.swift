import ImmutableUI

/// The selectors and filter a watch definition resolves to.
struct WatchParts<State: Sendable, Action: Sendable> {
  var filter: (@Sendable (State, Action) -> Bool)?
  var dependencies: @MainActor () -> [AnyDependencySelector<State>]
  var output: WatchableSelector<State>
  var outputType: ValueType
}

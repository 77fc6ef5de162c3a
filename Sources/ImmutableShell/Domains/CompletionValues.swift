/// The strings TAB offers inside one parameter's open string (`animalId: "Ca` → `"Cat"`), read
/// from the current state. Made from the declared parameter, so its label is the parameter's and
/// is never written a second time:
///
/// ```swift
/// static let animalId = Parameter("animalId", as: String?.self)
/// completions: [animalId.offering { state in state.animals.data.keys.sorted() }]
/// ```
///
/// The label is what TAB matches, wherever it is written: a selector's argument or an action's
/// (`.ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "`).
public struct CompletionValues<State>: Sendable {
  /// The parameter's label.
  let label: String
  /// The strings offered, in order.
  let values: @Sendable (State) -> [String]
}

/// A type whose values the prompt writes as strings, so TAB can offer them inside one: `String`,
/// and optionals and arrays of it (`orderIDs: ["`).
public protocol StringArgument {}

extension String: StringArgument {}
extension Optional: StringArgument where Wrapped: StringArgument {}
extension Array: StringArgument where Element: StringArgument {}

extension Parameter where Value: StringArgument {
  /// What TAB offers for this parameter, from the current state.
  ///
  /// - Important: `values` must be pure and cheap: it runs before each prompt.
  public func offering<State>(_ values: @escaping @Sendable (State) -> [String]) -> CompletionValues<State> {
    // A parameter the prompt does not write (a setting's) has no label to complete.
    CompletionValues(label: self.descriptor?.label ?? "", values: values)
  }
}

extension Array {
  /// The values offered per label; a label offered twice gets both lists, in table order.
  func offered<State>(in state: State) -> [String: [String]] where Element == CompletionValues<State> {
    var result: [String: [String]] = [:]
    for completion in self { result[completion.label, default: []] += completion.values(state) }
    return result
  }
}

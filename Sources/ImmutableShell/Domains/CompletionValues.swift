import TypedLiterals

/// The strings TAB offers inside one parameter's open string (`animalId: "Ca` → `"Cat"`), read
/// from the current state. Named by a key path to a declaration's stored property, so its label
/// is the property's and is never written a second time:
///
/// ```swift
/// completions: [CompletionValues(\SelectAnimal.animalId) { state in state.animals.data.keys.sorted() }]
/// ```
///
/// The label is what TAB matches, wherever it is written: a selector's argument or an action's
/// (`.ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "`).
public struct CompletionValues<State>: Sendable {
  /// The parameter's label.
  let label: String
  /// The strings offered, in order.
  let values: @Sendable (State) -> [String]

  /// What TAB offers for the parameter `field` names, from the current state.
  ///
  /// - Important: `values` must be pure and cheap: it runs before each prompt.
  public init<Declaration: CallDeclaration, Value: StringArgument>(
    _ field: KeyPath<Declaration, Value>, values: @escaping @Sendable (State) -> [String]
  ) {
    self.label = Self.label(of: field)
    self.values = values
  }

  /// What TAB offers for `label`, a label of `type`'s own (an action case's payload, which has no
  /// key path to name it by): `CompletionValues("todoId", in: TodoAction.UI.self) { … }`.
  ///
  /// - Important: `label` must be one of `type`'s case payload or field labels (checked).
  public init<Payload: TypedLiteral>(_ label: String, in type: Payload.Type, values: @escaping @Sendable (State) -> [String]) {
    let labels: [String?]
    switch Payload.literalShape {
    case .enumeration(_, let cases): labels = cases.flatMap { $0.parameters.map(\.label) }
    case .structure(_, let fields): labels = fields.map(\.label)
    default: labels = []
    }
    precondition(labels.contains(label), "CompletionValues: \(Payload.self) has no label '\(label):'")
    self.label = label
    self.values = values
  }

  /// The stored property's name, checked against the declaration's parameters.
  private static func label<Declaration: CallDeclaration, Value>(of field: KeyPath<Declaration, Value>) -> String {
    // `\SelectAnimal.animalId`: Swift describes a stored property's key path by its name.
    let label = String(String(describing: field).split(separator: ".").last ?? "")
    precondition(
      Declaration.fields.contains { $0.label == label },
      "CompletionValues: \(field) names no parameter of \(Declaration.self) (\(Declaration.fields.compactMap(\.label)))")
    return label
  }
}

/// A type whose values the prompt writes as strings, so TAB can offer them inside one: `String`,
/// and optionals and arrays of it (`orderIDs: ["`).
public protocol StringArgument {}

extension String: StringArgument {}
extension Optional: StringArgument where Wrapped: StringArgument {}
extension Array: StringArgument where Element: StringArgument {}

extension Array {
  /// The values offered per label; a label offered twice gets both lists, in table order.
  func offered<State>(in state: State) -> [String: [String]] where Element == CompletionValues<State> {
    var result: [String: [String]] = [:]
    for completion in self { result[completion.label, default: []] += completion.values(state) }
    return result
  }
}

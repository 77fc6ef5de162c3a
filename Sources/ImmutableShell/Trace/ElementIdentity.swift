import TypedLiterals

/// What identifies an element of an array in a diff: its `Identifiable` id (`Animal.id`, the
/// animal's `animalId`), for a type of the domain's state or selector outputs that conforms;
/// otherwise its whole text. Nothing is guessed from a field's name.
struct ElementIdentity {
  /// The domain's named types that are `Identifiable`, by the name their literals carry, each
  /// with how to read an element's id as a literal.
  private let identify: [String: (Literal) -> Literal?]

  /// The identities of the types reachable from `roots` (a state type, selector output types).
  init(_ roots: [any TypedLiteral.Type]) {
    var identify: [String: (Literal) -> Literal?] = [:]
    var visited: Set<String> = []
    var pending = roots
    while let type = pending.popLast() {
      switch type.literalShape {
      case .string, .integer, .double, .bool, .date: break
      case .optional(let wrapped): pending.append(wrapped)
      case .array(let element): pending.append(element)
      case .dictionary(let key, let value): pending += [key, value]
      case .enumeration(let name, let cases):
        guard visited.insert(name).inserted else { continue }
        pending += cases.flatMap { $0.parameters.map(\.type) }
      case .structure(let name, let fields):
        guard visited.insert(name).inserted else { continue }
        pending += fields.map(\.type)
        if let identifiable = type as? any (TypedLiteral & Identifiable).Type { identify[name] = Self.reader(identifiable) }
      }
    }
    self.identify = identify
  }

  /// The identities of a domain's state and selector outputs.
  init<D: Domain>(_ domain: D.Type) {
    self.init([D.State.self] + D.configuration.selectors.map(\.outputType))
  }

  /// The key `literal` is matched by across two arrays.
  func key(_ literal: Literal) -> ElementKey {
    if case .construct(let type, _) = literal.kind, let read = self.identify[type], let id = read(literal) {
      return ElementKey(text: LiteralPrinter(maxItems: 0).text(id))
    }
    return ElementKey(text: LiteralPrinter(maxItems: 0).text(literal))
  }

  /// Reads an element of `type` back and takes its id, when the id prints as a literal.
  private static func reader<T: TypedLiteral & Identifiable>(_ type: T.Type) -> (Literal) -> Literal? {
    { literal in ((try? T(literal: literal))?.id as? any TypedLiteral)?.literal }
  }
}

/// An element's identity in a diff, as text: `"Cat"`, or the whole element.
struct ElementKey: Hashable {
  let text: String
}

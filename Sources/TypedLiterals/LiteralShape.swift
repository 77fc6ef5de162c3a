/// The schema of a `TypedLiteral` type: what its literals look like.
public indirect enum LiteralShape: Sendable {
  case string, integer, double, bool
  /// An ISO-8601 date or timestamp, written as a string.
  case date
  case optional(wrapped: any TypedLiteral.Type)
  case array(element: any TypedLiteral.Type)
  case dictionary(key: any TypedLiteral.Type, value: any TypedLiteral.Type)
  /// An enum: `.case` or `.case(label: value, …)`.
  case enumeration(name: String, cases: [LiteralCase])
  /// A struct: `Name(field: value, …)`.
  case structure(name: String, fields: [LiteralParameter])
}

/// One enum case of a schema.
public struct LiteralCase: Sendable {
  /// The case name.
  public let name: String
  /// Its payload, in order; empty for a case without one.
  public let parameters: [LiteralParameter]

  /// Creates a case.
  public init(_ name: String, _ parameters: [LiteralParameter] = []) {
    self.name = name
    self.parameters = parameters
  }

  /// How the case is listed: `.onAppear`, `.didFetchAnimals(result:)`, `.ui(_:)`.
  public var signature: String {
    guard !self.parameters.isEmpty else { return "." + self.name }
    return "." + self.name + "(" + self.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

/// One labelled slot of a case payload or a struct.
public struct LiteralParameter: Sendable {
  /// The argument label; nil where Swift's is `_`.
  public let label: String?
  /// The slot's type.
  public let type: any TypedLiteral.Type
  /// The value a struct literal gets when it leaves this field out: the declaration's
  /// initializer (`var sort: AnimalSort = .name`), or nil for a `var` of optional type declared
  /// without one, as Swift's memberwise initializer does. Nil for a field that must be written.
  public let defaultValue: Literal?

  /// Creates a parameter; `defaultValue` lets a struct literal leave it out.
  public init(_ label: String?, _ type: any TypedLiteral.Type, default defaultValue: Literal? = nil) {
    self.label = label
    self.type = type
    self.defaultValue = defaultValue
  }
}

extension LiteralShape {
  /// A short name for messages: `String`, `[Animal]`, `CategoryList`.
  public var typeName: String {
    switch self {
    case .string: "String"
    case .integer: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .date: "Date"
    case .optional(let wrapped): wrapped.literalShape.typeName + "?"
    case .array(let element): "[" + element.literalShape.typeName + "]"
    case .dictionary(let key, let value): "[" + key.literalShape.typeName + ": " + value.literalShape.typeName + "]"
    case .enumeration(let name, _), .structure(let name, _): name
    }
  }

  /// The forms accepted where this type is expected, for errors and completion.
  public func expectedForms(samples: [String] = []) -> [String] {
    let sampleForms = samples.map { "." + $0 }
    switch self {
    case .string: return ["a string"]
    case .integer: return ["an integer"]
    case .double: return ["a number"]
    case .bool: return ["true", "false"]
    case .date: return ["an ISO-8601 date string", "Date(timeIntervalSinceReferenceDate:)"]
    case .optional(let wrapped): return wrapped.literalShape.expectedForms(samples: wrapped.sampleNames) + ["nil"]
    case .array: return ["[…]"]
    case .dictionary: return ["[key: value, …]", "[:]"]
    case .enumeration(_, let cases): return cases.map(\.signature) + sampleForms
    case .structure(let name, let fields):
      return [name + "(" + fields.map { ($0.label ?? "_") + ":" }.joined() + ")"] + sampleForms
    }
  }
}

extension TypedLiteral {
  /// The names of `literalSamples`, in declaration order.
  public static var sampleNames: [String] { Self.literalSamples.map(\.name) }
}

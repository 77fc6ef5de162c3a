/// A literal matched against an enum or struct schema, ready for generated code to build from.
public enum ResolvedLiteral<Value> {
  /// A static sample such as `.dog`.
  case sample(Value)
  /// An enum case (its name) or a struct (the type name), with one value per parameter, in order.
  case members(name: String, values: [Literal])
}

extension Literal {
  /// Reads a value of the type the context expects.
  public func decode<T: TypedLiteral>(as type: T.Type = T.self) throws -> T {
    try T(literal: self)
  }

  /// Matches this literal against `T`'s enum or struct schema; the code `generate-typed-literals` generates
  /// calls this and only switches on the result.
  ///
  /// - Throws: `LiteralError` naming the valid cases, with a did-you-mean, or the bad argument.
  public func resolve<T: TypedLiteral>(as type: T.Type) throws -> ResolvedLiteral<T> {
    switch (T.literalShape, self.caseSpelling ?? self.kind) {
    case (.enumeration(let name, let cases), .member(let qualifier, let member, let arguments)):
      try self.checkQualifier(qualifier, of: name, in: T.self)
      if arguments == nil, let sample = T.literalSamples.first(where: { $0.name == member }) {
        return .sample(sample.value)
      }
      guard let match = cases.first(where: { $0.name == member }) else {
        throw self.unknownMember(member, of: T.self, names: cases.map(\.name) + T.sampleNames)
      }
      if let arguments, match.parameters.isEmpty {
        // Swift rejects `.onAppear()` as well as `.onAppear(1)`: the case has no payload to call.
        throw LiteralError(
          position: self.argumentsPosition ?? self.position,
          message: arguments.isEmpty ? "'.\(member)' has no associated values; write it without '()'" : "takes no arguments",
          expected: [match.signature])
      }
      return .members(name: member, values: try self.match(arguments, to: match.parameters, in: match.signature))
    case (.structure(let name, let fields), .member(let qualifier, let member, let arguments?))
    where Self.isInitializer(qualifier, member, of: T.self):
      // `.init(…)`, `Transfer.init(…)` or `LedgerAction.UI.Transfer(…)`, as Swift reads them.
      return .members(name: name, values: try self.match(arguments, to: fields, in: T.literalShape.expectedForms()[0]))
    case (.structure(let name, _), .member(let qualifier, let member, nil)):
      try self.checkQualifier(qualifier, of: name, in: T.self)
      guard let sample = T.literalSamples.first(where: { $0.name == member }) else {
        throw self.unknownMember(member, of: T.self, names: T.sampleNames)
      }
      return .sample(sample.value)
    case (.structure(let name, let fields), .construct(let typeName, let arguments)) where typeName == name:
      let signature = T.literalShape.expectedForms()[0]
      return .members(name: name, values: try self.match(arguments, to: fields, in: signature))
    default:
      throw self.mismatch(expecting: T.self)
    }
  }

  /// An error saying this literal is not a `T`.
  public func mismatch<T: TypedLiteral>(expecting type: T.Type) -> LiteralError {
    LiteralError(
      position: self.position,
      message: "expected \(Self.expectedName(of: T.self)), found \(self.kindDescription)",
      expected: T.literalShape.expectedForms(samples: T.sampleNames))
  }

  /// The schema's name for `T`, or Swift's for an integer of another width than `Int` (`UInt8`).
  private static func expectedName<T: TypedLiteral>(of type: T.Type) -> String {
    if case .integer = T.literalShape, T.self != Int.self { return "\(T.self)" }
    return T.literalShape.typeName
  }

  /// How this literal reads in a message: `a string`, `.onAppear`, `Animal(…)`.
  public var kindDescription: String {
    switch self.kind {
    case .string: "a string"
    case .integer, .unsignedInteger, .double: "a number"
    case .bool(let value): value ? "true" : "false"
    case .null: "nil"
    case .array, .elided: "an array"
    case .dictionary: "a dictionary"
    case .member(let type, let name, _): quotedName((type ?? "") + "." + name)
    case .construct(let type, _): quotedName(type + "(…)")
    }
  }
}

extension Literal {
  /// `.infinity` and `.nan` parse as doubles; where an enum or a struct's sample is expected they
  /// are the names of cases, as Swift's context would read them.
  private var caseSpelling: Kind? {
    guard case .double(let value) = self.kind, !value.isFinite, value.isNaN || value > 0 else { return nil }
    return .member(type: nil, name: value.isNaN ? "nan" : "infinity", arguments: nil)
  }

  private func checkQualifier<T: TypedLiteral>(_ qualifier: String?, of name: String, in type: T.Type) throws {
    guard let qualifier, !Self.names(qualifier, T.self) else { return }
    throw self.mismatch(expecting: T.self)
  }

  /// Whether `path` names `T`: its short name, its Swift name or a qualified tail of it
  /// (`Transfer`, `UI.Transfer` or `LedgerAction.UI.Transfer` for `LedgerAction.UI.Transfer`).
  static func names<T: TypedLiteral>(_ path: String, _ type: T.Type) -> Bool {
    let full = T.swiftTypeName
    return path == T.literalShape.typeName || path == full || full.hasSuffix("." + path)
  }

  /// Whether `qualifier.member(…)` calls `T`'s memberwise initializer: `.init`, `T.init`, or the
  /// type named with its qualifiers (`LedgerAction.UI.Transfer`).
  private static func isInitializer<T: TypedLiteral>(_ qualifier: String?, _ member: String, of type: T.Type) -> Bool {
    guard let qualifier else { return member == "init" }
    return member == "init" ? Self.names(qualifier, T.self) : Self.names(qualifier + "." + member, T.self)
  }

  private func unknownMember<T: TypedLiteral>(_ member: String, of type: T.Type, names: [String]) -> LiteralError {
    // Point at the name itself, after `.` or `Type.`.
    var namePosition = self.position
    if case .member(let qualifier, _, _) = self.kind { namePosition = self.position.map { $0 + (qualifier?.unicodeScalars.count ?? 0) + 1 } }
    return LiteralError(
      position: namePosition,
      message: "\(quotedName("." + member)) is not a case of \(T.literalShape.typeName)",
      expected: T.literalShape.expectedForms(samples: T.sampleNames),
      suggestion: closestMatch(to: member, among: names).map { "." + $0 })
  }

  /// Pairs written arguments with parameters. A label may be left out where Swift's is `_` or
  /// where the payload is a single value; otherwise labels must match, in order.
  private func match(_ written: [Argument]?, to parameters: [LiteralParameter], in signature: String) throws -> [Literal] {
    guard let written else {
      guard parameters.isEmpty else {
        throw LiteralError(position: self.position, message: "missing arguments", expected: [signature])
      }
      return []
    }
    let arguments = Self.fillingDefaults(written, parameters)
    guard arguments.count == parameters.count else {
      let given = Set(arguments.compactMap(\.label))
      let missing = parameters.compactMap(\.label).filter { !given.contains($0) }.map { "'\($0):'" }
      let count = "takes \(counted(parameters.count, "argument")), found \(arguments.count)"
      let message =
        parameters.isEmpty ? "takes no arguments"
        : arguments.count < parameters.count && !missing.isEmpty ? "missing \(missing.joined(separator: ", ")) (\(count))" : count
      throw LiteralError(position: self.position, message: message, expected: [signature])
    }
    for (argument, parameter) in zip(arguments, parameters) where argument.label != parameter.label {
      let optional = argument.label == nil && (parameter.label == nil || parameters.count == 1)
      guard !optional else { continue }
      let message = parameter.label.map { "expected label '\($0):'" } ?? "unexpected label '\(argument.label ?? ""):'"
      throw LiteralError(position: argument.position ?? self.position, message: message, expected: [signature])
    }
    return arguments.map(\.value)
  }

  /// `arguments` with the default of each field they leave out in its place, as Swift's
  /// memberwise initializer reads `Page(title: "A")` for `Page(title: String, size: Int = 10)`:
  /// each written argument goes to the next field its label names, defaulted fields before it
  /// skipped. A required field is never skipped: the argument in its place then fails to match
  /// it, with the usual error.
  private static func fillingDefaults(_ arguments: [Argument], _ parameters: [LiteralParameter]) -> [Argument] {
    guard arguments.count < parameters.count, parameters.contains(where: { $0.defaultValue != nil }) else { return arguments }
    var filled: [Argument] = []
    var rest = arguments[...]
    for parameter in parameters {
      if let next = rest.first, next.label == parameter.label || parameter.defaultValue == nil {
        filled.append(next)
        rest = rest.dropFirst()
      } else if let defaultValue = parameter.defaultValue {
        filled.append(Argument(label: parameter.label, value: defaultValue))
      }
    }
    return filled + rest
  }
}

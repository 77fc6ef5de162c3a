import TypedLiterals

/// A path applied to a selected value in `:expect`: `.count`, `.first`, `.last`, `[i]`, `.field`.
/// On arrays `.field` maps over the elements; on nil every step gives nil.
enum Projection: Sendable, Equatable {
  case count, first, last
  case index(Int)
  case field(String)

  /// Reads projections at the parser's cursor until something else comes.
  static func parseAll(_ parser: inout LiteralParser, limit: Int = .max) throws -> [Projection] {
    var result: [Projection] = []
    while result.count < limit {
      if parser.consume(.dot) {
        let name = try parser.identifier(context: "a field, .count, .first or .last")
        result.append(["count": .count, "first": .first, "last": .last][name] ?? .field(name))
      } else if parser.consume(.openBracket) {
        guard case .integer(let index) = parser.current.kind else {
          throw parser.unexpected(expecting: ["an index"], context: "an index")
        }
        parser.advance()
        try parser.expect(.closeBracket, context: "']'")
        result.append(.index(index))
      } else {
        return result
      }
    }
    return result
  }

  /// Reads the projections at the parser's cursor and applies each to `value` of `type`
  /// (`:expect` and `:select` share this).
  static func applyAll(_ parser: inout LiteralParser, to value: Literal, of type: ValueType) throws -> (Literal, ValueType) {
    var applied: [Projection] = []
    return try Self.applyAll(&parser, to: value, of: type, applied: &applied)
  }

  /// `applyAll`, also handing back the projections read (`:expect` exports them).
  static func applyAll(
    _ parser: inout LiteralParser, to value: Literal, of type: ValueType, applied: inout [Projection]
  ) throws -> (Literal, ValueType) {
    var (value, type) = (value, type)
    while parser.current.kind == .dot || parser.current.kind == .openBracket {
      let at = parser.current.position
      guard let projection = try Self.parseAll(&parser, limit: 1).first else { break }
      guard let projected = value.applying(projection), let next = type.applying(projection) else {
        throw LiteralError(position: at, message: "\(projection.text) does not apply to \(value)")
      }
      (value, type) = (projected, next)
      applied.append(projection)
    }
    return (value, type)
  }

  /// The projections in Swift after an expression of `type`: `?.diet`, `.map(\.name)`, `.first?.name`.
  static func swiftSpelling(_ projections: [Projection], after type: ValueType) -> String {
    var (text, inner) = ("", type)
    for projection in projections {
      var current = inner.unwrapped
      if case .optional(let wrapped) = current {
        text += "?"
        current = wrapped.unwrapped
      }
      switch (projection, current) {
      case (.field(let name), .array(let element)):
        text += ".map(\\.\(name))"
        inner = element.applying(projection).map { .array($0) } ?? current
      default:
        text += projection.text
        inner = current.applying(projection) ?? current
      }
    }
    return text
  }

  /// How the projection is written.
  var text: String {
    switch self {
    case .count: ".count"
    case .first: ".first"
    case .last: ".last"
    case .index(let index): "[\(index)]"
    case .field(let name): "." + name
    }
  }
}

/// The static type of a (projected) value, to read the other side of `:expect` as that type.
indirect enum ValueType: Sendable {
  case typed(any TypedLiteral.Type)
  case optional(ValueType)
  case array(ValueType)

  /// Reads `literal` as this type and prints it back in canonical form.
  func normalize(_ literal: Literal) throws -> Literal {
    switch self {
    case .typed(let type): return try type.init(literal: literal).literal
    case .optional(let wrapped):
      if case .null = literal.kind { return literal }
      return try wrapped.normalize(literal)
    case .array(let element):
      guard case .array(let elements) = literal.kind else {
        throw LiteralError(position: literal.position, message: "expected an array, found \(literal.kindDescription)")
      }
      return Literal(.array(try elements.map { try element.normalize($0) }))
    }
  }

  /// Optional and array shapes made explicit, so projections can see through them.
  fileprivate var unwrapped: ValueType {
    guard case .typed(let type) = self else { return self }
    switch type.literalShape {
    case .optional(let wrapped): return .optional(ValueType.typed(wrapped).unwrapped)
    case .array(let element): return .array(.typed(element))
    default: return self
    }
  }

  /// The type after `projection`, or nil if it does not apply.
  func applying(_ projection: Projection) -> ValueType? {
    switch (projection, self.unwrapped) {
    case (_, .optional(let wrapped)):
      return wrapped.applying(projection).map { if case .optional = $0 { $0 } else { .optional($0) } }
    case (.count, _): return .typed(Int.self)
    case (.first, .array(let element)), (.last, .array(let element)): return .optional(element)
    case (.index, .array(let element)): return element
    case (.field(let name), .array(let element)): return element.applying(.field(name)).map { .array($0) }
    case (.field(let name), .typed(let type)):
      guard case .structure(_, let fields) = type.literalShape,
        let field = fields.first(where: { $0.label == name })
      else { return nil }
      return .typed(field.type)
    default: return nil
    }
  }
}

extension Literal {
  /// This literal after `projection`; nil when it does not apply (an index out of range too).
  func applying(_ projection: Projection) -> Literal? {
    switch (projection, self.kind) {
    case (_, .null): return self
    case (.count, .array(let elements)): return Literal(.integer(elements.count))
    case (.count, .dictionary(let entries)): return Literal(.integer(entries.count))
    case (.count, .string(let text)): return Literal(.integer(text.count))
    case (.first, .array(let elements)): return elements.first ?? Literal(.null)
    case (.last, .array(let elements)): return elements.last ?? Literal(.null)
    case (.index(let index), .array(let elements)):
      return elements.indices.contains(index) ? elements[index] : nil
    case (.field, .array(let elements)):
      let mapped = elements.compactMap { $0.applying(projection) }
      return mapped.count == elements.count ? Literal(.array(mapped)) : nil
    case (.field(let name), .construct(_, let arguments)):
      return arguments.first(where: { $0.label == name })?.value
    default: return nil
    }
  }
}

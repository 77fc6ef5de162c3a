import TypedLiterals

/// Completes an action literal segment by segment: after `.ui(.cat` it offers
/// `.categoryList(`, reading the expected type at the cursor from the `TypedLiteral` schema.
struct LiteralCompleter {
  private let tokens: [LiteralToken]
  private var index = 0
  private let cursor: Int

  /// Candidates for the end of `text` (the line up to the cursor), where a value of `root` starts at `base`.
  static func complete(_ text: String, root: any TypedLiteral.Type) -> (start: Int, candidates: [String])? {
    guard let tokens = try? LiteralLexer.tokens(of: text) else { return nil }
    var walker = LiteralCompleter(tokens: tokens, cursor: text.unicodeScalars.count)
    return walker.value(expecting: root)
  }

  private init(tokens: [LiteralToken], cursor: Int) {
    self.tokens = tokens
    self.cursor = cursor
  }

  private var current: LiteralToken.Kind { self.tokens[self.index].kind }
  private var next: LiteralToken.Kind { self.tokens[Swift.min(self.index + 1, self.tokens.count - 1)].kind }

  /// Walks one value; returns candidates if the input ends inside it.
  private mutating func value(expecting type: (any TypedLiteral.Type)?) -> (start: Int, candidates: [String])? {
    let start = self.tokens[self.index].position
    switch self.current {
    case .end:
      return (self.cursor, Self.initializers(of: type, matching: "") + Self.members(of: type, matching: ""))
    case .dot:
      self.index += 1
      var name = ""
      if case .identifier(let word) = self.current { name = word; self.index += 1 }
      if self.current == .end { return (start, Self.members(of: type, matching: name)) }
      guard self.current == .openParen else { return nil }
      return self.arguments(Self.parameters(of: type, case: name))
    case .identifier(let word):
      self.index += 1
      if self.current == .end { return (start, Self.initializers(of: type, matching: word)) }
      var path = word
      // `LedgerAction.UI.Transfer(`: the qualifiers before a nested type's own name.
      while self.current == .dot, case .identifier(let part) = self.next, self.tokens[self.index + 2].kind == .dot {
        path += "." + part
        self.index += 2
      }
      if self.current == .dot, case .identifier(let last) = self.next, self.tokens[self.index + 2].kind == .openParen,
        Self.isStructure(type, named: path + "." + last)
      {
        self.index += 2
        return self.arguments(Self.structureFields(of: type))
      }
      if self.current == .dot { return self.value(expecting: type) }
      guard self.current == .openParen else { return nil }
      return self.arguments(Self.structureFields(of: type))
    case .openBracket:
      self.index += 1
      let element = Self.element(of: type)
      while true {
        if self.current == .closeBracket { self.index += 1; return nil }
        if let result = self.value(expecting: element) { return result }
        if self.current == .comma || self.current == .colon { self.index += 1; continue }
        if self.current == .closeBracket { self.index += 1 }
        return nil
      }
    default:
      self.index += 1
      return nil
    }
  }

  private mutating func arguments(_ parameters: [LiteralParameter]) -> (start: Int, candidates: [String])? {
    self.index += 1
    var position = 0
    var used: Set<String> = []
    while true {
      if self.current == .closeParen { self.index += 1; return nil }
      let unused = parameters.compactMap(\.label).filter { !used.contains($0) }
      if case .identifier(let word) = self.current, self.next == .end {
        // A label, or the start of an unlabelled struct value: `Tr` → `Transfer(`.
        let labels = unused.filter { $0.hasPrefix(word) }.map { $0 + ": " }
        let slot = parameters.indices.contains(position) ? parameters[position] : nil
        let values = slot.map { $0.label == nil ? Self.initializers(of: $0.type, matching: word) : [] } ?? []
        return (self.tokens[self.index].position, labels + values)
      }
      var parameter = parameters.indices.contains(position) ? parameters[position] : nil
      // At the start of an argument: the labels still free, or the values of an unlabelled one.
      if self.current == .end {
        guard let parameter, parameter.label == nil else { return (self.cursor, unused.map { $0 + ": " }) }
        return (self.cursor, Self.initializers(of: parameter.type, matching: "") + Self.members(of: parameter.type, matching: ""))
      }
      if case .identifier(let label) = self.current, self.next == .colon {
        parameter = parameters.first { $0.label == label }
        used.insert(label)
        self.index += 2
      }
      if let result = self.value(expecting: parameter?.type) { return result }
      guard self.current == .comma else { return self.current == .end ? (self.cursor, []) : nil }
      self.index += 1
      position += 1
    }
  }

  private static func unwrapped(_ type: (any TypedLiteral.Type)?) -> (any TypedLiteral.Type)? {
    guard let type else { return nil }
    if case .optional(let wrapped) = type.literalShape { return Self.unwrapped(wrapped) }
    return type
  }

  static func members(of type: (any TypedLiteral.Type)?, matching prefix: String) -> [String] {
    guard let type = Self.unwrapped(type) else { return [] }
    let samples = type.sampleNames.map { "." + $0 }
    var names: [String]
    switch type.literalShape {
    case .enumeration(_, let cases): names = cases.map { "." + $0.name + ($0.parameters.isEmpty ? "" : "(") } + samples
    case .structure: names = [".init("] + samples
    default: names = []
    }
    return names.filter { $0.dropFirst().hasPrefix(prefix) }
  }

  private static func parameters(of type: (any TypedLiteral.Type)?, case name: String) -> [LiteralParameter] {
    if name == "init" { return Self.structureFields(of: type) }
    guard let type = Self.unwrapped(type), case .enumeration(_, let cases) = type.literalShape else { return [] }
    return cases.first { $0.name == name }?.parameters ?? []
  }

  /// `Transfer(` where a struct is expected and its name starts with `prefix`.
  static func initializers(of type: (any TypedLiteral.Type)?, matching prefix: String) -> [String] {
    guard let type = Self.unwrapped(type), case .structure(let name, _) = type.literalShape, name.hasPrefix(prefix) else {
      return []
    }
    return [name + "("]
  }

  /// Whether `path` (`LedgerAction.UI.Transfer`) is the expected struct's Swift name, or its tail.
  private static func isStructure(_ type: (any TypedLiteral.Type)?, named path: String) -> Bool {
    guard let type = Self.unwrapped(type), case .structure = type.literalShape else { return false }
    return type.swiftTypeName == path || type.swiftTypeName.hasSuffix("." + path)
  }

  private static func structureFields(of type: (any TypedLiteral.Type)?) -> [LiteralParameter] {
    guard let type = Self.unwrapped(type), case .structure(_, let fields) = type.literalShape else { return [] }
    return fields
  }

  private static func element(of type: (any TypedLiteral.Type)?) -> (any TypedLiteral.Type)? {
    guard let type = Self.unwrapped(type) else { return nil }
    switch type.literalShape {
    case .array(let element): return element
    case .dictionary(_, let value): return value
    default: return nil
    }
  }
}

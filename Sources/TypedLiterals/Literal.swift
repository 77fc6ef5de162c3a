/// A value written in Swift's literal syntax: `.ui(.categoryList(.onAppear))`, `"Cat"`, `[1, 2]`,
/// `Animal(animalId: "Dog", …)`, `Category.mammal`, `["k": .ready]`.
///
/// The parser makes these from text, typed values make them with `literal`, and the printer turns
/// them back into text, so every printed value can be pasted back. `position` (a Unicode-scalar
/// offset into the parsed text) is kept for error messages and ignored by `==`.
public struct Literal: Sendable, Equatable {
  /// What the literal is.
  public var kind: Kind
  /// Where it started in the source text, when it came from the parser.
  public var position: Int?
  /// Where the `(` of a member's or constructor's arguments is, when it came from the parser:
  /// errors about the argument list as a whole (`.onAppear()`) point there.
  public var argumentsPosition: Int?

  /// The forms a literal takes.
  public indirect enum Kind: Sendable, Equatable {
    /// A string, unescaped.
    case string(String)
    /// An integer.
    case integer(Int)
    /// An integer above `Int.max` that fits in 64 bits: only `UInt` and `UInt64` hold one.
    case unsignedInteger(UInt64)
    /// A floating-point number; `.infinity`, `-.infinity` and `.nan` are written as Swift spells them.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`.
    case null
    /// `[a, b, …]`.
    case array([Literal])
    /// `[key: value, …]`, in written order (printers sort keys).
    case dictionary([Entry])
    /// `.name`, `.name(args)`, `Type.name` or `Type.name(args)`: an enum case or a static sample.
    case member(type: String?, name: String, arguments: [Argument]?)
    /// `Type(args)`: a model constructor.
    case construct(type: String, arguments: [Argument])
    /// `[N items]`: a collection too long to print; never parsed back.
    case elided(count: Int)
  }

  /// One argument of a call: an optional label and a value.
  public struct Argument: Sendable, Equatable {
    /// The label, or nil where none was written.
    public var label: String?
    /// The value.
    public var value: Literal
    /// Where the label (or the value, without a label) started.
    public var position: Int?

    /// Creates an argument.
    public init(label: String?, value: Literal, position: Int? = nil) {
      self.label = label
      self.value = value
      self.position = position
    }

    public static func == (lhs: Argument, rhs: Argument) -> Bool {
      lhs.label == rhs.label && lhs.value == rhs.value
    }
  }

  /// One `key: value` pair of a dictionary literal.
  public struct Entry: Sendable, Equatable {
    /// The key.
    public var key: Literal
    /// The value.
    public var value: Literal

    /// Creates an entry.
    public init(key: Literal, value: Literal) {
      self.key = key
      self.value = value
    }
  }

  /// Creates a literal.
  public init(_ kind: Kind, position: Int? = nil, argumentsPosition: Int? = nil) {
    self.kind = kind
    self.position = position
    self.argumentsPosition = argumentsPosition
  }

  public static func == (lhs: Literal, rhs: Literal) -> Bool {
    lhs.kind == rhs.kind
  }
}

extension Literal {
  /// `.name` or `.name(label: value, …)`, as generated code writes enum cases.
  public static func member(_ name: String, _ arguments: [(String?, Literal)]? = nil) -> Literal {
    Literal(.member(type: nil, name: name, arguments: arguments?.map { Argument(label: $0.0, value: $0.1) }))
  }

  /// `Type(label: value, …)`, as generated code writes structures.
  public static func construct(_ type: String, _ arguments: [(String?, Literal)]) -> Literal {
    Literal(.construct(type: type, arguments: arguments.map { Argument(label: $0.0, value: $0.1) }))
  }
}

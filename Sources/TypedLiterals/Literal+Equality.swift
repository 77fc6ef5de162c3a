extension Literal.Kind {
  /// Structural equality in which NaN equals NaN.
  ///
  /// A literal is text, and `.nan` reads back as `.nan`: with `Double`'s own `==`, a printed NaN
  /// could never compare equal to what it parses back to, and neither could any action holding one.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.dictionary(let a), .dictionary(let b)): a == b
    case (.member(let aType, let aName, let aArguments), .member(let bType, let bName, let bArguments)):
      aType == bType && aName == bName && aArguments == bArguments
    case (.construct(let aType, let aArguments), .construct(let bType, let bArguments)):
      aType == bType && aArguments == bArguments
    case (.elided(let a), .elided(let b)): a == b
    default: false
    }
  }
}

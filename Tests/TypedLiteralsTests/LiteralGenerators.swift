import PropertyBased
import TypedLiterals

/// Scalars that stress the printer's escapes and the lexer: quotes, backslashes, control
/// characters, punctuation of the literal language, combining marks, flags, emoji.
let trickyScalars: [Unicode.Scalar] = [
  "\"", "\\", "\n", "\t", "\r", "\0", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}",
  " ", "(", ")", "[", "]", ":", ",", ".", "#", "-", "=", "é", "\u{301}", "\u{1F1EB}", "\u{1F1F7}", "😀",
]

extension Gen where Value == String {
  /// Short text: printable ASCII, tricky scalars, or any scalar at all.
  static let text = Gen<Unicode.Scalar>.oneOf(
    Gen<Unicode.Scalar>.unicodeScalar(in: " "..."~").eraseToAny(),
    Gen<Unicode.Scalar?>.element(of: trickyScalars).map { $0! }.eraseToAny(),
    Gen<Unicode.Scalar>.unicodeScalar(in: "\u{0}"..."\u{10FFFF}").eraseToAny()
  ).array(of: 0...10).map { String(String.UnicodeScalarView($0)) }

  /// A name as the lexer reads one: a letter or `_`, then letters, digits and `_`.
  static let identifier = zip(
    Gen<Character?>.element(of: Array("abcxyzABCZ_é")).map { $0! },
    Gen<Character?>.element(of: Array("abcxyzABCZ_0123456789")).map { $0! }.array(of: 0...6)
  ).map { String($0) + String($1) }
}

extension Gen where Value == Double {
  /// Doubles of every kind the printer must spell: ordinary, huge, tiny, negative zero, infinite, NaN.
  static let anyDouble = Gen<Double>.oneOf(
    Gen<Double>.double(in: -1e6...1e6).eraseToAny(),
    Gen<Double?>.element(of: [
      0.0, -0.0, 0.1, 1.0 / 3.0, 1e15, 1e16, -1e-7, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, .leastNormalMagnitude, .infinity, -.infinity, .nan, .ulpOfOne,
    ]).map { $0! }.eraseToAny(),
    Gen<UInt64>.value().map { Double(bitPattern: $0) }.eraseToAny()
  )
}

extension Gen where Value == Int {
  /// Integers near zero and at the edges of `Int`.
  static let anyInt = Gen<Int>.oneOf(
    Gen<Int>.int(in: -1000...1000).eraseToAny(),
    Gen<Int?>.element(of: [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]).map { $0! }.eraseToAny(),
    Gen<Int>.int().eraseToAny()
  )
}

extension Gen where Value == Literal {
  /// Literal trees up to `depth` levels: every kind the parser makes (never `.elided`), with
  /// dictionary entries in printed-key order, since that is the order the printer writes.
  static func literal(depth: Int) -> Generator<Literal, Shrink.None<Literal>> {
    Generator { rng in
      let leaves = 6
      let choice = Int.random(in: 0..<(depth > 0 ? leaves + 4 : leaves), using: &rng)
      switch choice {
      case 0: return Literal(.string(Gen<String>.text.run(using: &rng)))
      case 1: return Literal(.integer(Gen<Int>.anyInt.run(using: &rng)))
      case 2: return Literal(.double(Gen<Double>.anyDouble.run(using: &rng)))
      case 3: return Literal(.bool(Bool.random(using: &rng)))
      case 4: return Literal(.null)
      case 5: return Literal(.member(type: nil, name: Gen<String>.identifier.run(using: &rng), arguments: nil))
      case 6:
        return Literal(.array(Self.literal(depth: depth - 1).array(of: 0...3).run(using: &rng)))
      case 7:
        let entries = zip(Self.literal(depth: depth - 1), Self.literal(depth: depth - 1)).array(of: 0...3).run(using: &rng)
        var seen = Set<String>()
        let unique = entries.map { Literal.Entry(key: $0.0, value: $0.1) }.filter { seen.insert($0.key.description).inserted }
        return Literal(.dictionary(unique.sorted { $0.key.description < $1.key.description }))
      case 8:
        let qualifier = Bool.random(using: &rng) ? typeName(Gen<String>.identifier.run(using: &rng)) : nil
        return Literal(.member(type: qualifier, name: Gen<String>.identifier.run(using: &rng), arguments: Self.arguments(depth: depth, using: &rng)))
      default:
        return Literal(.construct(type: typeName(Gen<String>.identifier.run(using: &rng)), arguments: Self.arguments(depth: depth, using: &rng)))
      }
    }
  }

  private static func arguments(depth: Int, using rng: inout any SeededRandomNumberGenerator) -> [Literal.Argument] {
    let value = Self.literal(depth: depth - 1)
    let label = Gen<String>.identifier.optional
    return (0..<Int.random(in: 0...3, using: &rng)).map { _ in
      Literal.Argument(label: label.run(using: &rng), value: value.run(using: &rng))
    }
  }
}

/// `name` with its first character uppercased, as a type is named.
private func typeName(_ name: String) -> String {
  name.prefix(1).uppercased() + name.dropFirst()
}

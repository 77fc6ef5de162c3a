@testable import ImmutableShell
import Testing
import TypedLiterals

/// `StateDiff`: state as `path: value` leaves, and the changed paths between two states.
@MainActor @Suite struct StateDiffTests {
  /// Parses a literal written in shell syntax; the tables stay readable this way.
  static func literal(_ text: String) -> Literal {
    do {
      return try LiteralParser.parse(text)
    } catch {
      Issue.record("bad fixture \(text): \(error)")
      return Literal(.null)
    }
  }

  /// Two states and the `path: old → new` lines between them.
  struct DiffCase: Sendable, CustomTestStringConvertible {
    let id: String
    let old: String
    let new: String
    let changes: [String]
    var testDescription: String { self.id }
  }

  nonisolated static let diffCases: [DiffCase] = [
    DiffCase(id: "equal", old: "S(a: 1, b: 2)", new: "S(a: 1, b: 2)", changes: []),
    DiffCase(id: "one field", old: "S(a: 1, b: 2)", new: "S(a: 1, b: 3)", changes: ["b: 2 → 3"]),
    DiffCase(id: "fields in declaration order", old: "S(b: 1, a: 1)", new: "S(b: 2, a: 2)", changes: ["b: 1 → 2", "a: 1 → 2"]),
    DiffCase(
      id: "nested structure", old: "S(inner: T(x: 1, y: .a), z: nil)", new: "S(inner: T(x: 1, y: .b), z: nil)",
      changes: ["inner.y: .a → .b"]),
    DiffCase(id: "array compared whole", old: "S(list: [1, 2])", new: "S(list: [1, 3])", changes: ["list: [1, 2] → [1, 3]"]),
    DiffCase(id: "optional to value", old: "S(status: nil)", new: "S(status: .waiting)", changes: ["status: nil → .waiting"]),
    DiffCase(
      id: "dictionary keys sorted, added and removed", old: #"S(queue: ["b": 1, "a": 1, "c": 3])"#,
      new: #"S(queue: ["c": 3, "d": 4, "a": 2])"#,
      changes: [#"queue["a"]: 1 → 2"#, #"queue["b"]: 1 → nil"#, #"queue["d"]: nil → 4"#]),
    DiffCase(
      id: "dictionary value descends", old: #"S(byId: ["k": T(n: 1, m: 2)])"#, new: #"S(byId: ["k": T(n: 1, m: 5)])"#,
      changes: [#"byId["k"].m: 2 → 5"#]),
    DiffCase(id: "different types compared whole", old: "S(v: T(a: 1))", new: "S(v: U(a: 1))", changes: ["v: T(a: 1) → U(a: 1)"]),
    DiffCase(id: "different fields compared whole", old: "S(v: T(a: 1))", new: "S(v: T(b: 1))", changes: ["v: T(a: 1) → T(b: 1)"]),
    DiffCase(id: "root that is not a structure", old: "1", new: "2", changes: ["state: 1 → 2"]),
    DiffCase(id: "root dictionary compared whole", old: #"["a": 1]"#, new: #"["a": 2]"#, changes: [#"state: ["a": 1] → ["a": 2]"#]),
  ]

  @Test(arguments: Self.diffCases)
  func changes(_ testCase: DiffCase) {
    let changes = StateDiff.changes(from: Self.literal(testCase.old), to: Self.literal(testCase.new))
    #expect(changes.map { "\($0.path): \($0.old) → \($0.new)" } == testCase.changes)
  }

  @Test func leavesFollowDeclarationOrderAndStopAtNonStructures() {
    let leaves = StateDiff.leaves(of: Self.literal(#"S(b: T(x: 1, y: [2]), a: ["k": 1], c: nil)"#))
    #expect(leaves.map { "\($0.path): \($0.value)" } == ["b.x: 1", "b.y: [2]", #"a: ["k": 1]"#, "c: nil"])
    #expect(StateDiff.leaves(of: Self.literal("3")).map(\.path) == [""])
  }

  @Test func dispatchPrintsTheDiffOnlyWithTheStateTrace() async {
    let harness = ShellHarness(traces: TraceSettings(enabled: [.actions]))
    #expect(await harness.lines(of: ".didTapIncrementButton") == ["#1 .didTapIncrementButton"])
    await harness.succeeds(":trace state on")
    #expect(await harness.lines(of: ".didTapIncrementButton") == ["#2 .didTapIncrementButton", "   state   value: 1 → 2"])
  }

  @Test func stateCommandPrintsLeavesAndElidesLongCollections() async {
    let harness = ShellHarness(domain: ListDomain.self)
    #expect(await harness.lines(of: ":state") == ["items: []", "title: nil"])
    await harness.succeeds(contentsOf: (1...6).map { ".didAppend(value: \($0))" })
    #expect(await harness.lines(of: ":state items") == ["items: [6 items]"], "longer than max-items 5")
    await harness.succeeds(":set max-items 6")
    #expect(await harness.lines(of: ":state items") == ["items: [1, 2, 3, 4, 5, 6]"])
    #expect(
      await harness.lines(of: ".didAppend(value: 7)") == [
        "#7 .didAppend(value: 7)", "   state   items: + 7",
      ])
  }

  @Test func stateOfAnUnknownPathSuggests() async {
    let harness = ShellHarness()
    let (failure, errors) = await harness.fails(":state valu", kind: .command)
    #expect(failure?.expected == ["value"])
    #expect(failure?.suggestion == "value")
    #expect(errors.contains("no state path 'valu'"))
    #expect(await harness.lines(of: ":state value") == ["value: 0"])
  }

  /// Two states and the transcript lines their diff prints (`--max-items 5`).
  nonisolated static let lineCases: [DiffCase] = [
    DiffCase(id: "value", old: "S(status: nil)", new: "S(status: .waiting)", changes: ["status: nil → .waiting"]),
    DiffCase(
      id: "keys added and removed are marked so, not as nil", old: #"S(queue: ["a": 1, "b": .x])"#,
      new: #"S(queue: ["a": 1, "c": nil])"#, changes: [#"queue["b"]: removed"#, #"queue["c"]: + nil"#]),
    DiffCase(
      id: "many keys: counts", old: #"S(d: ["a": 1])"#, new: #"S(d: ["a": 2, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1, "g": 1])"#,
      changes: ["d: +6 items, 1 changed"]),
    DiffCase(
      id: "many keys removed", old: #"S(d: ["a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1])"#, new: #"S(d: [:])"#,
      changes: ["d: −6 items"]),
    DiffCase(id: "short array whole", old: "S(l: [1, 2])", new: "S(l: [1, 3])", changes: ["l: [1, 2] → [1, 3]"]),
    DiffCase(id: "long array: elements", old: "S(l: [1, 2, 3, 4, 5, 6])", new: "S(l: [1, 2, 4, 5, 6, 7])", changes: ["l: + 7 · − 3"]),
    DiffCase(
      id: "elements by id",
      old: #"S(l: [A(id: "a", n: 1), A(id: "b", n: 1), A(id: "c", n: 1), A(id: "d", n: 1), A(id: "e", n: 1), A(id: "f", n: 1)])"#,
      new: #"S(l: [A(id: "a", n: 2), A(id: "b", n: 1), A(id: "c", n: 1), A(id: "d", n: 1), A(id: "e", n: 1)])"#,
      changes: [#"l: − "f" · changed "a""#]),
    DiffCase(
      id: "an id-like label of a type that is not Identifiable is not an identity",
      old: #"S(l: [B(bId: "a", n: 1), B(bId: "b", n: 1), B(bId: "c", n: 1), B(bId: "d", n: 1), B(bId: "e", n: 1)])"#,
      new: #"S(l: [B(bId: "a", n: 2), B(bId: "b", n: 1), B(bId: "c", n: 1), B(bId: "d", n: 1), B(bId: "e", n: 1)])"#,
      changes: [#"l: + B(bId: "a", n: 2) · − B(bId: "a", n: 1)"#]),
    DiffCase(
      id: "a long value is elided to fit",
      old: #"S(d: [:])"#, new: #"S(d: ["k": A(animalId: "\#(String(repeating: "x", count: 100))", name: "\#(String(repeating: "y", count: 60))")])"#,
      changes: [#"d["k"]: + A(animalId: "\#(String(repeating: "x", count: 100))", …)"#]),
  ]

  @Test(arguments: Self.lineCases)
  func lines(_ testCase: DiffCase) {
    let changes = StateDiff.changes(from: Self.literal(testCase.old), to: Self.literal(testCase.new), maxKeys: 5)
    let lines = changes.map { $0.line(prefix: "", printer: FittingPrinter(maxItems: 5), identity: ElementIdentity([[IdentifiedElement].self])) }
    #expect(lines == testCase.changes)
    #expect(lines.allSatisfy { $0.count <= TranscriptWidth.limit })
  }
}

/// An `Identifiable` element type whose literals are `A(id: "a", n: 1)`: the diff keys them by
/// `id` because the type conforms, not because of the label.
private struct IdentifiedElement: TypedLiteral, Identifiable, Equatable {
  var id: String
  var n: Int

  static var literalShape: LiteralShape {
    .structure(name: "A", fields: [LiteralParameter("id", String.self), LiteralParameter("n", Int.self)])
  }

  init(id: String, n: Int) {
    self.id = id
    self.n = n
  }

  init(literal: Literal) throws {
    guard case .members(_, let values) = try literal.resolve(as: Self.self) else { throw literal.mismatch(expecting: Self.self) }
    self.init(id: try String(literal: values[0]), n: try Int(literal: values[1]))
  }

  var literal: Literal { .construct("A", [("id", self.id.literal), ("n", self.n.literal)]) }
}

import TypedLiterals

/// How an exported test writes a state: as the literal the shell printed, read back by the state
/// type's own `init(literal:)`. A state's memberwise initializers need not be public (AnimalsState's
/// are `package`), where its literal conformance is, so the test compiles in another package.
extension SwiftTestWriter {
  /// `DECLARATION try Self.makeStore(startingFrom: "…")` with the state's literal.
  static func startingStore(_ state: Literal, after declaration: String) -> [String] {
    let prefix = declaration + "try Self.makeStore(startingFrom: "
    return SwiftLayout.glued(prefix, Self.rawString(state, lead: 4 + prefix.count), ")")
  }

  /// `literal` as a raw Swift string: on one line when it fits after `lead` columns, else a
  /// multi-line string of its folded layout. Raw, so that no `\` in it is read as an escape.
  static func rawString(_ literal: Literal, lead: Int) -> [String] {
    let flat = literal.description
    var hashes = "#"
    while flat.contains("\"" + hashes) { hashes += "#" }
    guard lead + flat.count + 2 * hashes.count + 4 > Self.width else { return [hashes + "\"" + flat + "\"" + hashes] }
    let body = SwiftLayout.lines(literal, width: Self.width - 10)
    return [hashes + "\"\"\""] + body.map { "  " + $0 } + ["  \"\"\"" + hashes]
  }

  /// The helpers a test that reads state literals calls.
  var literalHelpers: [String] {
    guard self.session.readsLiterals else { return [] }
    let storeType = "Store<\(self.export.stateType), \(self.export.actionType)>"
    return [
      "", "  /// A store starting from `text`, a literal of the state as the shell printed it.",
      "  static func makeStore(startingFrom text: String) throws -> \(storeType) {",
      "    Store(initialState: try \(self.export.stateType)(literal: LiteralParser.parse(text)), reducer: \(self.export.reducerType).reduce)",
      "  }", "", "  /// `text`, a literal, as the shell prints it (dictionary keys sorted), to compare with the state's;",
      "  /// not throwing, so that `#expect` shows both sides when they differ.",
      "  static func text(_ text: String) -> String {",
      "    (try? LiteralParser.parse(text).description) ?? \"not a literal: \" + text", "  }", "",
      "  /// The store's state as the shell prints it.", "  static func text(of store: \(storeType)) -> String {",
      "    store.select { $0 }.literal.description", "  }",
    ]
  }
}

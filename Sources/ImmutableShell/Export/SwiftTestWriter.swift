import TypedLiterals

/// Writes an `ExportedSession` as a Swift Testing file: one suite named after the file, one test
/// that builds the domain's real store and replays the session, checking what its `:expect` lines did.
struct SwiftTestWriter {
  let session: ExportedSession
  let suiteName: String

  var export: TestExport { self.session.export }

  var file: String {
    var steps = self.session.steps[...]
    // A recording's store starts from its first state; any other relaunch makes `store` a var.
    let first = steps.first.flatMap { if case .start(let state, _) = $0 { state } else { nil } }
    if first != nil { steps = steps.dropFirst() }
    let restarts = steps.contains {
      switch $0 {
      case .restart, .start: true
      default: false
      }
    }
    let replays = steps.contains { if case .restart = $0 { true } else { false } }
    var lines = [
      "// Exported by \(self.session.program)'s `:export-test` from a session of the \(self.session.domain) domain; export again, do not edit.",
      "// The store, reducer and selectors are the domain's own. Effects do not run: what the session's",
      "// effects dispatched is dispatched here as recorded, in the order the shell numbered it.",
    ]
    let imports = Set(self.export.imports + ["Testing"] + (self.session.readsLiterals ? ["TypedLiterals"] : []))
    lines += imports.sorted().map { "import \($0)" }
    lines += ["", "@MainActor @Suite struct \(self.suiteName) {", "  @Test func replaysTheSession() throws {"]
    let declaration = "\(restarts ? "var" : "let") store = "
    if let first {
      lines += ["    // The state the session started from (:start-from, or an attached app's snapshot)."]
      lines += Self.startingStore(first, after: declaration).map { "    " + $0 }
    } else {
      lines += ["    " + declaration + "Self.makeStore()"]
    }
    lines += steps.flatMap(self.lines(for:)).map { "    " + $0 }
    lines += ["  }", ""] + self.helpers(replaying: replays) + self.literalHelpers + ["}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func lines(for step: ExportLog<Literal>.Step) -> [String] {
    switch step {
    case .dispatch(let action, _, let fromEffect):
      return (fromEffect ? ["// What an effect dispatched:"] : []) + Self.dispatch(action, indent: 4)
    case .restart(let actions, let reason):
      guard !actions.isEmpty else { return ["// \(reason): the initial state again.", "store = Self.makeStore()"] }
      let list = actions.flatMap { SwiftLayout.glued("  ", SwiftLayout.lines($0, width: Self.width - 6), ",") }
      return ["// \(reason): a fresh store replays the \(counted(actions.count, "dispatch", plural: "dispatches")) before it."]
        + ["store = try Self.replaying(["] + list + ["])"]
    case .expectation(let line, let subject, let expected):
      let prefix = "#expect(\(subject) == "
      let value = SwiftLayout.lines(expected, width: Self.width - 4, lead: prefix.count)
      return ["// \(line)"] + SwiftLayout.glued(prefix, value, ")")
    case .expectThrows(let line, let action):
      let call = Self.dispatch(action, indent: 6)
      guard call.count > 1 || call[0].count + 40 > Self.width else {
        return ["// \(line)", "#expect(throws: (any Error).self) { \(call[0]) }"]
      }
      return ["// \(line)", "#expect(throws: (any Error).self) {"] + call.map { "  " + $0 } + ["}"]
    case .omitted(let line, let reason):
      return ["// \(line)", "// not exported: \(reason)"]
    case .start(let state, let reason):
      return ["// \(reason): a fresh store from the state given."] + Self.startingStore(state, after: "store = ")
    case .expectState(let line, let state):
      let prefix = "#expect(Self.text(of: store) == Self.text("
      return ["// \(line)"] + SwiftLayout.glued(prefix, Self.rawString(state, lead: 4 + prefix.count), "))")
    }
  }

  /// The widest line an exported test aims for.
  static var width: Int { 120 }

  /// `try store.dispatch(action: …)`, laid out to fit after `indent` spaces.
  private static func dispatch(_ action: Literal, indent: Int) -> [String] {
    let prefix = "try store.dispatch(action: "
    return SwiftLayout.glued(prefix, SwiftLayout.lines(action, width: Self.width - indent, lead: prefix.count + 1), ")")
  }

  private func helpers(replaying: Bool) -> [String] {
    let storeType = "Store<\(self.export.stateType), \(self.export.actionType)>"
    var lines = [
      "  /// The store at launch: the initial state and the domain's reducer.",
      "  static func makeStore() -> \(storeType) {", "    \(self.export.makeStore)", "  }",
    ]
    guard replaying else { return lines }
    lines += [
      "", "  /// A fresh store after `actions`: the state time travel restored (the reducer is pure).",
      "  static func replaying(_ actions: [\(self.export.actionType)]) throws -> \(storeType) {",
      "    let store = Self.makeStore()", "    for action in actions { try store.dispatch(action: action) }",
      "    return store", "  }",
    ]
    return lines
  }
}

/// The suite an exported file declares.
enum ExportedSuiteName {
  /// `Walkthrough03CounterTests` from `Walkthrough03CounterTests.swift`; nil when nothing of the
  /// name can be an identifier.
  static func forFile(_ path: String) -> String? {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let stem = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
    let words = stem.split { !($0.isLetter || $0.isNumber) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first else { return nil }
    return first.isNumber ? "Session" + name : name
  }
}

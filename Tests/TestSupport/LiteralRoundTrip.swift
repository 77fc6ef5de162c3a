import Testing
import TypedLiterals

/// Checks the printer's promise for `value`: its printed text parses, decodes as `T`, and prints
/// the same text again (a fixed point); with `exact`, the decoded value also equals `value`.
///
/// Pass `exact: false` for values that hold a NaN (`==` is false for NaN) or a date with a
/// fraction of a millisecond (dates print to the millisecond).
public func expectLiteralRoundTrip<T: TypedLiteral & Equatable>(
  _ value: T, exact: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = value.literal.description
  do {
    let decoded = try LiteralParser.parse(text).decode(as: T.self)
    #expect(decoded.literal.description == text, "print → parse → print", sourceLocation: sourceLocation)
    if exact { #expect(decoded == value, "\(text)", sourceLocation: sourceLocation) }
  } catch {
    Issue.record(error, "\(text) does not read back", sourceLocation: sourceLocation)
  }
}

/// The path of case names down to an action's leaf: `.ui(.animalList(.onAppear))` gives
/// `ui.animalList.onAppear`; a case whose payload is labelled (a result, an id) is the leaf.
/// Property tests collect these to check that their generators reach every case.
public func casePath(of literal: Literal) -> String {
  guard case .member(_, let name, let arguments) = literal.kind else { return "" }
  guard let first = arguments?.first, arguments?.count == 1, first.label == nil else { return name }
  return name + "." + casePath(of: first.value)
}

/// Round-trips `count` actions from `next` (a seeded generator) and checks that they reached
/// `leafCases` different leaf cases, so no case of the action tree goes untested.
public func expectGeneratedActionsRoundTrip<Action: TypedLiteral & Equatable>(
  count: Int, leafCases: Int, sourceLocation: SourceLocation = #_sourceLocation, next: () -> Action
) {
  var cases = Set<String>()
  for _ in 0..<count {
    let action = next()
    expectLiteralRoundTrip(action, sourceLocation: sourceLocation)
    cases.insert(casePath(of: action.literal))
  }
  #expect(cases.count == leafCases, "every leaf case generated: \(cases.sorted())", sourceLocation: sourceLocation)
}

import Foundation
import QuakesData
import Testing
import TypedLiterals

@Suite struct QuakesActionTests {
  @Test func theSamplesCoverEveryShapeOnce() {
    let shapes = ActionSample.all.map { ActionSample.shape(of: $0.action) }
    #expect(shapes.count == 8)
    #expect(Set(shapes).count == shapes.count)
  }

  @Test(arguments: ActionSample.all)
  func eachSampleIsNamedAfterItsShape(_ sample: ActionSample) {
    #expect(sample.name == ActionSample.shape(of: sample.action))
  }

  // MARK: - Literals

  /// Round-trips `action` through its printed literal and checks that it prints the same again.
  private func expectRoundTrip(_ action: QuakesAction, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let text = action.literal.description
    let parsed = try QuakesAction(literal: LiteralParser.parse(text))
    #expect(parsed == action, sourceLocation: sourceLocation)
    #expect(parsed.literal.description == text, sourceLocation: sourceLocation)
  }

  @Test(arguments: ActionSample.all)
  func everyActionRoundTripsThroughItsLiteral(_ sample: ActionSample) throws {
    try self.expectRoundTrip(sample.action)
  }

  @Test(arguments: QuakesAction.UI.QuakeList.RefreshQuakesRange.allCases)
  func everyRefreshRangeRoundTrips(_ range: QuakesAction.UI.QuakeList.RefreshQuakesRange) throws {
    try self.expectRoundTrip(.ui(.quakeList(.onTapRefreshQuakesButton(range: range))))
  }

  @Test(arguments: [
    [],
    Quake.samples,
    Quake.fixtures,
    [Quake.morningZero, .eveningNegative, .unknownSmall],
  ] as [[Quake]])
  func fetchResultsRoundTripWhateverTheQuakes(_ quakes: [Quake]) throws {
    try self.expectRoundTrip(.data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes))))))
    try self.expectRoundTrip(.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))))
  }

  @Test(arguments: ["", "offline", #"say "hi"\n"#, "Ñuble: ✓", "line\nbreak"])
  func stringsRoundTripWithEscapes(_ text: String) throws {
    try self.expectRoundTrip(.ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: text))))
    try self.expectRoundTrip(.data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: text))))))
    try self.expectRoundTrip(.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: text))))))
  }

  @Test func anActionPrintsAsTheSpecWritesIt() {
    #expect(
      QuakesAction.ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))).literal.description
        == ".ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))"
    )
    #expect(
      QuakesAction.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "offline"))))).literal.description
        == #".data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "offline")))))"#
    )
  }

  @Test func theSpecsLiteralsParse() throws {
    let delete = #".ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "nc73649170")))"#
    #expect(
      try QuakesAction(literal: LiteralParser.parse(delete))
        == .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "nc73649170")))
    )
    let samples = ".data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [.small, .xxlarge])))))"
    #expect(
      try QuakesAction(literal: LiteralParser.parse(samples))
        == .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [.small, .xxlarge])))))
    )
  }
}

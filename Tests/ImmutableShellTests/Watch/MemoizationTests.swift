import Foundation
@testable import ImmutableShell
import ImmutableUI
import SampleDomains
import Testing

/// A budget: the O(n log n) output of QuakeList recomputes once per relevant change, and never
/// for a change its filter or its O(n) dependency rules out. Counted on a real Quakes session.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct MemoizationTests {
  private static let day = #"selectQuakesValues(searchText: "", searchDate: "2023-08-03", sort: .magnitude, order: .reverse)"#
  private static let watch =
    #":watch Day = \#(day) filter: filterQuakes() deps: selectQuakes(searchText: "", searchDate: "2023-08-03")"#

  private static func quake(_ id: String, _ magnitude: Double, at time: String) -> String {
    #"Quake(quakeId: "\#(id)", magnitude: \#(magnitude), time: "\#(time)", updated: "\#(time)", name: "Somewhere", longitude: 0, latitude: 0)"#
  }

  /// A Quakes shell with effects off (no store traffic), three quakes on the 3rd and one on the 4th.
  private func makeHarness() async -> ShellHarness {
    let harness = ShellHarness(domain: QuakesDomain.self, options: DomainOptions(store: "memory"))
    harness.environment.effectsEnabled = false
    let quakes = [
      Self.quake("a", 4.5, at: "2023-08-03T01:00:00Z"), Self.quake("b", 2.5, at: "2023-08-03T02:00:00Z"),
      Self.quake("c", 3.5, at: "2023-08-03T03:00:00Z"), Self.quake("other-day", 5.5, at: "2023-08-04T01:00:00Z"),
    ]
    await harness.succeeds(
      ".data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [\(quakes.joined(separator: ", "))])))))",
      Self.watch)
    return harness
  }

  private func counters(_ harness: ShellHarness) -> (dependencyRuns: Int, outputRuns: Int, publications: Int) {
    let session = harness.shell.session as! DomainSession<QuakesDomain>
    let counters = session.parts.watchBook.list[0].counters
    return (counters.dependencyRuns, counters.outputRuns, counters.publications)
  }

  @Test func actionsTheFilterExcludesCostNothing() async {
    let harness = await self.makeHarness()
    let start = self.counters(harness)
    await harness.succeeds(
      ".ui(.quakeList(.onAppear))", ".ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay)))",
      #".data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "offline")))))"#)
    let end = self.counters(harness)
    #expect(end.dependencyRuns == start.dependencyRuns)
    #expect(end.outputRuns == start.outputRuns)
  }

  @Test func aChangeOnAnotherDayRunsTheDependencyButNotTheSort() async {
    let harness = await self.makeHarness()
    let start = self.counters(harness)
    await harness.succeeds(#".ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "other-day")))"#)
    let end = self.counters(harness)
    #expect(end.dependencyRuns == start.dependencyRuns + 1)
    #expect(end.outputRuns == start.outputRuns)
  }

  @Test func eachRelevantChangeSortsExactlyOnce() async {
    let harness = await self.makeHarness()
    let start = self.counters(harness)
    await harness.succeeds(
      #".ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "b")))"#,
      #".ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "c")))"#)
    let end = self.counters(harness)
    #expect(end.outputRuns == start.outputRuns + 2)
    #expect(end.publications == start.publications + 2)
    await harness.succeeds(":expect Day.count == 1")
  }
}

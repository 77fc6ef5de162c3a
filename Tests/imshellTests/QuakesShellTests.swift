import Foundation
import Testing
import TestSupport

/// Quakes through the real binary and the real loopback double: a feed that answers too slowly
/// becomes `.failure(error:)` in state, the exit status stays 0, and the cached quakes stay.
@Suite struct QuakesShellTests {
  @Test(.timeLimit(.minutes(5)))
  func aFeedThatTimesOutIsAFailureInStateAndTheCacheStays() async throws {
    let directory = try TemporaryDirectory()
    let store = directory.url.appendingPathComponent("quakes.sqlite").path
    let script = """
      :serve usgs
      .ui(.quakeList(.onAppear))
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))
      :expect selectQuakesCount() == 5
      :serve usgs slow: 12
      :set timeout 30
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay)))
      :expect selectQuakesStatus() == .failure(error: "the USGS feed timed out")
      :expect selectQuakesCount() == 5
      :store fetchLocalQuakesQuery()

      """
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "sqlite:" + store, "--now", "2023-08-04T03:08:57Z"], input: script)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("✓ .failure(error: \"the USGS feed timed out\")"))
    #expect(result.output.components(separatedBy: "\nQuake(quakeId: ").count - 1 == 5, "the cache still holds the hour")
  }
}

import Foundation
import Testing
import TestSupport

/// A fetch that times out is a settled effect: with the default limits the network timeout fires
/// first, the `.failure` lands in state and the batch exits 0. Real binary, real USGS double
/// answering after a minute, and no `:set timeout` anywhere, so the defaults themselves race.
@Suite(.timeLimit(.minutes(3)))
struct SettleRaceTests {
  @Test func aFetchThatTimesOutSettlesAsAFailureUnderTheDefaultLimits() async throws {
    let script = """
      :serve usgs slow: 60
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))
      :expect selectQuakesStatus() == .failure(error: "the USGS feed timed out")

      """
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["quakes", "--store", "memory"], input: script)
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.errors.contains("did not settle"), "\(result.errors)")
    #expect(result.output.contains(".failure(error: \"the USGS feed timed out\")"), "\(result.output)")
    #expect(clock.now - start >= .seconds(9), "the network's own 10 s timeout ended the fetch")
  }

  /// A limit the user sets below the network timeout still stops the wait, as documented.
  @Test func aShorterSetTimeoutStillStopsTheWait() async throws {
    let script = """
      :serve usgs slow: 60
      :set timeout 1
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))

      """
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["quakes", "--store", "memory"], input: script)
    #expect(result.status == 1, "\(result.output)")
    #expect(result.errors.contains("effects did not settle within 1.0 seconds"), "\(result.errors)")
  }
}

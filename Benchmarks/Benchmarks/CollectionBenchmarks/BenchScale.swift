import Benchmark
import Foundation

/// How big and how long: the sizes of the curves and the time each benchmark may take.
///
/// `IMSHELL_BENCH_QUICK=1` (what `scripts/bench --quick` sets) shrinks both for a smoke check. The
/// variable reaches every benchmark process because the plugin passes its environment through.
struct BenchScale: Sendable {
  /// The sizes every curve is measured at.
  var sizes: [Int]
  /// The wall-clock budget of one benchmark's measured loop (the library stops at this or at
  /// `maxIterations`, whichever comes first).
  var maxDuration: Duration
  /// The iteration cap; fast operations reach it long before `maxDuration`.
  var maxIterations: Int

  /// The size the side-by-side ratios use, as in the book's table.
  static let tableSize = 65_536

  /// The scale chosen by the environment of this process.
  static var current: BenchScale {
    if ProcessInfo.processInfo.environment["IMSHELL_BENCH_QUICK"] == "1" {
      return BenchScale(sizes: [1_024, tableSize], maxDuration: .milliseconds(200), maxIterations: 500)
    }
    return BenchScale(
      sizes: [1_024, 4_096, 16_384, tableSize, 262_144],
      maxDuration: .milliseconds(1_000),
      maxIterations: 20_000
    )
  }

  /// The configuration every timed benchmark here shares: the four metrics the report tables show.
  ///
  /// `cpuTotal` comes from `/proc/self/stat` in scheduler ticks (10 ms), so it reads 0 for anything
  /// much faster than a tick; the report says so rather than hiding the column.
  func configuration(warmupIterations: Int = 3) -> Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
      timeUnits: .automatic,
      warmupIterations: warmupIterations,
      maxDuration: maxDuration,
      maxIterations: maxIterations
    )
  }
}

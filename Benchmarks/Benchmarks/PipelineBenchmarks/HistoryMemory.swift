import Benchmark
import BenchmarkNames
import Foundation
import QuakesData

/// `History · imshell quakes · N=65536`: what the shell's history costs in memory, on the real
/// binary. The shell opens a SQLite store of 65,536 quakes; its resident set is read from `/proc`
/// while it idles empty (`EmptyRSS`), after `onAppear` loaded the quakes (`LoadedRSS`), and after
/// 10,000 one-quake dispatches kept in history, deletes and updates in turn; the growth divided by
/// the dispatches is `GrowthPerDispatch` (bytes). Effects are off after loading, so the store
/// file is not written; traces are off, so only the history grows.
///
/// The `:set history 1000` variant shows the cap: past 1,000 dispatches the history stops growing.
enum HistoryMemory {
  static let operation = "History"
  static let size = 65_536
  static let dispatches = 10_000
  static let emptyRSS = metric("EmptyRSS")
  static let loadedRSS = metric("LoadedRSS")
  static let growthPerDispatch = metric("GrowthPerDispatch")

  private static func metric(_ name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
  }

  static func register(scale: PipelineScale) {
    guard let binary = ImshellBinary.url else { return }
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, emptyRSS, loadedRSS, growthPerDispatch], timeUnits: .automatic, warmupIterations: 0,
      maxDuration: .seconds(120), maxIterations: min(scale.iterations, 3))
    for cap in [nil, 1_000] {
      let backEnd = cap.map { "imshell quakes with history \($0)" } ?? "imshell quakes"
      Benchmark(BenchmarkName(operation, backEnd, size: size).description, configuration: configuration) { benchmark in
        let store = try await Self.storeFile()
        let figures = try Self.measure(binary: binary, store: store, cap: cap)
        benchmark.measurement(emptyRSS, figures.empty)
        benchmark.measurement(loadedRSS, figures.loaded)
        benchmark.measurement(growthPerDispatch, (figures.after - figures.loaded) / dispatches)
      }
    }
  }

  /// Runs the shell through the three stages and returns its resident set at each.
  private static func measure(binary: URL, store: String, cap: Int?) throws -> (empty: Int, loaded: Int, after: Int) {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    process.executableURL = binary
    process.environment = ChildEnvironment.plain
    process.arguments = ["quakes", "--batch", "--trace", "none", "--store", "sqlite:" + store]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    defer { process.waitUntilExit() }
    func stage(_ lines: [String], marker: String) -> Int {
      input.fileHandleForWriting.write(Data((lines + [":echo " + marker, ""]).joined(separator: "\n").utf8))
      ShellStartup.waitForLine(marker, on: output.fileHandleForReading)
      return ShellStartup.residentBytes(of: process.processIdentifier)
    }
    let empty = stage(cap.map { [":set history \($0)"] } ?? [], marker: "empty")
    let loaded = stage([".ui(.quakeList(.onAppear))", ":set effects off"], marker: "loaded")
    let after = stage((0..<dispatches).map(Self.oneQuakeDispatch), marker: "after")
    try input.fileHandleForWriting.close()
    guard after > 0 else { throw ChildProcessError(message: "imshell quakes stopped before the history was built") }
    return (empty, loaded, after)
  }

  /// The `index`-th dispatch: even ones delete a quake, odd ones update another one's magnitude.
  private static func oneQuakeDispatch(_ index: Int) -> String {
    let id = "synthetic-\(index)"
    guard index % 2 == 1 else { return ".ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: \"\(id)\")))" }
    let quake = #"Quake(quakeId: "\#(id)", magnitude: 9.5, time: "2023-08-03T01:00:00Z", updated: "2023-08-04T00:00:00Z", name: "Updated", longitude: 1, latitude: 2)"#
    return ".data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [\(quake)])))))"
  }

  /// Where the store lives while this process runs.
  private static let path = NSTemporaryDirectory() + "imshell-bench-history-\(ProcessInfo.processInfo.processIdentifier).sqlite"

  /// A SQLite store of `size` synthetic quakes, written once per process and removed at its exit.
  private static func storeFile() async throws -> String {
    guard !FileManager.default.fileExists(atPath: path) else { return path }
    atexit { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: HistoryMemory.path + suffix) } }
    let store = try LocalStore(path: path)
    let quakes = try await QuakesPipeline.syntheticQuakes(size)
    try await store.didFetchRemoteQuakesMutation(inserted: quakes, updated: [], deleted: [])
    return path
  }
}

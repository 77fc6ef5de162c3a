import Foundation
import GRDB
import Testing
import TestSupport

/// A thunk error that no `.failure` action records is an error of the line that started the
/// effect (README, "Exit status"): an `effect error:` trace line, a message on standard error, exit 1 in
/// batch (the rest of the script skipped unless `--keep-going`). Here the Quakes store cannot
/// save a fetched feed because another process holds the database locked.
@Suite struct EffectErrorTests {
  static let now = "2023-08-04T03:08:57Z"

  /// Starts the USGS double and imshell on a Quakes store file, waits until imshell has created
  /// the database and settled its launch, locks it from this process (as another program would),
  /// then sends a refresh (line 2) and `rest`.
  func runWithLockedStore(extraArguments: [String], rest: String) async throws -> (RunningProcess, Int32?) {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("quakes.sqlite").path
    let feed = try await RunningLoopbackServer.usgsDouble()
    defer { feed.stop() }
    let shell = try RunningProcess(
      PackagePaths.imshell,
      ["quakes", "--batch", "--store", "sqlite:" + path, "--remote", feed.url.absoluteString, "--now", Self.now,
       "--trace", "actions,effects"] + extraArguments)
    // A first line's output says the launch has settled: the store is created, migrated and read.
    // Not polled from here: opening the file while imshell created it (to see its tables) was
    // itself the other connection that could make the launch fail, and the tables exist before
    // the launch's own reads are done.
    try shell.send(":echo launched\n")
    try #require(await shell.waitForOutput(containing: "launched"), "imshell did not launch: \(shell.errors)")
    try #require(Self.hasTables(at: path), "imshell launched without creating its store")

    let lock = ExclusiveLock(path: path)
    try lock.acquire()
    defer { lock.release() }
    try shell.send(".ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))\n" + rest)
    shell.closeInput()
    return (shell, await shell.waitForExit(timeout: .seconds(60)))
  }

  static func hasTables(at path: String) -> Bool {
    guard FileManager.default.fileExists(atPath: path), let queue = try? DatabaseQueue(path: path) else { return false }
    return ((try? queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }) ?? 0) > 0
  }

  @Test(.timeLimit(.minutes(5)))
  func aFailedSaveIsAnEffectErrorAndStopsTheBatch() async throws {
    let (shell, status) = try await self.runWithLockedStore(extraArguments: [], rest: ":echo not reached\n")
    #expect(status == 1)
    let failure =
      "QuakesData.Listener: remote quakes merged ⇒ didFetchRemoteQuakesMutation(inserted: 5, updated: 0, deleted: 0) threw: the Quakes store "
    // The trace wraps a long effect line after a comma, its rest indented.
    let wrapped = failure.replacingOccurrences(of: "updated: 0, ", with: "updated: 0,\n             ")
    #expect(shell.output.contains("   effect  error: " + wrapped), "\(shell.output)")
    #expect(shell.errors.contains("quakes.sqlite\" is locked by another connection"), "the whole sentence is on standard error")
    #expect(shell.errors.hasPrefix("imshell: <stdin>:2: error: effect of #2: " + failure), "\(shell.errors)")
    #expect(!shell.output.contains("not reached"))
  }

  @Test(.timeLimit(.minutes(5)))
  func keepGoingRunsTheRestAndStillExitsOne() async throws {
    let (shell, status) = try await self.runWithLockedStore(extraArguments: ["--keep-going"], rest: ":echo still here\n")
    #expect(status == 1)
    #expect(shell.output.contains("still here"))
  }

  @Test func aRecordedFailureIsDataAndExitsZero() async throws {
    let script = ":serve usgs fail: 500\n.ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))\n:echo done\n"
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["quakes", "--now", Self.now], input: script)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains(".failure(error:"))
    #expect(result.errors.isEmpty)
  }
}

import Foundation
import QuakesData
import TestSupport
import Testing

/// The built `USGSDouble`: `$USGS_DOUBLE_BIN`; else the one beside the running test bundle (the
/// build folder of whatever `--scratch-path` built the tests), when it exists; else
/// `.build/debug/USGSDouble` under the package root.
private var usgsDoubleBinary: URL {
  if let path = ProcessInfo.processInfo.environment["USGS_DOUBLE_BIN"], !path.isEmpty {
    return URL(fileURLWithPath: path)
  }
  if let sibling = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("USGSDouble"),
    FileManager.default.isExecutableFile(atPath: sibling.path)
  {
    return sibling
  }
  return PackagePaths.root.appendingPathComponent(".build/debug/USGSDouble")
}

/// A running `USGSDouble` serving the package's week fixture, and the base URL it printed.
private struct LiveDouble {
  let process: RunningProcess
  let url: URL

  /// Starts the double on a free port with `arguments` and waits for its `listening on` line.
  static func start(_ arguments: [String] = []) async throws -> Self {
    let fixture = PackagePaths.root.appendingPathComponent("fixtures/usgs/all_week_2023-08-04.geojson")
    let process = try RunningProcess(usgsDoubleBinary, ["--port", "0", "--fixture", fixture.path] + arguments)
    guard await process.waitForOutput(containing: "\n", timeout: .seconds(60)) else {
      process.kill()
      throw CancellationError()
    }
    let line = String(process.output.prefix { $0 != "\n" })
    let prefix = "listening on http://127.0.0.1:"
    guard line.hasPrefix(prefix), Int(line.dropFirst(prefix.count)) != nil, let url = URL(string: String(line.dropFirst(13)))
    else {
      process.kill()
      Issue.record("unexpected first line \(String(reflecting: line))")
      throw CancellationError()
    }
    return Self(process: process, url: url)
  }

  /// The store the book's app would build, pointed at the double, under the USGS path prefix.
  func remoteStore(timeout: TimeInterval = 60) -> RemoteStore<NetworkSession<HTTPTransport>> {
    RemoteStore(
      session: NetworkSession(service: .usgsFeed, timeout: timeout),
      baseURL: self.url.appendingPathComponent("earthquakes/feed/v1.0/summary"))
  }
}

/// The real `RemoteStore` and `NetworkSession` over loopback HTTP, against `USGSDouble`.
@Suite struct LiveRemoteStoreTests {
  @Test(
    "each range decodes the double's slice of the fixture",
    arguments: [
      (QuakesAction.UI.QuakeList.RefreshQuakesRange.allHour, 5), (.allDay, 228), (.allWeek, 2_124),
      (.allMonth, 2_124),
    ])
  func ranges(range: QuakesAction.UI.QuakeList.RefreshQuakesRange, expected: Int) async throws {
    let double = try await LiveDouble.start()
    defer { double.process.kill() }
    let quakes = try await double.remoteStore().fetchRemoteQuakesQuery(range: range)
    #expect(quakes.count == expected)
    #expect(Set(quakes.map(\.quakeId)).count == expected)
  }

  @Test("the week decodes every quake of the fixture, values intact")
  func week() async throws {
    let double = try await LiveDouble.start()
    defer { double.process.kill() }
    let quakes = try await double.remoteStore().fetchRemoteQuakesQuery(range: .allWeek)
    #expect(quakes.count == 2_124)
    #expect(quakes.filter { $0.magnitude > 0 }.count == 1_967)
    let strongest = try #require(quakes.first { $0.quakeId == "us6000kxfl" })
    #expect(strongest.magnitude == 5.9)
    #expect(strongest.name == "266 km S of Burica, Panama")
    #expect(strongest.longitude == -82.6217)
    #expect(strongest.latitude == 5.6346)
  }

  @Test(
    "a misbehaving feed throws NetworkSession.Error with its sentence",
    arguments: [
      (["--fail", "500"], "the USGS feed answered HTTP 500"),
      (["--mime", "text/plain"], "the USGS feed answered text/plain, not JSON"),
      (["--malformed"], "the USGS feed sent malformed JSON"),
    ])
  func failures(arguments: [String], sentence: String) async throws {
    let double = try await LiveDouble.start(arguments)
    defer { double.process.kill() }
    let store = double.remoteStore()
    let error = await #expect(throws: NetworkSessionError.self) {
      try await store.fetchRemoteQuakesQuery(range: .allDay)
    }
    #expect(error?.description == sentence)
  }

  @Test("a port nothing listens on any more is could not connect")
  func refused() async throws {
    let double = try await LiveDouble.start()
    defer { double.process.kill() }
    double.process.kill()
    #expect(await double.process.waitForExit() != nil)
    let store = double.remoteStore()
    let error = await #expect(throws: NetworkSessionError.self) {
      try await store.fetchRemoteQuakesQuery(range: .allHour)
    }
    #expect(error?.description == "could not connect to the USGS feed")
  }

  @Test("an answer slower than the session's timeout is timed out")
  func slow() async throws {
    // Far slower than the 1 s timeout, so only the timeout can end the request.
    let double = try await LiveDouble.start(["--slow", "600"])
    defer { double.process.kill() }
    let store = double.remoteStore(timeout: 1)
    let clock = ContinuousClock()
    let start = clock.now
    let error = await #expect(throws: NetworkSessionError.self) {
      try await store.fetchRemoteQuakesQuery(range: .allHour)
    }
    #expect(error?.description == "the USGS feed timed out")
    #expect(clock.now - start < .seconds(300))
  }
}

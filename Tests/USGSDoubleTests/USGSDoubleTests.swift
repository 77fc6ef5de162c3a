import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One GET and what came back.
struct Fetched {
  let status: Int
  let contentType: String?
  let body: Data

  /// The `features` of a FeatureCollection body, and its `metadata.count`.
  func features() throws -> (features: [[String: Any]], count: Int?) {
    let object = try #require(try JSONSerialization.jsonObject(with: self.body) as? [String: Any])
    #expect(object["type"] as? String == "FeatureCollection")
    let features = try #require(object["features"] as? [[String: Any]])
    let count = (object["metadata"] as? [String: Any])?["count"] as? Int
    return (features, count)
  }

  static func get(_ url: URL) async throws -> Self {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    let session = URLSession(configuration: configuration)
    let (body, response) = try await session.data(from: url)
    let http = try #require(response as? HTTPURLResponse)
    return Self(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"), body: body)
  }
}


@Suite("USGSDouble")
struct USGSDoubleTests {
  @Test(
    "each feed holds the quakes of its window, as JSON",
    arguments: [("hour", 5), ("day", 228), ("week", 2_124), ("month", 2_124)])
  func rangeCounts(range: String, expected: Int) async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    let fetched = try await Fetched.get(double.url.appendingPathComponent("all_\(range).geojson"))
    #expect(fetched.status == 200)
    #expect(fetched.contentType == "application/json")
    let (features, count) = try fetched.features()
    #expect(features.count == expected)
    #expect(count == expected)
  }

  @Test("slices are measured from metadata.generated: nothing older than the window")
  func windows() async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    let generated = 1_691_118_537_000.0
    for (range, window) in [("hour", 3_600_000.0), ("day", 86_400_000.0)] {
      let (features, _) = try await Fetched.get(double.url.appendingPathComponent("all_\(range).geojson")).features()
      let times = features.compactMap { ($0["properties"] as? [String: Any])?["time"] as? Double }
      #expect(times.count == features.count)
      #expect(times.allSatisfy { $0 >= generated - window && $0 <= generated }, "\(range)")
    }
  }

  @Test("feeds answer under any path prefix, and other paths are 404")
  func prefixes() async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    let usgs = double.url.appendingPathComponent("earthquakes/feed/v1.0/summary/all_hour.geojson")
    let fetched = try await Fetched.get(usgs)
    #expect(fetched.status == 200)
    #expect(try fetched.features().features.count == 5)
    let missing = try await Fetched.get(double.url.appendingPathComponent("summary/all_year.geojson"))
    #expect(missing.status == 404)
  }

  @Test("--fail answers every feed with that status", arguments: [500, 503, 404])
  func failing(status: Int) async throws {
    let double = try await RunningLoopbackServer.usgsDouble(["--fail", "\(status)"])
    defer { double.stop() }
    let fetched = try await Fetched.get(double.url.appendingPathComponent("all_week.geojson"))
    #expect(fetched.status == status)
  }

  @Test("--mime sets the content type of feed answers")
  func mime() async throws {
    let double = try await RunningLoopbackServer.usgsDouble(["--mime", "text/plain"])
    defer { double.stop() }
    let fetched = try await Fetched.get(double.url.appendingPathComponent("all_day.geojson"))
    #expect(fetched.status == 200)
    #expect(fetched.contentType == "text/plain")
  }

  @Test("--malformed sends JSON that does not parse")
  func malformed() async throws {
    let double = try await RunningLoopbackServer.usgsDouble(["--malformed"])
    defer { double.stop() }
    let fetched = try await Fetched.get(double.url.appendingPathComponent("all_day.geojson"))
    #expect(fetched.status == 200)
    #expect(fetched.contentType == "application/json")
    #expect(!fetched.body.isEmpty)
    #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: fetched.body) }
  }

  @Test("--slow delays each answer")
  func slow() async throws {
    let double = try await RunningLoopbackServer.usgsDouble(["--slow", "1"])
    defer { double.stop() }
    let clock = ContinuousClock()
    let start = clock.now
    let fetched = try await Fetched.get(double.url.appendingPathComponent("all_hour.geojson"))
    #expect(fetched.status == 200)
    #expect(clock.now - start >= .milliseconds(900))
  }

  @Test("without --fixture it finds the package's fixture from the executable's path")
  func defaultFixture() async throws {
    let double = try await RunningLoopbackServer.usgsDouble(fixture: false)
    defer { double.stop() }
    let fetched = try await Fetched.get(double.url.appendingPathComponent("all_day.geojson"))
    #expect(try fetched.features().features.count == 228)
  }

  @Test("stdout is the one listening line, and SIGTERM stops the double with status 0")
  func terminate() async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    _ = try await Fetched.get(double.url.appendingPathComponent("all_hour.geojson"))
    double.process.signal(SIGTERM)
    #expect(await double.process.waitForExit() == 0)
    #expect(double.process.output == "listening on \(double.url.absoluteString)\n")
  }

  @Test("a missing fixture is one sentence on stderr and exit 1")
  func missingFixture() async throws {
    let result = try await ProcessRunner.run(Binaries.double, ["--port", "0", "--fixture", "/nonexistent/feed.geojson"])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.errors.contains("cannot read the fixture \"/nonexistent/feed.geojson\""))
  }
}

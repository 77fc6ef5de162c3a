import Foundation
import TestSupport
import Testing

/// What the fixture says the day feed holds, worked out here from the file itself so the client's
/// answer is checked against the data, not against the double's own slicing.
enum DayWindow {
  /// The kept quakes (magnitude > 0) at most 24 h before `metadata.generated`: (magnitude, id, place).
  static func kept() throws -> [(magnitude: Double, id: String, place: String)] {
    let data = try Data(contentsOf: Binaries.fixture)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let generated = try #require((object["metadata"] as? [String: Any])?["generated"] as? Double)
    let features = try #require(object["features"] as? [[String: Any]])
    return features.compactMap { feature in
      guard let properties = feature["properties"] as? [String: Any],
        let time = properties["time"] as? Double, time >= generated - 86_400_000,
        let magnitude = properties["mag"] as? Double, magnitude > 0,
        let id = feature["id"] as? String, let place = properties["place"] as? String
      else { return nil }
      return (magnitude, id, place)
    }
  }
}

@Suite("QuakesDataClient")
struct QuakesDataClientTests {
  @Test("--range day stores the 225 quakes with magnitude > 0 and lists the strongest first")
  func day() async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    let folder = try TemporaryDirectory()
    let store = folder.url.appendingPathComponent("quakes.sqlite").path
    let result = try await ProcessRunner.run(
      Binaries.client, ["--remote", double.url.absoluteString, "--range", "day", "--store", store])
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 6, "\(result.output)")

    let kept = try DayWindow.kept()
    #expect(kept.count == 225)
    #expect(lines[0] == "stored 225 quakes (3 with magnitude <= 0 dropped)")
    let strongest = try #require(kept.max { ($0.magnitude, $1.id) < ($1.magnitude, $0.id) })
    #expect(lines[1] == "M\(strongest.magnitude) \(strongest.id) \(strongest.place)")
    #expect(lines[1] == "M5.6 us6000kxme 82 km SSW of Sand Point, Alaska")
    let magnitudes = lines.dropFirst().compactMap { Double($0.dropFirst().prefix { $0 != " " }) }
    #expect(magnitudes.count == 5)
    #expect(magnitudes == magnitudes.sorted(by: >))
    #expect(FileManager.default.fileExists(atPath: store))
  }

  @Test("running twice upserts: the store still answers with the same count")
  func twice() async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    let folder = try TemporaryDirectory()
    let store = folder.url.appendingPathComponent("quakes.sqlite").path
    let arguments = ["--remote", double.url.absoluteString, "--range", "hour", "--store", store]
    let first = try await ProcessRunner.run(Binaries.client, arguments)
    let second = try await ProcessRunner.run(Binaries.client, arguments)
    #expect(first.status == 0 && second.status == 0, "\(first.errors)\(second.errors)")
    #expect(first.output == second.output)
    #expect(first.output.hasPrefix("stored 5 quakes (0 with magnitude <= 0 dropped)\nM3.7 us6000kxqj Alaska Peninsula\n"))
  }

  @Test(
    "a failing feed is exit 1 with the session's sentence",
    arguments: [
      (["--fail", "500"], "the USGS feed answered HTTP 500"),
      (["--mime", "text/plain"], "the USGS feed answered text/plain, not JSON"),
      (["--malformed"], "the USGS feed sent malformed JSON"),
    ])
  func fetchFailure(arguments: [String], sentence: String) async throws {
    let double = try await RunningLoopbackServer.usgsDouble(arguments)
    defer { double.stop() }
    let folder = try TemporaryDirectory()
    let store = folder.url.appendingPathComponent("quakes.sqlite").path
    let result = try await ProcessRunner.run(
      Binaries.client, ["--remote", double.url.absoluteString, "--range", "day", "--store", store])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.errors == "QuakesDataClient: error: could not fetch all_day.geojson: \(sentence)\n")
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test("a store that cannot be created is exit 1 with LocalStore's sentence")
  func storeFailure() async throws {
    let double = try await RunningLoopbackServer.usgsDouble()
    defer { double.stop() }
    let result = try await ProcessRunner.run(
      Binaries.client,
      ["--remote", double.url.absoluteString, "--range", "hour", "--store", "/nonexistent/folder/quakes.sqlite"])
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("QuakesDataClient: error: could not store the quakes: cannot create the Quakes store"))
  }
}

import Foundation
import Testing
import TestSupport

/// The FoodTruck walkthroughs, read from their committed transcripts, dispatch every action shape
/// `imshell foodtruck -e :actions` lists, and show both legacy bugs beside their fixes.
@Suite struct FoodTruckWalkthroughCoverageTests {
  static let names = (1...6).map { String(format: "foodtruck-%02d", $0) }

  static var transcripts: [String: String] {
    let folder = PackagePaths.root.appendingPathComponent("scripts/walkthroughs")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var result: [String: String] = [:]
    for name in names {
      guard let file = files.first(where: { $0.hasPrefix(name) && $0.hasSuffix(".expected") }) else { continue }
      result[name] = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
    return result
  }

  @Test func thereAreSixInTheTutorialsOrder() {
    #expect(Self.transcripts.keys.sorted() == Self.names)
  }

  @Test func everyShapeIsDispatched() async throws {
    let shapes = try await ProcessRunner.run(PackagePaths.imshell, ["foodtruck", "-e", ":actions"]).output
      .split(separator: "\n").map(String.init).filter { $0.hasPrefix(".") }  // after the launch dispatches #1, #2
    #expect(shapes.count == 5, "5 leaf cases: \(shapes)")
    let dispatched = Self.transcripts.values.flatMap { $0.split(separator: "\n") }.compactMap { line -> String? in
      guard line.hasPrefix("#"), let dot = line.firstIndex(of: ".") else { return nil }
      return String(line[dot...])
    }
    for shape in shapes {
      #expect(dispatched.contains { WalkthroughCoverageTests.matches($0, shape) }, "no FoodTruck walkthrough dispatches \(shape)")
    }
  }

  @Test func theActivityBugAndItsFixAreBothShown() throws {
    let legacy = try #require(Self.transcripts["foodtruck-01"])
    let migrated = try #require(Self.transcripts["foodtruck-06"])
    #expect(legacy.contains("Order#1224: .preparing → .completed · activities running: 1224"))
    #expect(migrated.contains("endActivity(\"1223\") + markOrderAsCompleted(id: \"Order#1223\")"))
  }

  @Test func theSkippedReadyAndItsFixAreBothShown() throws {
    let transcript = try #require(Self.transcripts["foodtruck-05"])
    #expect(transcript.contains("Order#1215 is .ready ⇒ markOrderAsNextStep(id: \"Order#1215\")"))
    #expect(transcript.contains("orders[\"Order#1223\"].status: .preparing → .ready"))
  }
}

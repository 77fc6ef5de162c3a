import Foundation
import Testing
import TestSupport

/// Every domain's walkthroughs, read from their committed transcripts, dispatch every action shape
/// `imshell DOMAIN -e :actions` lists (the Animals and FoodTruck suites add their own stricter checks).
@Suite struct DomainWalkthroughCoverageTests {
  /// A domain and the walkthroughs that teach it.
  struct DomainCase: Sendable, CustomTestStringConvertible {
    let domain: String
    let walkthroughs: [String]
    /// How many leaf action shapes the domain has, so a new case cannot slip by unnoticed.
    let shapeCount: Int
    var testDescription: String { self.domain }
  }

  static let domains: [DomainCase] = [
    DomainCase(
      domain: "counter", walkthroughs: ["00", "01", "02", "03", "04", "05", "19", "20"], shapeCount: 2),
    DomainCase(
      domain: "animals", walkthroughs: ["06", "07", "08", "09", "14", "15", "16", "17"], shapeCount: 13),
    DomainCase(domain: "quakes", walkthroughs: ["10", "11", "12", "13", "18"], shapeCount: 6),
    DomainCase(domain: "foodtruck", walkthroughs: (1...6).map { String(format: "foodtruck-%02d", $0) }, shapeCount: 5),
  ]

  /// The transcripts whose names start with one of `prefixes`.
  static func transcripts(_ prefixes: [String]) -> [String] {
    let folder = PackagePaths.root.appendingPathComponent("scripts/walkthroughs")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { file in file.hasSuffix(".expected") && prefixes.contains { file.hasPrefix($0 + "-") } }.sorted()
      .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
  }

  @Test(arguments: Self.domains)
  func everyShapeIsDispatched(_ testCase: DomainCase) async throws {
    let transcripts = Self.transcripts(testCase.walkthroughs)
    #expect(transcripts.count == testCase.walkthroughs.count, "a walkthrough of \(testCase.domain) is missing")
    let shapes = try await ProcessRunner.run(PackagePaths.imshell, [testCase.domain, "--store", "memory", "-e", ":actions"]).output
      .split(separator: "\n").map(String.init).filter { $0.hasPrefix(".") }
    #expect(shapes.count == testCase.shapeCount, "leaf cases: \(shapes)")
    let dispatched = transcripts.flatMap { $0.split(separator: "\n") }.compactMap { line -> String? in
      guard line.hasPrefix("#"), let dot = line.firstIndex(of: ".") else { return nil }
      return String(line[dot...])
    }
    for shape in shapes {
      #expect(dispatched.contains { WalkthroughCoverageTests.matches($0, shape) }, "no walkthrough dispatches \(shape)")
    }
  }
}

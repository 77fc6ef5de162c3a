import Foundation
import Testing
import TestSupport

/// The README's promise: no line the shell prints on its own is longer than 160 bytes (lines the
/// user typed are echoed as typed). Checked over every walkthrough transcript, and over every
/// command of every domain through the real binary, with the cases that once broke it.
@Suite struct LineWidthTests {
  static let limit = 160

  /// The lines of `text` over the limit that the shell printed itself: an echoed input line
  /// starts with its prompt (`imshell(animals)> `, `...> `).
  static func overlong(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
      line.utf8.count > Self.limit && !Self.isEcho(line)
    }
  }

  static func isEcho(_ line: String) -> Bool {
    if line.hasPrefix("...> ") { return true }
    guard let close = line.range(of: ")> ") else { return false }
    return line[..<close.lowerBound].allSatisfy { $0.isLetter || $0 == "(" || $0 == "-" }
  }

  @Test(arguments: WalkthroughTests.scripts)
  func everyTranscriptLineFits(_ name: String) throws {
    let expected = WalkthroughTests.folder.appendingPathComponent(name).deletingPathExtension().appendingPathExtension("expected")
    let lines = Self.overlong(try String(contentsOf: expected, encoding: .utf8))
    #expect(lines.isEmpty, "\(name): \(lines.map { "\($0.utf8.count) bytes: \($0.prefix(80))…" })")
  }

  /// Every command once with nothing after it, then the lines that once printed 200–300 bytes.
  static let everyCommand = [
    ":help", ":domain", ":actions", ":selectors", ":watches", ":stats", ":state", ":trace", ":storage", ":history",
    ":set", ":components", ":legacy", ":tick", ":await", ":undo", ":redo", ":jump", ":reset", ":mount", ":unmount",
    ":store", ":select", ":watch", ":unwatch", ":expect", ":echo", ":read", ":save", ":export-test", ":repeat",
    ":serve", ":bogus", ":undo 99999999999999999999", ".bogus(1e999)",
  ]

  static let domainLines: [String: [String]] = [
    "counter": [".didTapIncrementButton", ":storage", ":history"],
    "animals": [
      ".ui(.categoryList(.onAppear))", ".ui(.animalList(.onAppear(category: \"Mammal\")))", ":history", ":storage",
      ":set max-items 1000", ":state", ":select selectCategoriesValues(sort: .name)", ":history", ":storage",
    ],
    "quakes": [":set max-items 1000", ":state", ":storage", ":history"],
    "foodtruck": [":set max-items 1000", ":state", ":storage", ":history", ":select selectOrders()"],
  ]

  @Test(arguments: ["counter", "animals", "quakes", "foodtruck"])
  func everyCommandsOutputFits(_ domain: String) async throws {
    let script = (Self.domainLines[domain, default: []] + Self.everyCommand + [":help state", ":help set"]).joined(separator: "\n") + "\n"
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, [domain, "--store", "memory", "--seed", "1", "--now", "2023-08-04T03:08:57Z", "--keep-going"],
      input: script)
    #expect(!result.output.isEmpty)
    let lines = Self.overlong(result.output) + Self.overlong(result.errors)
    #expect(lines.isEmpty, "\(domain): \(lines.map { "\($0.utf8.count) bytes: \($0.prefix(100))…" })")
  }
}

/// `max-items` means what it says everywhere: up to that many elements print, each whole, folded
/// over lines of the promised width; past it, `[N items]`. Real binary, real USGS double.
@Suite(.timeLimit(.minutes(3)))
struct MaxItemsTests {
  @Test func stateAndSelectShowWholeQuakesUpToMaxItems() async throws {
    let script = """
      :serve usgs
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))
      :expect selectQuakesCount() == 5
      :set max-items 3
      :state quakes.data
      :set max-items 1000
      :echo -- a thousand
      :state quakes.data
      :select selectQuakes()

      """
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--now", "2023-08-04T03:08:57Z", "--trace", "none"], input: script)
    #expect(result.status == 0, "\(result.errors)")
    let parts = result.output.components(separatedBy: "-- a thousand\n")
    #expect(parts.count == 2)
    #expect(parts.first?.contains("quakes.data: [5 items]\n") == true, "\(result.output)")
    let thousand = parts.last ?? ""
    #expect(!thousand.contains("items]"), "nothing elided: \(thousand)")
    #expect(!thousand.contains("…"), "no field elided: \(thousand)")
    // Each quake whole, one field a line: its magnitude and its place both appear, five times
    // for `:state` and five for `:select`.
    #expect(thousand.components(separatedBy: "Quake(").count - 1 == 10, "\(thousand)")
    #expect(thousand.components(separatedBy: "magnitude: ").count - 1 == 10, "\(thousand)")
    #expect(LineWidthTests.overlong(result.output).isEmpty, "\(LineWidthTests.overlong(result.output))")
  }
}

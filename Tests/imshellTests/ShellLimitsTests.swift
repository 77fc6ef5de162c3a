import Foundation
import Testing
import TestSupport

/// Input far beyond what anyone types, through the real binary in batch mode: each ends in a
/// clear error (exit 1, a few lines on standard error) or in success, never in a crash.
@Suite struct ShellLimitsTests {
  func run(_ input: String, _ arguments: [String] = ["counter", "--trace", "none"]) async throws -> ProcessResult {
    try await ProcessRunner.run(PackagePaths.imshell, arguments, input: input)
  }

  @Test func aMegabyteLineIsRejectedWithAShortError() async throws {
    let result = try await self.run("." + String(repeating: "a", count: 1_000_000) + "\n")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("imshell: <stdin>:1:2: error: '.aaaa"))
    #expect(result.errors.utf8.count < 2_000, "the error quotes a window of the line, not all of it")
  }

  @Test func aMegabyteStringArgumentIsRejectedWithAShortError() async throws {
    let result = try await self.run(".didTapIncrementButton(by: \"" + String(repeating: "x", count: 1_000_000) + "\")\n")
    #expect(result.status == 1)
    #expect(result.errors.utf8.count < 1_000)
  }

  @Test func aLiteralNestedTenThousandDeepIsAnErrorNotACrash() async throws {
    let depth = 10_000
    let result = try await self.run(String(repeating: ".ui(", count: depth) + ".x" + String(repeating: ")", count: depth) + "\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("error: values nest more than 256 levels deep"))
    #expect(result.errors.contains("<stdin>:1:1025:"))
  }

  @Test func aBinaryFileIsNotReadAsAScript() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("binary.imsh")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0xFF, 0xFE, 0x0A, 0x2E]).write(to: file)
    let result = try await self.run(":read \(file.path)\n.didTapIncrementButton\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("\(file.path) is not a script: it is not UTF-8 text"))
    #expect(!result.output.contains("#1"), "batch stops at the error")
  }

  @Test func tenThousandWatchesAllHearADispatch() async throws {
    var script = (1...10_000).map { ":watch w\($0) = selectValue()" }
    script += [".didTapIncrementButton", ":expect w1 == 1", ":expect w10000 == 1"]
    let result = try await self.run(script.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("W10000 w10000 = selectValue() → 0"))
  }

  @Test func aLongBatchScriptRunsToItsEnd() async throws {
    let lines = (0..<50_000).map { $0 % 2 == 0 ? ".didTapIncrementButton" : ".didTapDecrementButton" }
    let result = try await self.run((lines + [":expect selectValue() == 0", ":history"]).joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("#50000 .didTapDecrementButton"))
  }
}

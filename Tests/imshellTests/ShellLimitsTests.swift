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

  /// Issue 37: a 200 MB script took 1.4 GB and 17 s before failing; over 16 MiB is refused as it
  /// is read, in bounded memory.
  @Test func aScriptOverSixteenMebibytesIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("huge.imsh")
    let line = Data(".didTapIncrementButton\n".utf8)
    try Data(repeating: 0, count: 0).write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    let block = Data((0..<4096).flatMap { _ in line })
    for _ in 0..<(17 * 1024 * 1024 / block.count + 1) { try handle.write(contentsOf: block) }
    try handle.close()
    let result = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/time"), ["-f", "maxrss=%M", PackagePaths.imshell.path, "counter", "--trace", "none"],
      input: ":read \(file.path)\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("\(file.path) is not a script: it is over the 16 MiB a script may hold"), "\(result.errors)")
    let rss = try #require(HostileAnswerTests.maxRSS(result.errors))
    #expect(rss < 150 * 1024, "maximum RSS \(rss) KiB")
  }

  /// Issue 37: a pipe is a script too (`-f <(…)`, `-f /dev/stdin`); `/dev/zero` is refused as
  /// not text, at its first block.
  @Test func aPipeIsAScriptAndDevZeroIsNot() async throws {
    let piped = try await ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"),
      ["-c", "\"$0\" counter --trace none -f <(printf '.didTapIncrementButton\\n:select selectValue()\\n')", PackagePaths.imshell.path])
    #expect(piped.status == 0, "\(piped.errors)")
    #expect(piped.output == "1\n")
    let zero = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", "/dev/zero"])
    #expect(zero.status == 1)
    #expect(zero.errors.contains("/dev/zero is not a script: it is not UTF-8 text"), "\(zero.errors)")
  }

  @Test func aFolderIsNotAScriptAndSaysSo() async throws {
    let directory = try TemporaryDirectory()
    let result = try await self.run(":read \(directory.url.path)\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot read \(directory.url.path): it is a folder"), "\(result.errors)")
  }

  /// Issue 37: invalid UTF-8 ran on standard input (repaired) but was refused by `-f`; a file
  /// now reads as standard input does.
  @Test func invalidUTF8ReadsTheSameFromAFileAsFromStandardInput() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("latin1.imsh")
    let bytes = Data(":echo caf".utf8) + Data([0xE9]) + Data("\n".utf8)
    try bytes.write(to: file)
    let fromFile = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", file.path])
    let fromInput = try await ProcessRunner.run(PackagePaths.imshell, ["counter"], input: String(decoding: bytes, as: UTF8.self))
    #expect(fromFile.status == 0, "\(fromFile.errors)")
    #expect(fromFile.output == fromInput.output)
    #expect(fromFile.output == "caf\u{FFFD}\n")
  }
}

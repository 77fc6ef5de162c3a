import Foundation
import Testing

/// The built `todoshell` and the example's folders, for tests that run the real binary.
enum TodoShell {
  /// `Examples/TodoShell`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The binary SwiftPM built beside this test bundle.
  static var binary: URL {
    get throws {
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("todoshell") }
      return try #require(
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
        "todoshell is not built (swift build --build-tests builds it); looked at \(candidates.map(\.path))")
    }
  }

  /// What one run printed and how it ended.
  struct Result {
    let output: String
    let errors: String
    let status: Int32
  }

  /// Runs the binary with `arguments`, `input` on standard input, in a fresh HOME, with the fixed
  /// environment the transcripts are recorded in.
  static func run(_ arguments: [String], input: String = "", home: URL? = nil) throws -> Result {
    let work = try home ?? FileManager.default.url(
      for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: URL(fileURLWithPath: NSTemporaryDirectory()), create: true)
    let process = Process()
    process.executableURL = try Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = work
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": work.path, "TZ": "UTC", "NO_COLOR": "1", "LC_ALL": "C.UTF-8", "TERM": "dumb"]
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self),
      status: process.terminationStatus)
  }
}

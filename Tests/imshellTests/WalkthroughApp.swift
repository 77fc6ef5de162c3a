import Foundation
import Testing
import TestSupport

/// A walkthrough that attaches to a running app (second line `#!app PRODUCT [ARGUMENTS]`), played
/// as `scripts/walkthroughs/run` plays it: the app first, in a runtime folder of its own that the
/// shell shares, the shell told the app's address in `IMSHELL_APP_URL`, and what varies from run
/// to run (pids, a recording's times) normalised in the transcript.
enum WalkthroughApp {
  /// The product and its arguments, when `script` names an app.
  static func command(in script: String) -> [String]? {
    let lines = script.split(separator: "\n", maxSplits: 2)
    guard lines.count > 1, lines[1].hasPrefix("#!app ") else { return nil }
    return lines[1].dropFirst("#!app ".count).split(separator: " ").map(String.init)
  }

  /// Runs `script` through `imshell OPTIONS --batch --echo` attached to `app`, started first.
  static func run(_ script: String, options: [String], app: [String]) async throws -> ProcessResult {
    let work = try TemporaryDirectory()
    var environment = try ProcessRunner.attachEnvironment(home: work.url)
    let executable = PackagePaths.imshell.deletingLastPathComponent().appendingPathComponent(app[0])
    let process = try RunningProcess(executable, Array(app.dropFirst()), environment: environment)
    defer { process.kill() }
    await process.waitForOutput(containing: "listening on ")
    let announced = process.output.split(separator: "\n").first { $0.hasPrefix("listening on ") }
    environment["IMSHELL_APP_URL"] = announced.map { String($0.dropFirst("listening on ".count)) } ?? ""
    var result = try await ProcessRunner.run(
      PackagePaths.imshell, options + ["--batch", "--echo"], input: script, environment: environment, directory: work.url)
    result.output = Self.normalised(result.output)
    return result
  }

  /// `(pid 4242)` as `(pid PID)`, and a recording's ` at 2026-01-02T03:04:05.678Z` as ` at TIME`.
  static func normalised(_ transcript: String) -> String {
    transcript.replacing(/\(pid [0-9]+\)/, with: "(pid PID)").replacing(/\ at [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z/, with: " at TIME")
  }
}

import Foundation
import GRDB
import Testing
import TestSupport

/// SQLite's promise, kept through the shell: an add the shell acknowledged (its `.success`
/// result printed) survives `kill -9` of the shell in the middle of a stream of adds, and the
/// database passes `PRAGMA integrity_check`.
@Suite struct DurabilityTests {
  @Test(.timeLimit(.minutes(5)))
  func acknowledgedAddsSurviveAKilledShell() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("animals.sqlite").path
    let shell = try RunningProcess(
      PackagePaths.imshell, ["animals", "--batch", "--store", "sqlite:" + path, "--seed", "13", "--trace", "actions"])
    defer { shell.kill() }
    let adds = (1...400).map { index in
      ".ui(.animalEditor(.onTapAddAnimalButton(id: \"T\(index)\", name: \"Kill \(index)\", diet: .herbivorous, categoryId: \"Fish\")))"
    }
    try shell.send(adds.joined(separator: "\n") + "\n")
    await waitUntil("some adds are acknowledged", timeout: .seconds(60)) { Self.acknowledged(in: shell.output).count >= 25 }
    shell.signal(SIGKILL)
    _ = await shell.waitForExit()
    let acknowledged = Self.acknowledged(in: shell.output)

    let queue = try DatabaseQueue(path: path)
    let (names, integrity) = try await queue.read { db in
      (Set(try String.fetchAll(db, sql: "SELECT name FROM animal")), try String.fetchOne(db, sql: "PRAGMA integrity_check"))
    }
    #expect(integrity == "ok")
    #expect(acknowledged.count >= 25)
    let lost = acknowledged.filter { !names.contains("Kill \($0)") }
    #expect(lost.isEmpty, "acknowledged but lost: \(lost.sorted())")
  }

  /// The indexes of the adds whose success the shell printed.
  static func acknowledged(in output: String) -> [Int] {
    output.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: ".didAddAnimal(id: \"T"), line.contains("result: .success") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
  }
}

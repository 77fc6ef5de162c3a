import Foundation
import Testing
import TestSupport

/// The Quakes day is the user's day (`TZ`), as the book's local calendar makes it: a quake at
/// 23:30 UTC on 3 August falls on 4 August at UTC+1, both for a date-only `searchDate` and for
/// "today" from `--now`.
@Suite struct LocalDayTests {
  static let lateQuake = """
    .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [Quake(quakeId: "late", \
    magnitude: 3.0, time: "2023-08-03T23:30:00Z", updated: "2023-08-03T23:30:00Z", name: "Late", longitude: 0.0, \
    latitude: 0.0)])))))
    """

  @Test(arguments: [("UTC", "2023-08-03"), ("Etc/GMT-1", "2023-08-04")])
  func aLateQuakeFallsOnTheLocalDay(zone: String, localDay: String) async throws {
    let directory = try TemporaryDirectory()
    var environment = ProcessRunner.stableEnvironment(home: directory.url)
    environment["TZ"] = zone
    let script = """
      \(Self.lateQuake)
      :expect selectQuakesValues(searchDate: "\(localDay)").name == ["Late"]
      :expect selectQuakesValues().name == ["Late"]
      :mount QuakeList
      """
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--no-effects", "--now", "2023-08-03T23:45:00Z"],
      input: script + "\n", environment: environment)
    #expect(result.status == 0, "\(result.errors)")
    // The list prints the time on the user's clock.
    let clock = zone == "UTC" ? "23:30" : "00:30"
    #expect(result.output.contains("\(clock)  Late"), "\(result.output)")
  }

  @Test func theUTCDayBeforeHoldsNothingAtUTCPlusOne() async throws {
    let directory = try TemporaryDirectory()
    var environment = ProcessRunner.stableEnvironment(home: directory.url)
    environment["TZ"] = "Etc/GMT-1"
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--no-effects"],
      input: Self.lateQuake + "\n:expect selectQuakesValues(searchDate: \"2023-08-03\") == []\n", environment: environment)
    #expect(result.status == 0, "\(result.errors)")
  }
}

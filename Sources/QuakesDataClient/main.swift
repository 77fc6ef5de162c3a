// Fetches one USGS summary feed, saves it in a Quakes SQLite store, and prints what was stored:
// the book's end-to-end check of the Quakes data layer without any UI (chapter 10,
// "QuakesDataClient"), pointed at any feed base URL such as the loopback USGSDouble.
//
//   QuakesDataClient --remote http://127.0.0.1:8080 --range day --store quakes.sqlite
//   stored 225 quakes (3 with magnitude <= 0 dropped)
//   M5.6 us6000kxme 82 km SSW of Sand Point, Alaska
//   …
//
// Failures print one sentence to standard error and exit 1; usage errors exit 64.

import ArgumentParser
import Foundation
import QuakesData

/// The feed ranges, as the command line spells them.
enum RangeArgument: String, ExpressibleByArgument, CaseIterable {
  case hour, day, week, month

  /// The action's range.
  var range: QuakesAction.UI.QuakeList.RefreshQuakesRange {
    switch self {
    case .hour: .allHour
    case .day: .allDay
    case .week: .allWeek
    case .month: .allMonth
    }
  }
}

/// What one run prints after storing: the count, then the strongest quakes.
enum ClientReport {
  /// How many of the strongest quakes are listed.
  static let strongestCount = 5

  /// The strongest `strongestCount` quakes: magnitude descending, then id ascending.
  static func strongest(_ quakes: [Quake]) -> [Quake] {
    Array(
      quakes.sorted {
        $0.magnitude != $1.magnitude ? $0.magnitude > $1.magnitude : $0.quakeId < $1.quakeId
      }.prefix(Self.strongestCount))
  }

  /// One line per quake: `M5.9 us6000kxfl 266 km S of Burica, Panama`.
  static func line(_ quake: Quake) -> String {
    "M\(quake.magnitude) \(quake.quakeId) \(quake.name)"
  }
}

struct QuakesDataClient: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "QuakesDataClient",
    abstract: "Fetches a USGS feed into a Quakes store and prints the count stored and the five strongest quakes.",
    discussion: """
      Quakes with magnitude <= 0 are dropped, as the reducer does. Exits 1 with one sentence on \
      standard error when fetching or storing fails.
      """)

  @Option(help: "The folder holding all_<range>.geojson, such as the URL USGSDouble prints.")
  var remote: String

  @Option(help: "Which feed to fetch: hour, day, week or month.")
  var range: RangeArgument

  @Option(help: "The SQLite store to write (created if missing; its folder must exist).")
  var store: String

  func validate() throws {
    guard let url = URL(string: self.remote), let scheme = url.scheme, ["http", "https"].contains(scheme) else {
      throw ValidationError("--remote must be an http or https URL")
    }
  }

  func run() async throws {
    let remote = RemoteStore(session: NetworkSession(service: .usgsFeed), baseURL: URL(string: self.remote)!)
    let fetched: [Quake]
    do {
      fetched = try await remote.fetchRemoteQuakesQuery(range: self.range.range)
    } catch {
      Self.fail("could not fetch \(RemoteStore<NetworkSession<HTTPTransport>>.fileName(for: self.range.range)): \(error)")
    }
    let kept = fetched.filter { $0.magnitude > 0 }
    do {
      let local = try LocalStore(path: self.store)
      try await local.didFetchRemoteQuakesMutation(inserted: kept, updated: [], deleted: [])
    } catch {
      Self.fail("could not store the quakes: \(error)")
    }
    print("stored \(kept.count) quakes (\(fetched.count - kept.count) with magnitude <= 0 dropped)")
    for quake in ClientReport.strongest(kept) {
      print(ClientReport.line(quake))
    }
  }

  /// Writes `sentence` to standard error and exits with status 1.
  static func fail(_ sentence: String) -> Never {
    FileHandle.standardError.write(Data("QuakesDataClient: error: \(sentence)\n".utf8))
    Foundation.exit(1)
  }
}

// Top-level code picks ParsableCommand's synchronous `main()`, which refuses async commands on
// Linux; parse and run explicitly instead (help and usage errors exit as `main()` would).
do {
  let command = try QuakesDataClient.parse()
  try await command.run()
} catch {
  QuakesDataClient.exit(withError: error)
}

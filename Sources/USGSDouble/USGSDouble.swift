import ArgumentParser
import Foundation
import Hummingbird
import Logging
import LoopbackServerSupport
import NIOCore

/// A loopback stand-in for the USGS summary feeds, served from a fixture: the real HTTP server
/// the live `RemoteStore` tests and `QuakesDataClient` talk to.
///
/// ```sh
/// swift run USGSDouble --port 8080
/// # listening on http://127.0.0.1:8080
/// curl http://127.0.0.1:8080/earthquakes/feed/v1.0/summary/all_hour.geojson
/// ```
///
/// It binds 127.0.0.1 only. Once it listens it prints exactly one line to standard output,
/// `listening on http://127.0.0.1:PORT`, and nothing else there; Hummingbird's log goes to
/// standard error. SIGTERM and SIGINT shut it down gracefully (exit status 0).
@main
struct USGSDouble: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "USGSDouble",
    abstract: "Serves all_hour/day/week/month.geojson on 127.0.0.1, sliced from a USGS week fixture.",
    discussion: """
      hour = quakes at most 1 h before the fixture's metadata.generated, day = at most 24 h, \
      week = the whole fixture, month = the same as week. Paths may have any prefix.
      """)

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: Int = 0

  @Option(
    help: """
      The USGS week feed to serve. Default: \(FixtureLocator.relativePath) under the current \
      directory, else under the nearest folder above the executable that has it.
      """)
  var fixture: String?

  @Option(help: "Answer every request with this HTTP status.")
  var fail: Int?

  @Option(help: "The Content-Type of feed answers.")
  var mime: String = "application/json"

  @Flag(help: "Send only the first half of each body, so it is not valid JSON.")
  var malformed: Bool = false

  @Option(help: "Seconds to wait before each answer.")
  var slow: Double = 0

  @Flag(help: "Stop (gracefully) when standard input closes: how imshell's :serve ties a server to its own life.")
  var stopWhenInputCloses = false

  func validate() throws {
    guard (0...65_535).contains(self.port) else { throw ValidationError("--port must be between 0 and 65535") }
    if let fail = self.fail, !(100...999).contains(fail) {
      throw ValidationError("--fail must be an HTTP status between 100 and 999")
    }
    guard self.slow >= 0 else { throw ValidationError("--slow must not be negative") }
  }

  func run() async throws {
    let feed: Feed
    do {
      feed = try Feed(fixture: try self.fixtureURL())
    } catch let error as FeedError {
      FileHandle.standardError.write(Data("USGSDouble: error: \(error)\n".utf8))
      throw ExitCode.failure
    }
    let behaviour = FeedBehaviour(delay: self.slow, failure: self.fail, contentType: self.mime, malformed: self.malformed)
    var logger = Logger(label: "USGSDouble") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = .info
    let app = Application(
      router: FeedRouter.make(feed: feed, behaviour: behaviour),
      configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: self.port), serverName: "USGSDouble"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
      },
      logger: logger)
    if self.stopWhenInputCloses { ParentWatch.start() }
    try await app.runService()
  }

  /// `--fixture`, else the default `FixtureLocator` finds.
  private func fixtureURL() throws(FeedError) -> URL {
    if let fixture = self.fixture { return URL(fileURLWithPath: fixture) }
    guard let found = FixtureLocator.defaultFixture() else {
      throw FeedError.fixture(
        "no \(FixtureLocator.relativePath) under the current directory or above the executable; pass --fixture PATH")
    }
    return found
  }
}

import AnimalsData
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import LoopbackServerSupport
import NIOCore

/// Serves an Animals LocalStore over HTTP: the book's AnimalsDataServer (chapter 15), on
/// Hummingbird instead of Vapor.
///
/// ```sh
/// swift run AnimalsDataServer --store animals.sqlite --port 8080
/// # listening on http://127.0.0.1:8080
/// curl -s -X POST http://127.0.0.1:8080/animals/api -d '{"query":[{"categories":{}}]}'
/// ```
///
/// Once it listens it prints exactly one line to standard output, `listening on URL`, and nothing
/// else there; each answered request is one line on standard error. SIGTERM and SIGINT stop it
/// gracefully: it stops accepting, finishes the requests in flight, closes the database and exits 0.
@main
struct AnimalsDataServer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "AnimalsDataServer",
    abstract: "Serves an Animals SQLite store at POST /animals/api.",
    discussion: """
      A request holds "query" and/or "mutation" lists; queries are answered first, then every \
      mutation is applied in one transaction (all or none). Errors are JSON: 400 for a body that \
      is not a request (a blank name and {} included), 404 for an unknown animal or path, 405 for \
      another method, 413 for a body over 1 MiB, 422 for an unknown category; a request may \
      hold at most 16 queries (400 beyond). A connection that sends nothing for the idle \
      timeout (half a request included) is closed. GET /openapi.json serves the API's OpenAPI \
      document.
      """)

  @Option(help: "The SQLite store (created and seeded with the sample data if missing).")
  var store: String = "default.sqlite"

  @Option(help: "The address to bind.")
  var host: String = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: Int = 8080

  @Option(help: "Make the ids of added animals from this seed, the same every run.")
  var seed: UInt64?

  @Option(help: "Seconds a connection may stay idle, or take over sending a request's head, before it is closed.")
  var idleTimeout: Int = 10

  @Flag(help: "Stop (gracefully) when standard input closes: how imshell's :serve ties a server to its own life.")
  var stopWhenInputCloses = false

  func validate() throws {
    guard (0...65_535).contains(self.port) else { throw ValidationError("--port must be between 0 and 65535") }
    guard self.idleTimeout > 0 else { throw ValidationError("--idle-timeout must be at least 1 second") }
  }

  func run() async throws {
    let store: LocalStore<UUID>
    do {
      var makeID: @Sendable () -> String = { UUID().uuidString }
      if let seed = self.seed { makeID = SeededIDGenerator.makeID(seed: seed) }
      store = try LocalStore<UUID>(path: self.store, makeID: makeID)
    } catch {
      FileHandle.standardError.write(Data("AnimalsDataServer: error: \(error)\n".utf8))
      throw ExitCode.failure
    }
    // Answers to repeated queries come from memory until any connection commits to the file; a
    // server that cannot open the second connection still answers, only from the store each time.
    let version = try? StoreVersion(path: self.store)
    let cache = version.map { version in AnswerCache(version: version.current) }
    var logger = Logger(label: "AnimalsDataServer") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = .notice
    // An IPv6 address goes in brackets in a URL.
    let host = self.host.contains(":") ? "[\(self.host)]" : self.host
    DescriptorLimit.raiseToHardLimit()
    let app = Application(
      router: AnimalsRouter.make(responder: APIResponder(store: store, cache: cache)),
      // Hummingbird's idle timer runs from the last request part read, so a head sent half (a
      // slowloris) is closed after it too: without it 3,000 such connections stayed open (issue 37).
      server: .http1(configuration: .init(idleTimeout: .seconds(Int64(self.idleTimeout)))),
      configuration: ApplicationConfiguration(address: .hostname(self.host, port: self.port), serverName: "AnimalsDataServer"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        FileHandle.standardOutput.write(Data("listening on http://\(host):\(port)\n".utf8))
      },
      logger: logger)
    if self.stopWhenInputCloses { ParentWatch.start() }
    try await app.runService()
    try version?.close()
    try await store.close()
  }
}

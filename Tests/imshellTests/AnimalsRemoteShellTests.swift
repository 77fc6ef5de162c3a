import Foundation
import Testing
import TestSupport

/// `imshell animals --remote URL` and `IMSHELL_ANIMALS_URL` against a server started by hand.
@Suite(.timeLimit(.minutes(5)))
struct AnimalsRemoteShellTests {
  /// Starts the built server on a free port over a fresh store; returns it and its URL.
  static func startServer(in folder: TemporaryDirectory) async throws -> (RunningProcess, String) {
    let server = try RunningProcess(
      ServeTests.server, ["--port", "0", "--store", folder.url.appendingPathComponent("s.sqlite").path])
    guard await server.waitForOutput(containing: "\n", timeout: .seconds(60)) else {
      server.kill()
      throw CancellationError()
    }
    return (server, String(server.output.prefix { $0 != "\n" }.dropFirst("listening on ".count)))
  }

  static let script = """
    :store addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    :trace effects on
    .ui(.animalList(.onAppear))
    :expect selectAnimalsValues(categoryId: "Bird", sort: .name).name == ["Eagle", "House sparrow"]

    """

  @Test(arguments: [true, false])
  func theSessionUsesTheServerNamedByTheFlagOrTheVariable(_ byFlag: Bool) async throws {
    let folder = try TemporaryDirectory()
    let (server, url) = try await Self.startServer(in: folder)
    defer { server.kill() }
    var environment = ProcessRunner.stableEnvironment(home: folder.url)
    if !byFlag { environment["IMSHELL_ANIMALS_URL"] = url }

    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--seed", "3"] + (byFlag ? ["--remote", url] : []), input: Self.script,
      environment: environment)

    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains(#"effect  AnimalsData.RemoteStore: POST /animals/api {"query":[{"animals":{}}]}"#))
    #expect(!result.output.contains(url), "no address in the transcript")
  }

  @Test func aRemoteThatIsNotAnHTTPURLIsRefused() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["animals", "--remote", "localhost:8080"], input: ":quit\n")

    // As for Quakes' --remote: the domain cannot be opened (1), not a malformed command line (64).
    #expect(result.status == 1)
    #expect(result.errors.contains("the remote localhost:8080 is not an http(s) URL"))
  }

  /// Issue 37: getaddrinfo wraps a port over 65535 (99999 reached 34463), so it is refused.
  @Test func aPortOutOfRangeIsRefused() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--remote", "http://127.0.0.1:99999/"], input: ":quit\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("the remote http://127.0.0.1:99999/ names port 99999, not one from 1 to 65535"), "\(result.errors)")
  }

  /// Issue 37: a scheme is case-insensitive (RFC 3986 §3.1); `HTTP://` reaches the server.
  @Test func anUpperCaseSchemeIsAccepted() async throws {
    let folder = try TemporaryDirectory()
    let (server, url) = try await Self.startServer(in: folder)
    defer { server.kill() }
    let upper = "HTTP" + url.dropFirst("http".count)
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--seed", "3", "--remote", upper], input: Self.script)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains(#"effect  AnimalsData.RemoteStore: POST /animals/api {"query":[{"animals":{}}]}"#))
  }
}

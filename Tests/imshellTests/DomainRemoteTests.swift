import Foundation
import Testing
import TestSupport

/// A remote store belongs to one domain: the server `:serve` started, or `--remote` named at
/// launch, is the remote of the domain it was given for. Loading another domain with `:domain`
/// gives that domain its own store (here Animals' local one, not the USGS double), and loading
/// the first again finds its remote where it was.
@Suite struct DomainRemoteTests {
  static let script = """
    .ui(.categoryList(.onAppear))
    :expect selectCategoriesValues(sort: .name).count == 6
    :expect selectCategoriesStatus() == .success
    :domain quakes
    .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))
    :expect selectQuakesCount() == 5

    """

  @Test(.timeLimit(.minutes(5)))
  func aServedServerStaysTheRemoteOfTheDomainThatStartedIt() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--now", "2023-08-04T03:08:57Z"],
      input: ":serve usgs\n:domain animals\n" + Self.script)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "\(result.errors)")
  }

  @Test(.timeLimit(.minutes(5)))
  func aRemoteNamedAtLaunchIsTheLaunchDomainsOnly() async throws {
    // Nothing listens on the discard port: were Animals to use it, its fetch would fail.
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--remote", "http://127.0.0.1:9/"],
      input: ":domain animals\n" + Self.script.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "\(result.errors)")
  }
}

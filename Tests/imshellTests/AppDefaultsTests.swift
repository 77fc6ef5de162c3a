import ArgumentParser
import Foundation
import ImmutableShell
@testable import ShellTerminal
import Testing
import TestSupport

/// What a program of someone else's gets from `ShellProgram` when it leaves things out: nothing
/// that is ours (a version number, an empty list, an option silently dropped).
@Suite struct AppDefaultsTests {
  @Test func anAppWithoutAVersionSaysSoInsteadOfPrintingOurs() {
    let text = BuildInfo.versionText(of: ShellProgram(name: "ledgershell", domains: DomainCatalog()))
    #expect(text.hasPrefix("ledgershell (version not set by the app)\nbuilt with Swift "), "\(text)")
    #expect(!text.contains("0.1.0"))
  }

  @Test func anAppsOwnVersionIsPrinted() {
    let text = BuildInfo.versionText(of: ShellProgram(name: "ledgershell", domains: DomainCatalog(), version: "2.4.1"))
    #expect(text.hasPrefix("ledgershell 2.4.1\n"), "\(text)")
  }

  @Test func anAppWithoutWalkthroughsSaysThereAreNone() {
    let program = ShellProgram(name: "ledgershell", domains: DomainCatalog())
    #expect {
      _ = try WalkthroughPlayer.find("01", of: program)
    } throws: { error in
      (error as? ValidationError)?.message == "ledgershell has no walkthroughs"
    }
  }

  @Test func anEmptyWalkthroughFolderSaysThereAreNoneThere() throws {
    let folder = try TemporaryDirectory()
    let url = folder.url
    let program = ShellProgram(name: "ledgershell", domains: DomainCatalog(), walkthroughs: (folder: { url }, shownAs: "walkthroughs"))
    #expect {
      _ = try WalkthroughPlayer.find("01", of: program)
    } throws: { error in
      let message = (error as? ValidationError)?.message ?? ""
      return message.hasSuffix("; there are none there") && !message.contains("there are: ")
    }
  }

  @Test(arguments: ["counter", "foodtruck"])
  func remoteForADomainWithoutARemoteStoreIsAUsageError(_ domain: String) async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, [domain, "--remote", "http://127.0.0.1:9", "-e", ":state"])
    #expect(result.status == 64, "\(result.output)")
    #expect(result.errors.contains("--remote: the \(domain) domain has no remote store; domains with one: animals, quakes"), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  @Test(arguments: ["counter", "animals", "quakes", "foodtruck"])
  func storeMemoryStaysValidForEveryDomain(_ domain: String) async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, [domain, "--store", "memory", "--no-effects", "-e", ":echo ok"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "ok\n")
  }
}

/// Numbers Swift would refuse are refused with the reason, not read as something else.
@Suite struct NumberLimitTests {
  @Test(arguments: [":undo 99999999999999999999", ":jump 99999999999999999999"])
  func aCountTooLargeSaysSo(_ line: String) async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-e", line])
    #expect(result.status == 1)
    #expect(result.errors.contains("error: '99999999999999999999' is too large: at most 9223372036854775807"), "\(result.errors)")
    #expect(!result.errors.contains("expected a number"))
  }

  @Test func aSettingTooLargeSaysSo() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-e", ":set max-items 99999999999999999999"])
    #expect(result.status == 1)
    #expect(result.errors.contains("max-items: '99999999999999999999' is too large"), "\(result.errors)")
  }

  @Test func aDoubleThatOverflowsIsRefusedNotInfinity() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["quakes", "--store", "memory", "--no-effects", "-e", ":expect 1e999 == 1.0"])
    #expect(result.status == 1, "\(result.output)")
    #expect(result.errors.contains("'1e999' overflows to inf as a Double"), "\(result.errors)")
  }

  @Test(arguments: [":set timeout 1e300", ":await 1e300"])
  func aTimeoutBeyondADayIsRefusedNotATrap(_ line: String) async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-e", line])
    #expect(result.status == 1, "\(result.output)")
    #expect(result.errors.contains("86400"), "\(result.errors)")
  }
}

/// The small things a new user tripped on, through the real binary.
@Suite struct SmallWordingTests {
  @Test func exportingToAMissingFolderSaysTheFolderIsMissing() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["counter", "-e", ".didTapIncrementButton", "-e", ":export-test /nonexistent/imshell/CounterTests.swift"])
    #expect(result.status == 1)
    #expect(
      result.errors.contains("cannot write /nonexistent/imshell/CounterTests.swift: the folder /nonexistent/imshell does not exist"),
      "\(result.errors)")
  }

  @Test func domainsAndOptionsListInAlignedColumns() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-e", ":domain", "-e", ":set"])
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    let domains = lines.prefix(4), options = lines.dropFirst(4)
    let summaryColumn = { (line: String) in line.range(of: "  +", options: .regularExpression, range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)?.upperBound.utf16Offset(in: line) ?? -1 }
    #expect(Set(domains.map(summaryColumn)).count == 1, "\(domains)")
    #expect(Set(options.map(summaryColumn)).count == 1, "\(options)")
  }
}

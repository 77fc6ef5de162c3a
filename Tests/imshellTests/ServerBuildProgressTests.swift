@testable import ShellTerminal
import Testing

/// A first `:serve` builds its server for minutes; the shell reports SwiftPM's step count.
@Suite struct ServerBuildProgressTests {
  @Test func theLastStepCountIsReported() {
    let log = """
      Building for debugging...
      [12/410] Compiling NIOCore ByteBuffer.swift
      [57/410] Compiling Hummingbird Router.swift
      warning: something
      """
    #expect(ServerBuild.stepCount(in: log) == "[57/410]")
  }

  @Test func aDiagnosticFootnoteIsNoCount() {
    let log = """
      [103/227] Compiling AnimalsData LocalStore.swift
      warning: capture of non-Sendable type 'UUID.Type' in an isolated closure [#SendableMetatypes]
      [#SendableMetatypes]: <https://docs.swift.org/compiler/documentation/diagnostics/sendable-metatypes>
      """
    #expect(ServerBuild.stepCount(in: log) == "[103/227]")
  }

  @Test func noCountYetIsNothingToReport() {
    #expect(ServerBuild.stepCount(in: "Fetching https://github.com/apple/swift-nio\n") == nil)
  }
}

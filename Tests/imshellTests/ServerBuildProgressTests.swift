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

  @Test func noCountYetIsNothingToReport() {
    #expect(ServerBuild.stepCount(in: "Fetching https://github.com/apple/swift-nio\n") == nil)
  }
}

import Foundation
import Testing
import TestSupport

/// Text from elsewhere — a stored name, a server's error message — never reaches the terminal as
/// control characters (issue 37): every line the shell prints escapes them as the state lines do.
@Suite(.timeLimit(.minutes(5)))
struct TerminalEscapeTests {
  /// Sets the window title and clears the screen, if printed raw.
  static let evil = #"Evil\u{1b}]0;PWNED\u{7}\u{1b}[2J"#

  @Test func aStoredNameIsEscapedInAMountsRender() async throws {
    let script = """
      :mount CategoryList
      :mount List = AnimalList(categoryId: "Mammal")
      .ui(.animalEditor(.onTapAddAnimalButton(id: "E", name: "\(Self.evil)", diet: .herbivorous, categoryId: "Mammal")))

      """
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["animals", "--store", "memory", "--seed", "1"], input: script)
    #expect(result.status == 0, "\(result.errors)")
    #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(result.output)")
    let renderLines = result.output.split(separator: "\n").filter { $0.hasPrefix("     Mammal: ") && $0.contains("Evil") }
    #expect(!renderLines.isEmpty && renderLines.allSatisfy { $0.contains(Self.evil) }, "\(result.output)")
  }

  @Test func aServersErrorMessageIsEscapedInAStoreFailure() async throws {
    let server = try FaultyLoopbackServer(.status(500, body: #"{"error":{"code":"x","message":"bad\u001b]0;PWNED\u0007"}}"#))
    defer { server.stop() }
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "memory", "--remote", server.url.absoluteString, "--keep-going"],
      input: ":store fetchAnimalsQuery()\n:echo still here\n")
    let everything = result.output + result.errors
    #expect(!everything.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(everything)")
    #expect(everything.contains(#"the Animals server answered HTTP 500: bad\u{1b}]0;PWNED\u{7}"#), "\(everything)")
  }
}

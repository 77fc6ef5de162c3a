import Foundation
import TestSupport
import Testing

/// What the macro says about declarations it cannot expand, as the Swift compiler reports it:
/// each snippet is type-checked by `swiftc` against this build's TypedLiterals module and the
/// macro plugin this build made (`TypedLiteralsMacros-tool`), so no test links the macro target.
@Suite struct TypedLiteralMacroDiagnosticsTests {
  @Test func aValidDeclarationTypeChecksCleanly() async throws {
    let result = try await Self.typeCheck(
      """
      import TypedLiterals

      @TypedLiteral
      struct Counter {
        let value: Int
      }
      let shape = Counter.literalShape
      """)
    #expect(result.status == 0, "\(result.errors)")
    #expect(Self.errorLines(result).isEmpty)
  }

  @Test(arguments: ["class", "actor"])
  func classesAndActorsAreRejected(_ keyword: String) async throws {
    let result = try await Self.typeCheck(
      """
      import TypedLiterals

      @TypedLiteral
      \(keyword) Store {}
      """)
    #expect(result.status != 0)
    #expect(Self.errorLines(result) == ["3:1: error: @TypedLiteral applies to an enum or a struct (from macro 'TypedLiteral')"])
  }

  @Test func aStoredPropertyWithoutATypeAnnotationIsRejected() async throws {
    let result = try await Self.typeCheck(
      """
      import TypedLiterals

      @TypedLiteral
      struct Counter {
        var value = 0
      }
      """)
    #expect(result.status != 0)
    #expect(
      Self.errorLines(result)
        == ["3:1: error: @TypedLiteral needs a type annotation on every stored property (from macro 'TypedLiteral')"])
  }
}

extension TypedLiteralMacroDiagnosticsTests {
  /// The folder holding this test binary, the module files and the macro plugin.
  static let binDirectory: URL = {
    let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return running.deletingLastPathComponent()
  }()

  /// Type-checks `source` as one file, with the build's modules and macro plugin.
  static func typeCheck(_ source: String) async throws -> ProcessResult {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("Snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let plugin = Self.binDirectory.appendingPathComponent("TypedLiteralsMacros-tool")
    try #require(FileManager.default.isExecutableFile(atPath: plugin.path), "no macro plugin at \(plugin.path)")
    return try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swiftc", "-typecheck", "-I", Self.binDirectory.appendingPathComponent("Modules").path,
        "-load-plugin-executable", plugin.path + "#TypedLiteralsMacros", file.path,
      ],
      environment: ProcessInfo.processInfo.environment, directory: directory.url)
  }

  /// The compiler's error headlines, with the file name dropped: `LINE:COL: error: …`.
  static func errorLines(_ result: ProcessResult) -> [String] {
    result.errors.split(separator: "\n").compactMap { line in
      guard line.contains(": error: "), let range = line.range(of: "Snippet.swift:") else { return nil }
      return String(line[range.upperBound...])
    }
  }
}

import Foundation
import TestSupport

/// The literal generator as a package runs it: the `literal-generator` binary, built with the
/// `LiteralGenerator` trait in .build/literals (scripts/update-literals and scripts/test build it
/// there). This test build has the trait off, so no swift-syntax: the generator is tested through
/// its binary, as the shell is through `imshell`.
enum GeneratorTool {
  static let binary = PackagePaths.root.appendingPathComponent(".build/literals/debug/literal-generator")

  /// Whether the suites run: when the binary is built, or when scripts/test says it must be
  /// (`IMSHELL_REQUIRE_LITERAL_GENERATOR=1`), so that a missing binary fails there rather than skips.
  static var shouldRun: Bool {
    FileManager.default.isExecutableFile(atPath: Self.binary.path)
      || ProcessInfo.processInfo.environment["IMSHELL_REQUIRE_LITERAL_GENERATOR"] == "1"
  }

  /// What one run left: its status, its `error:` lines (paths relative to the module folder) and
  /// the generated file, if any.
  struct Run {
    var status: Int32
    var errors: [String]
    var generated: String?
  }

  /// Writes `files` (path → source) into a fresh module folder and runs the generator on it.
  static func run(_ files: [String: String], check: Bool = false) async throws -> Run {
    let module = try TemporaryDirectory()
    for (path, text) in files {
      try text.write(to: module.url.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    return try await Self.run(moduleAt: module.url, check: check)
  }

  /// Runs the generator on an existing module folder.
  static func run(moduleAt module: URL, check: Bool = false) async throws -> Run {
    let result = try await ProcessRunner.run(Self.binary, (check ? ["--check"] : []) + [module.path])
    let prefix = module.path + "/"
    let errors = result.errors.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
      line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line)
    }
    let generated = try? String(contentsOf: module.appendingPathComponent("Generated/TypedLiterals.generated.swift"), encoding: .utf8)
    return Run(status: result.status, errors: errors, generated: generated)
  }
}

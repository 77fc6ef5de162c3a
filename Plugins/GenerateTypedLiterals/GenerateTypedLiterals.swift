import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-typed-literals [--check] [--target NAME…]`
///
/// Runs the literal generator over the package's Swift modules that hold `// @TypedLiteral`
/// declarations (or a generated file to remove), or over the named targets: each gets its
/// `Generated/TypedLiterals.generated.swift`, which the package commits. With `--check` nothing is
/// written: a stale file is printed as a diff and the command fails.
@main struct GenerateTypedLiterals: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let check = extractor.extractFlag(named: "check") > 0
    let named = extractor.extractOption(named: "target")
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure("unexpected arguments \(extractor.remainingArguments); usage: generate-typed-literals [--check] [--target NAME…]")
    }
    let modules = try Self.modules(of: context.package, named: named)
    guard !modules.isEmpty else {
      print("generate-typed-literals: no module of \(context.package.displayName) has a // @TypedLiteral declaration")
      return
    }
    let tool = try context.tool(named: "literal-generator")
    // Run from the package's folder with relative paths, so what it prints reads `Sources/MyApp/…`.
    let root = context.package.directoryURL.standardizedFileURL.path + "/"
    let process = Process()
    process.executableURL = tool.url
    process.currentDirectoryURL = context.package.directoryURL
    process.arguments = (check ? ["--check"] : []) + modules.map { module in
      let path = module.directoryURL.standardizedFileURL.path
      return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw PluginFailure(check ? "generated literal conformances are stale" : "the generator refused a declaration")
    case 69: throw PluginFailure("enable imshell's LiteralGenerator trait in this package's dependency on it")
    default: throw PluginFailure("literal-generator exited with status \(process.terminationStatus)")
    }
  }

  /// The named Swift targets, or every Swift target of the package that has a marked declaration
  /// or a generated file.
  static func modules(of package: Package, named names: [String]) throws -> [any SourceModuleTarget] {
    if !names.isEmpty {
      return try package.targets(named: names).map { target in
        guard let module = target as? any SourceModuleTarget else { throw PluginFailure("\(target.name) has no Swift sources") }
        return module
      }
    }
    return package.targets.compactMap { $0 as? any SourceModuleTarget }.filter { module in
      let generated = module.directoryURL.appending(path: "Generated/TypedLiterals.generated.swift")
      if FileManager.default.fileExists(atPath: generated.path) { return true }
      return module.sourceFiles(withSuffix: "swift").contains { file in
        (try? String(contentsOf: file.url, encoding: .utf8))?.contains("// @TypedLiteral") == true
      }
    }
  }
}

/// A failure `swift package` prints as the command's error.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

import Foundation

/// The `TypedLiteral` conformances the `generate-typed-literals` command plugin generates, and the
/// check that they are fresh, which needs no swift-syntax.
///
/// A module's marked declarations (see ``TypedLiteral``) get their conformances in one committed
/// file, ``relativePath`` in the module's folder. Above each conformance a record line names the
/// declaration and a fingerprint of its text: comments and runs of blanks count as one space, so
/// only a change to the code itself makes the file stale. A test of the module calls
/// ``problems(inModuleAt:)`` and fails on what it returns:
///
/// ```swift
/// @Test func literalConformancesAreFresh() throws {
///   let module = URL(fileURLWithPath: "Sources/MyApp")
///   let problems = try GeneratedConformances.problems(inModuleAt: module)
///   #expect(problems.isEmpty, "\(GeneratedConformances.staleMessage(problems, module: "Sources/MyApp"))")
/// }
/// ```
public enum GeneratedConformances {
  /// The comment that marks a declaration, alone on its line among the comments above it.
  public static let marker = "// @TypedLiteral"

  /// Where a module's generated conformances live, relative to the module's folder.
  public static let relativePath = "Generated/TypedLiterals.generated.swift"

  /// The command that rewrites a package's generated files (the package's `Package.swift` must
  /// enable imshell's `LiteralGenerator` trait).
  public static let regenerateCommand = "swift package --allow-writing-to-package-directory generate-typed-literals"

  /// What a failed freshness check prints: the problems, then how to regenerate.
  ///
  /// - Parameters:
  ///   - problems: What ``problems(inModuleAt:)`` returned.
  ///   - module: The module's folder as the reader knows it.
  ///   - command: The command that regenerates it, ``regenerateCommand`` unless the package has its own.
  public static func staleMessage(_ problems: [String], module: String, command: String = Self.regenerateCommand) -> String {
    let cause = problems.map { "\(module)/\($0)" }.joined(separator: "\n")
    return "\(cause)\n\(module)/\(Self.relativePath) is stale or missing; regenerate with `\(command)`"
  }

  /// The start of each record line in a generated file.
  static let recordPrefix = "// Source: "

  /// A marked declaration, as found in the source or as recorded in the generated file.
  public struct Declaration: Hashable, Sendable {
    /// The source file, relative to the module's folder.
    public var file: String
    /// The declared name, without backticks (the last component of a nested type's name).
    public var name: String
    /// The line the declaration starts on (after the comments above it); 0 when read from a record.
    public var line: Int
    /// FNV-1a 64 of the declaration's text from its first token to its closing brace, in hex.
    public var fingerprint: String

    /// Creates a declaration.
    public init(file: String, name: String, line: Int, fingerprint: String) {
      self.file = file
      self.name = name
      self.line = line
      self.fingerprint = fingerprint
    }
  }

  /// The marked declarations of one source file, in source order.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: Its path relative to the module's folder, recorded in each declaration.
  public static func declarations(inSource source: String, file: String) -> [Declaration] {
    MarkedDeclarationScanner(source).declarations(file: file)
  }

  /// The record line written above a declaration's conformance.
  ///
  /// - Parameter qualifiedName: The name the conformance extends, such as `AnimalsAction.UI`.
  public static func record(_ declaration: Declaration, qualifiedName: String) -> String {
    "\(Self.recordPrefix)\(declaration.file), \(qualifiedName), fingerprint \(declaration.fingerprint)"
  }

  /// The declarations a generated file records, in its order (`line` is 0).
  public static func recordedDeclarations(inGenerated text: String) -> [Declaration] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(Self.recordPrefix) else { return nil }
      let parts = line.dropFirst(Self.recordPrefix.count).components(separatedBy: ", ")
      guard parts.count == 3, parts[2].hasPrefix("fingerprint ") else { return nil }
      let name = parts[1].split(separator: ".").last.map(String.init) ?? parts[1]
      return Declaration(file: parts[0], name: name, line: 0, fingerprint: String(parts[2].dropFirst("fingerprint ".count)))
    }
  }

  /// The Swift files of a module whose declarations may be marked: every `.swift` file under its
  /// folder except the generated one, as paths relative to the folder, sorted.
  public static func sourceFiles(inModuleAt directory: URL) throws -> [String] {
    let base = directory.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(".swift"), path != Self.relativePath { files.append(path) }
    }
    return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// What makes a module's generated conformances stale, one sentence each; empty when fresh.
  ///
  /// Reports a declaration whose text changed since it was generated, a marked declaration
  /// without a generated conformance, and a generated conformance whose marked declaration is gone.
  ///
  /// - Parameter directory: The module's folder (such as `Sources/CounterData`).
  /// - Throws: When a source file or the generated file exists but cannot be read.
  public static func problems(inModuleAt directory: URL) throws -> [String] {
    var found: [Declaration] = []
    for file in try Self.sourceFiles(inModuleAt: directory) {
      let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      found += Self.declarations(inSource: source, file: file)
    }
    let generatedURL = directory.appendingPathComponent(Self.relativePath)
    let recorded =
      FileManager.default.fileExists(atPath: generatedURL.path)
      ? Self.recordedDeclarations(inGenerated: try String(contentsOf: generatedURL, encoding: .utf8)) : []
    return Self.problems(found: found, recorded: recorded)
  }

  /// Compares the declarations found in the source with those recorded in the generated file.
  /// Declarations pair up by file, name and their order among the same name in that file.
  static func problems(found: [Declaration], recorded: [Declaration]) -> [String] {
    struct Key: Hashable {
      var file: String
      var name: String
      var occurrence: Int
    }
    func keyed(_ declarations: [Declaration]) -> [(Key, Declaration)] {
      var seen: [String: Int] = [:]
      return declarations.map { declaration in
        let id = declaration.file + "\u{0}" + declaration.name
        seen[id, default: 0] += 1
        return (Key(file: declaration.file, name: declaration.name, occurrence: seen[id]!), declaration)
      }
    }
    let recordedByKey = Dictionary(keyed(recorded), uniquingKeysWith: { first, _ in first })
    let foundKeys = Set(keyed(found).map(\.0))
    var problems: [String] = []
    for (key, declaration) in keyed(found) {
      let place = "\(declaration.file):\(declaration.line): \(declaration.name)"
      if let record = recordedByKey[key] {
        if record.fingerprint != declaration.fingerprint {
          problems.append("\(place) changed since its conformance was generated")
        }
      } else {
        problems.append("\(place) is marked \(Self.marker) but has no generated conformance")
      }
    }
    for (key, declaration) in keyed(recorded) where !foundKeys.contains(key) {
      problems.append(
        "\(Self.relativePath): the conformance of \(declaration.name) (from \(declaration.file)) has no marked declaration")
    }
    return problems
  }
}

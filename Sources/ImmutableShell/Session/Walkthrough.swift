import Foundation
import TypedLiterals

/// One walkthrough script read for `PROGRAM --walkthrough NN`: the options of its `#!PROGRAM`
/// header and its lines cut into steps. A step starts at each run of `:echo` lines (the
/// narration that opens a lesson) and holds everything up to the next run.
public struct Walkthrough: Sendable, Equatable {
  /// The script's file name, `06-animals-data.imsh`.
  public let name: String
  /// The path the lines were read from (error messages name it).
  public let path: String
  /// The header's words after `#!PROGRAM` (`#!imshell`): the domain and its options.
  public let options: [String]
  /// The words of a second header line, `#!app PRODUCT ARGUMENTS`: a program the walkthrough
  /// attaches to, started beside the shell before the first step; empty when there is none.
  public let app: [String]
  /// The lines, step by step; joined they are the whole script.
  public let steps: [[String]]

  /// Cuts `text` into steps.
  public init(name: String, path: String, text: String) {
    self.name = name
    self.path = path
    let lines = ScriptText.lines(of: text)
    let header = lines.first.flatMap { $0.hasPrefix("#!") ? $0.split(separator: " ").dropFirst() : nil } ?? []
    self.options = header.map(String.init)
    let appHeader = lines.dropFirst().first.flatMap { $0.hasPrefix("#!app ") ? $0.split(separator: " ").dropFirst() : nil } ?? []
    self.app = appHeader.map(String.init)
    var steps: [[String]] = []
    var current: [String] = []
    var previousWasEcho = false
    for line in lines {
      let isEcho = line.hasPrefix(":echo")
      if isEcho && !previousWasEcho && current.contains(where: { $0.hasPrefix(":echo") }) {
        steps.append(current)
        current = []
      }
      current.append(line)
      if !line.trimmingCharacters(in: .whitespaces).isEmpty { previousWasEcho = isEcho }
    }
    if !current.isEmpty { steps.append(current) }
    self.steps = steps
  }

  /// The walkthrough numbered `number` (`6`, `06`, `foodtruck-01`) in `folder`.
  ///
  /// - Throws: a `Diagnostic` listing the numbers there are when none matches.
  public static func named(_ number: String, in folder: URL) throws -> Self {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".imsh") }.sorted()
    let key = Int(number).map { String(format: "%02d", $0) } ?? number
    guard let name = names.first(where: { $0.hasPrefix(key + "-") }) else {
      let numbers = names.map { String($0.dropLast(".imsh".count)) }
      throw Diagnostic(
        .command, "no walkthrough \(number) in \(folder.path)", expected: numbers,
        suggestion: closestMatch(to: number, among: numbers))
    }
    let path = folder.appendingPathComponent(name).path
    return Self(name: name, path: path, text: try ScriptText.text(at: path))
  }
}

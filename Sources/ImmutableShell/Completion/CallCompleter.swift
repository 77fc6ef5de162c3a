import Foundation
import TypedLiterals

/// Completes inside a named call a command takes (`:select selectAnimal(`, `:mount QuakeList(`,
/// `:watch … filter: filterAnimals(`): the labels not yet given, then values of the label's type.
struct CallCompleter {
  /// Each selector, filter, component and store operation by name, with its parameters.
  let calls: [String: [CallParameter]]

  /// Candidates for `text` (a command's arguments up to the cursor) if the cursor is inside a
  /// call's parentheses; nil otherwise. `start` is the offset of `text` in the line.
  func complete(_ text: String, start: Int) -> (start: Int, candidates: [String])? {
    let scalars = Array(text.unicodeScalars)
    guard let open = OpenBrackets(text).innermostParenthesis else { return nil }
    let name = String(String.UnicodeScalarView(Array(scalars[..<open].reversed().prefix { Self.isWordScalar($0) }.reversed())))
    guard let parameters = self.calls[name] else { return nil }
    let inside = String(String.UnicodeScalarView(scalars[(open + 1)...]))
    let argument: String = inside.split(separator: ",", omittingEmptySubsequences: false).last.map { String($0) } ?? ""
    let used = Set(inside.split(separator: ",").compactMap { $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) })
    let end = start + scalars.count
    if let colon = argument.firstIndex(of: ":") {
      let label = argument[..<colon].trimmingCharacters(in: .whitespaces)
      let typed = String(argument[argument.index(after: colon)...]).trimmingLeadingBlanks()
      guard let parameter = parameters.first(where: { $0.label == label }), typed.isEmpty || typed.hasPrefix(".") else { return nil }
      let members = LiteralCompleter.members(of: parameter.type, matching: String(typed.dropFirst()))
      return (end - typed.unicodeScalars.count, members)
    }
    let word = argument.trimmingLeadingBlanks()
    let labels = parameters.map(\.label).filter { !used.contains($0) || $0 == word }.filter { $0.hasPrefix(word) }
    return (end - word.unicodeScalars.count, labels.map { $0 + ": " })
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
  }
}

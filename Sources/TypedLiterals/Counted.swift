/// `1 argument`, `3 arguments`: a count with its noun in the right number, for messages that
/// would otherwise say `argument(s)`. `plural` is for nouns that do not just take an `s`.
package func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}

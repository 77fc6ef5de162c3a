/// A name as an error message quotes it: `'name'`, cut to its first 40 characters and `…` when it
/// is longer than 48, so a runaway token (a megabyte-long word, say) cannot flood the message.
package func quotedName(_ name: String) -> String {
  let limit = 48
  guard name.unicodeScalars.count > limit else { return "'\(name)'" }
  return "'" + String(String.UnicodeScalarView(name.unicodeScalars.prefix(40))) + "…'"
}

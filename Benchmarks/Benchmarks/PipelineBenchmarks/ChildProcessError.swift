/// A program a benchmark runs (imshell, python3, sqlite3) could not start, stopped early or
/// answered something unexpected.
struct ChildProcessError: Error, CustomStringConvertible {
  let message: String
  var description: String { self.message }
}

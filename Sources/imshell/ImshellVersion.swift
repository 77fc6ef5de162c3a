/// The version `imshell --version` prints.
enum ImshellVersion {
  static let current = "0.1.0"
}

import Foundation

/// The SwiftPM package a program was built from, found at run time: the folder a variable names
/// (`IMSHELL_PACKAGE_ROOT`, exported by the scripts), else the folder holding the `.build` the
/// running binary sits in, when it has a `Package.swift`. `imshell` reads its walkthroughs there
/// and builds missing servers there; a program of your own need not use it.
public struct PackageRoot: Sendable, Equatable {
  /// The variable that names the root, checked first.
  public let variable: String

  /// A root named by `variable`, else found from the binary's `.build` folder.
  public init(variable: String) {
    self.variable = variable
  }

  /// The root, or nil when neither the variable nor the binary's location gives one.
  ///
  /// - Parameters:
  ///   - environment: where `variable` is read.
  ///   - executable: the running binary.
  public func url(
    environment: [String: String] = ProcessInfo.processInfo.environment, executable: URL = Self.runningExecutable
  ) -> URL? {
    if let root = environment[self.variable], !root.isEmpty { return URL(fileURLWithPath: root) }
    // `.build/debug/NAME` or, symbolic links resolved, `.build/x86_64-unknown-linux-gnu/debug/NAME`.
    var candidate = executable.deletingLastPathComponent().resolvingSymlinksInPath()
    while candidate.path != "/" && !candidate.path.isEmpty {
      if candidate.lastPathComponent == ".build" {
        let root = candidate.deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root : nil
      }
      candidate = candidate.deletingLastPathComponent()
    }
    return nil
  }

  /// `relativePath` inside the root, else inside the current directory.
  public func folder(_ relativePath: String) -> URL {
    (self.url() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent(relativePath)
  }

  /// The running binary.
  public static var runningExecutable: URL {
    Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }
}

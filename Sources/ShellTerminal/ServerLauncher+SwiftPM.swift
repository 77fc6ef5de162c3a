import Foundation
import ImmutableShell

extension ServerLauncher {
  /// Servers that are executables of the program's own package: looked for next to the running
  /// binary, then in the package's build folder; when in neither, built there first with
  /// `swift build` (`ServerBuild`), saying so. This is how `imshell` starts its servers.
  ///
  /// - Parameters:
  ///   - program: the program's name, for the lines that report a build.
  ///   - packageRoot: how the package is found.
  public static func siblingsOrSwiftBuild(program: String, packageRoot: PackageRoot) -> Self {
    ServerLauncher { name, report in
      let sibling = PackageRoot.runningExecutable.deletingLastPathComponent().appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
      guard let build = ServerBuild.current(program: program, packageRoot: packageRoot) else {
        throw Diagnostic(
          .command,
          "\(name) is not built next to \(program), and no package to build it from was found "
            + "(set \(packageRoot.variable), or run swift build --product \(name))")
      }
      let built = build.binDirectory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: built.path) { return built }
      report("\(program): building \(name) for :serve (first build: about \(ServerBuild.firstBuildMinutes) min)…")
      try await build.build(product: name, progress: report)
      guard FileManager.default.isExecutableFile(atPath: built.path) else {
        throw Diagnostic(.command, "swift build succeeded but \(built.path) is not there")
      }
      return built
    }
  }
}

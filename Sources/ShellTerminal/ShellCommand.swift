import ArgumentParser
import Foundation
import ImmutableShell

/// The one entry point of the terminal front: a program of your own is `ShellCommand.main` with
/// its name and domains (`imshell` passes the four samples).
public enum ShellCommand {
  /// Parses the command line and runs the shell (batch, or interactive on a terminal), then
  /// exits the process with the shell's status (0, 1, 2, 64, 130: README, "Exit status").
  public static func main(_ program: ShellProgram) async -> Never {
    ShellProgram.running = program
    await ShellArguments.main()
    exit(0)
  }

  /// `main(_:)` for a program that needs only a name, its domains and, optionally, its version
  /// (without one, `--version` says the app set none).
  public static func main(programName: String, domains: DomainCatalog, version: String? = nil) async -> Never {
    await Self.main(ShellProgram(name: programName, domains: domains, version: version))
  }
}

extension ShellProgram {
  /// The program being run. Set once by `ShellCommand.main` before the command line is parsed and
  /// read-only after: swift-argument-parser reads a command's configuration and help from static
  /// and property-wrapper declarations, so they can reach the program only through a static.
  nonisolated(unsafe) static var running = ShellProgram(name: "imshell", domains: DomainCatalog())
}

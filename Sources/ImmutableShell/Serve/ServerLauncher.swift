import Foundation

/// How `:serve` finds the executable of a server it is asked to start, given by the program that
/// starts the shell: `imshell` looks beside itself and builds missing servers with SwiftPM; a
/// program without servers keeps the default, which refuses.
public struct ServerLauncher: Sendable {
  /// Finds (or builds) the executable called `name`; may report progress through `report`.
  public typealias Locate = @MainActor @Sendable (
    _ name: String, _ report: @escaping @MainActor (String) -> Void
  ) async throws -> URL

  let locate: Locate

  /// A launcher that finds executables with `locate`.
  ///
  /// - Parameter locate: throws a `Diagnostic` saying why an executable cannot be had.
  public init(locate: @escaping Locate) {
    self.locate = locate
  }

  /// No servers: every `:serve` is refused with a sentence saying so.
  public static let none = ServerLauncher { name, _ in
    throw Diagnostic(.command, "this shell was started without a way to run servers, so \(name) cannot start")
  }
}

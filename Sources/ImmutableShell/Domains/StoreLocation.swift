import Foundation

/// Where a domain keeps its persistent store (`--store memory|sqlite[:PATH]`).
public enum StoreLocation: Sendable, Equatable {
  /// Nothing outlives the session (batch runs, tests).
  case memory
  /// A database file at this path, kept across sessions.
  case file(String)
}

extension DomainOptions {
  /// The store `--store` asks for; without it, interactive sessions persist under
  /// `$XDG_DATA_HOME/imshell/` (like the apps) and batch runs stay in memory (reproducible).
  public func storeLocation(defaultFileName: String) -> StoreLocation {
    switch self.store ?? (self.isInteractive ? "sqlite" : "memory") {
    case "memory": return .memory
    case "sqlite": return .file(self.dataDirectory + "/" + defaultFileName)
    case let text: return .file(String(text.dropFirst("sqlite:".count)))
    }
  }

  /// `$XDG_DATA_HOME/PROGRAM`, else `~/.local/share/PROGRAM` (`imshell` for the samples).
  public var dataDirectory: String {
    let environment = ProcessInfo.processInfo.environment
    if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/" + self.programName }
    return (environment["HOME"] ?? ".") + "/.local/share/" + self.programName
  }
}

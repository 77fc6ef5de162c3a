import Foundation

/// The environment of every program a benchmark starts: this process's, without `LD_PRELOAD`.
///
/// The benchmark runner preloads its malloc interposer into this process; a child that inherited
/// it would load the interposer and the dynamic Swift runtime it needs (about 4 MB more resident
/// in a statically linked `imshell`) and count its allocations, which no user's run does.
enum ChildEnvironment {
  static let plain = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }
}

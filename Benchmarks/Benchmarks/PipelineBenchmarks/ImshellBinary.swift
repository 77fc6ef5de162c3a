import Foundation

/// The release `imshell` the whole-process benchmarks start: `$IMSHELL_BIN`, else the one built
/// next to this executable (`scripts/bench` builds it from the root package). Without one those
/// benchmarks are not registered and the report says "not measured".
enum ImshellBinary {
  static var url: URL? {
    let environment = ProcessInfo.processInfo.environment["IMSHELL_BIN"].map(URL.init(fileURLWithPath:))
    let beside = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("imshell")
    return [environment, beside].compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

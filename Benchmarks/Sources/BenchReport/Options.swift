import Foundation

/// The command line of `BenchReport`, parsed by hand to stay Foundation-only.
///
/// ```
/// BenchReport --results DIR --output FILE [--command TEXT]… [--mode full|quick|filtered]
///             [--elapsed SECONDS] [--build-seconds SECONDS] [--swift-version TEXT] [--failed TARGET]…
/// ```
struct Options: Sendable {
  var results = URL(fileURLWithPath: ".results")
  var output = URL(fileURLWithPath: "README.md")
  var commands: [String] = []
  var mode = "full"
  var elapsedSeconds: Double?
  var buildSeconds: Double?
  var swiftVersion: String?
  var failedTargets: [String] = []

  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  init(arguments: [String]) throws {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
      switch flag {
      case "--results": results = URL(fileURLWithPath: value)
      case "--output": output = URL(fileURLWithPath: value)
      case "--command": commands.append(value)
      case "--mode": mode = value
      case "--elapsed": elapsedSeconds = Double(value)
      case "--build-seconds": buildSeconds = Double(value)
      case "--swift-version": swiftVersion = value
      case "--failed": failedTargets.append(value)
      default: throw UsageError(description: "unknown option \(flag)")
      }
    }
  }
}

import Foundation

// literal-generator [--check] [--command TEXT] MODULE_DIR…
// Writes each module's generated TypedLiteral conformances (or, with --check, compares them with
// the committed file and prints a diff). `--command` names what regenerates them in messages (the
// plugin's `swift package …` by default). Exit status: 0 written or fresh, 1 stale or invalid,
// 64 usage, 69 built without the `LiteralGenerator` trait.

#if LiteralGenerator
import LiteralGeneratorCore
import TypedLiterals

var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.first == "--check"
if check { arguments.removeFirst() }
var regenerate = GeneratedConformances.regenerateCommand
if arguments.first == "--command", arguments.count > 1 {
  regenerate = arguments[1]
  arguments.removeFirst(2)
}
guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
  report("usage: literal-generator [--check] [--command TEXT] MODULE_DIR…")
  exit(64)
}

/// `diff -u` of the committed file (or nothing) against what the generator writes now.
func printDiff(committed: URL, generated: String?) throws {
  let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("literal-generator-\(getpid()).swift")
  try (generated ?? "").write(to: fresh, atomically: true, encoding: .utf8)
  defer { try? FileManager.default.removeItem(at: fresh) }
  let old = FileManager.default.fileExists(atPath: committed.path) ? committed.path : "/dev/null"
  let diff = Process()
  diff.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  diff.arguments = ["diff", "-u", "--label", old, "--label", "generated now", old, fresh.path]
  try diff.run()
  diff.waitUntilExit()
}

var failed = false
for directory in arguments {
  let module = URL(fileURLWithPath: directory, isDirectory: true)
  let target = module.appendingPathComponent(GeneratedConformances.relativePath)
  let committed = try? String(contentsOf: target, encoding: .utf8)
  let generated: String?
  do {
    generated = try LiteralGenerator.generate(moduleAt: module)
  } catch let failure as GeneratorFailure {
    for diagnostic in failure.diagnostics {
      report("\(module.appendingPathComponent(diagnostic.file).relativePath)\(diagnostic.description.dropFirst(diagnostic.file.count))")
    }
    failed = true
    continue
  }
  if committed == generated { continue }
  let shown = (directory as NSString).appendingPathComponent(GeneratedConformances.relativePath)
  if check {
    report("\(shown) is stale; regenerate with `\(regenerate)`:")
    try printDiff(committed: target, generated: generated)
    failed = true
  } else if let generated {
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try generated.write(to: target, atomically: true, encoding: .utf8)
    report("wrote \(shown)")
  } else {
    try FileManager.default.removeItem(at: target)
    let folder = target.deletingLastPathComponent()
    if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
      try FileManager.default.removeItem(at: folder)
    }
    report("removed \(shown): nothing in the module is marked \(GeneratedConformances.marker)")
  }
}
if check, !failed { report("generated literal conformances are fresh in \(arguments.count) module folder\(arguments.count == 1 ? "" : "s")") }
exit(failed ? 1 : 0)
#else
report(
  """
  literal-generator was built without swift-syntax. Turn on the `LiteralGenerator` trait of the imshell \
  package: in your Package.swift, `.package(url: …, from: …, traits: [.defaults, "LiteralGenerator"])`. \
  In imshell's own checkout, run scripts/update-literals, which builds it with the trait in .build/literals.
  """)
exit(69)
#endif

func report(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

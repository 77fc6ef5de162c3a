import Foundation
import FuzzSupport
import ImmutableShell
import SampleDomains

/// Where the shells write: nowhere, so a million inputs keep no output.
@MainActor private let devNull = open("/dev/null", O_WRONLY)

/// How many inputs one shell serves before a fresh one replaces it. A fresh shell per input
/// costs about 1.2 ms here (the Animals and Quakes stores open an SQLite database), which would
/// put a million inputs at 20 minutes; `IMSHELL_FUZZ_FRESH_SHELLS=1` gives each input its own,
/// to replay a crash that needed the state earlier inputs left.
@MainActor private let inputsPerShell = ProcessInfo.processInfo.environment["IMSHELL_FUZZ_FRESH_SHELLS"] == nil ? 100 : 1

/// A shell per domain, and how many inputs it has served.
@MainActor private var shells: [String: (shell: Shell, inputs: Int)] = [:]

/// One input through the real shell, as a script would feed it: the first byte picks the domain,
/// the rest is split into physical lines (continuations included) and fed to that domain's shell,
/// run with effects off and an in-memory store. Whatever the text, every failure comes back as a
/// `Diagnostic`, and one that points into its line points inside it.
@_cdecl("LLVMFuzzerTestOneInput")
public func shellLineFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let domain = DomainCatalog.samples.all[Int(data[0]) % DomainCatalog.samples.all.count]
  let input = text(data + 1, size - 1)
  guard Sandbox.allows(input) else { return -1 }
  runOnMain {
    await feed(input, to: shell(for: domain))
  }
  return 0
}

/// The shell for `domain`, fresh after `inputsPerShell` inputs or a `:quit`.
@MainActor private func shell(for domain: any Domain.Type) -> Shell {
  if let (shell, inputs) = shells[domain.name], inputs < inputsPerShell, !shell.quitRequested {
    shells[domain.name] = (shell, inputs + 1)
    return shell
  }
  shells[domain.name]?.shell.shutdown()
  let environment = ShellEnvironment(
    programName: "imshell", catalog: .samples,
    output: OutputSink(standardOutput: devNull, standardError: devNull), settleTimeout: .seconds(1), effectsEnabled: false)
  let options = DomainOptions(seed: 1, now: Date(timeIntervalSince1970: 1_691_118_537), store: "memory")
  do {
    let shell = try Shell(domain: domain, environment: environment, options: options)
    shells[domain.name] = (shell, 1)
    return shell
  } catch {
    invariant(false, "\(domain.name) does not start: \(error)")
    fatalError()
  }
}

@MainActor private func feed(_ input: String, to shell: Shell) async {
  for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    check(await shell.feed(String(line), file: "<fuzz>", line: index + 1), input: input)
    if shell.quitRequested { return }
  }
  // A line left open ends here, as at the end of a script, so the next input starts clean.
  check(await shell.finishInput(file: "<fuzz>"), input: input)
}

/// A diagnostic's offset lies inside the line it names (`0...count`, the end of the line included),
/// and a syntax error always has both.
@MainActor private func check(_ diagnostic: Diagnostic?, input: String) {
  guard let diagnostic else { return }
  if diagnostic.kind == .syntax {
    invariant(diagnostic.source != nil && diagnostic.offset != nil, "a syntax error without a place: \(diagnostic.rendered)")
  }
  guard let source = diagnostic.source, let offset = diagnostic.offset else { return }
  let count = source.text.unicodeScalars.count
  invariant(
    (0...count).contains(offset), "offset \(offset) outside 0...\(count) of \(source.text.debugDescription): \(diagnostic.message)")
  _ = diagnostic.rendered
}

import Foundation
import FuzzSupport
import ImmutableShell

/// Where the shells write: nowhere, so a million inputs keep no output.
@MainActor private let devNull = open("/dev/null", O_WRONLY)

/// One input through the real shell, as a script would feed it: the first byte picks the domain,
/// the rest is split into physical lines (continuations included) and fed to a fresh shell with
/// effects off and an in-memory store. Whatever the text, every failure comes back as a
/// `Diagnostic`, and one that points into its line points inside it.
@_cdecl("LLVMFuzzerTestOneInput")
public func shellLineFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let domain = DomainCatalog.all[Int(data[0]) % DomainCatalog.all.count]
  let input = text(data + 1, size - 1)
  guard Sandbox.allows(input) else { return -1 }
  runOnMain {
    await feed(input, to: domain)
  }
  return 0
}

@MainActor private func feed(_ input: String, to domain: any Domain.Type) async {
  let environment = ShellEnvironment(
    output: OutputSink(standardOutput: devNull, standardError: devNull), settleTimeout: .seconds(1), effectsEnabled: false)
  let options = DomainOptions(seed: 1, now: Date(timeIntervalSince1970: 1_691_118_537), store: "memory")
  let shell: Shell
  do {
    shell = try Shell(domain: domain, environment: environment, options: options)
  } catch {
    invariant(false, "\(domain.name) does not start: \(error)")
    return
  }
  defer { shell.shutdown() }
  for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    check(await shell.feed(String(line), file: "<fuzz>", line: index + 1), input: input)
    if shell.quitRequested { return }
  }
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

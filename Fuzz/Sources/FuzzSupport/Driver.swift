#if canImport(Glibc)
  import Glibc
#endif

import CLibFuzzer

/// Hands the process to libFuzzer with `target` as its `LLVMFuzzerTestOneInput`; call it from a
/// fuzz target's `main.swift`. libFuzzer reads its flags (`-runs=`, `-max_len=`, corpus folders)
/// from the command line and exits when it is done.
public func runLibFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the process with `message` when an invariant fails. libFuzzer sees the trap as a crash
/// and keeps the input that caused it (`crash-…` in the working folder).
public func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  guard !condition() else { return }
  // Written directly: a `fatalError` message can be lost when stderr is buffered.
  let text = "invariant failed: " + message() + "\n"
  _ = text.withCString { fputs($0, stderr) }
  fflush(stderr)
  fatalError("invariant failed")
}

/// The fuzzer's input as a line of text; invalid UTF-8 becomes U+FFFD, as it does where the
/// shell reads its input.
public func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

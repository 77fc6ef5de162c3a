#if canImport(Glibc)
  import Glibc
#endif

/// Stops the process with `message` when an invariant fails. libFuzzer sees the trap as a crash
/// and keeps the input that caused it (`crash-…` in the working folder).
public func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  guard !condition() else { return }
  // Written to the descriptor directly, so the message is out before the trap.
  let bytes = Array(("invariant failed: " + message() + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  fatalError("invariant failed")
}

/// The fuzzer's input as a line of text; invalid UTF-8 becomes U+FFFD, as it does where the
/// shell reads its input.
public func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
}

/// The fuzzer's input as bytes.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
}

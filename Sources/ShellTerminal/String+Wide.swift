@preconcurrency import Glibc

extension String {
  /// Decodes `count` wide characters (UTF-32 on Linux) from libedit; invalid ones are skipped.
  init(wide: UnsafePointer<wchar_t>, count: Int) {
    var scalars = String.UnicodeScalarView()
    for index in 0..<Swift.max(0, count) {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: wide[index])) {
        scalars.append(scalar)
      }
    }
    self = String(scalars)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit on open files.
enum DescriptorLimit {
  /// Raises the soft limit to the hard one. The soft limit is commonly 1,024: with one descriptor
  /// a connection, 1,100 idle connections left the server unable to accept anyone until the idle
  /// timeout closed them (issue 37). The hard limit is what the administrator allows.
  static func raiseToHardLimit() {
    var limit = rlimit()
    guard getrlimit(openFiles, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
    limit.rlim_cur = limit.rlim_max
    _ = setrlimit(openFiles, &limit)
  }

  #if canImport(Glibc)
    private static let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let openFiles = RLIMIT_NOFILE
  #endif
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Ends a loopback server when the program that started it is gone, however it went: the shell
/// keeps the write end of the server's standard input open for as long as it lives, and the
/// kernel closes it even when the shell is killed with SIGKILL. At end of input the server sends
/// itself SIGTERM, which its normal graceful shutdown handles.
///
/// - Important: Only for servers started with `--stop-when-input-closes`: run by hand on a
///   terminal, a server must not stop at the first Ctrl-D.
public enum ParentWatch {
  /// Starts watching standard input on a thread of its own.
  public static func start() {
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count > 0 { continue }  // nothing is ever sent; ignore it if something is
        if count < 0 && errno == EINTR { continue }
        break
      }
      kill(getpid(), SIGTERM)
    }
  }
}

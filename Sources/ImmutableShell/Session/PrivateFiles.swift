import Foundation

/// Files and folders the shell makes for the user alone, as it already makes its history: 0600
/// files in 0700 folders (the XDG base directory spec asks 0700 of `$XDG_DATA_HOME`'s folders). A
/// saved script or exported test may quote what a session typed, names and all.
public enum PrivateFiles {
  /// Creates `folder` and any missing parents, each 0700; one that exists keeps its mode.
  ///
  /// - Throws: a `.command` `Diagnostic` naming the folder and why (`permission denied`…).
  public static func createFolder(_ folder: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue { return }
    let parent = (folder as NSString).deletingLastPathComponent
    if !parent.isEmpty && parent != folder { try Self.createFolder(parent) }
    guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
      throw Diagnostic(.command, "cannot create the folder \(folder): \(ScriptText.reason(errno))")
    }
  }

  /// Writes `text` to `path` as a new 0600 file renamed over the old one (so a reader never sees
  /// half a file, and a symlink at `path` is replaced, never followed).
  ///
  /// - Throws: a `.command` `Diagnostic` "cannot write PATH: REASON".
  public static func write(_ text: String, to path: String) throws {
    let target = ScriptText.expandingTilde(path)
    let folder = (target as NSString).deletingLastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.\((target as NSString).lastPathComponent).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let reason = errno
      var isFolder: ObjCBool = false
      if reason == ENOENT, !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
        throw Diagnostic(.command, "cannot write \(path): the folder \(folder) does not exist")
      }
      throw Diagnostic(.command, "cannot write \(path): \(ScriptText.reason(reason))")
    }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let failure = written < bytes.count || fsync(descriptor) != 0 ? errno : 0
    close(descriptor)
    guard failure == 0, rename(temporary, target) == 0 else {
      let reason = ScriptText.reason(failure != 0 ? failure : errno)
      unlink(temporary)
      throw Diagnostic(.command, "cannot write \(path): \(reason)")
    }
  }
}

import Foundation

/// Finds the fixture when `--fixture` is not given.
///
/// Looks for `fixtures/usgs/all_week_2023-08-04.geojson` first under the current directory, then
/// under each folder above the executable (symbolic links resolved): a binary built anywhere
/// inside the package, such as `.build/debug/USGSDouble`, finds the package's fixture from any
/// working directory.
enum FixtureLocator {
  /// The fixture's path relative to the package root.
  static let relativePath = "fixtures/usgs/all_week_2023-08-04.geojson"

  /// The first existing candidate, or nil.
  static func defaultFixture(
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    executable: URL? = Bundle.main.executableURL
  ) -> URL? {
    Self.candidates(currentDirectory: currentDirectory, executable: executable)
      .first { FileManager.default.isReadableFile(atPath: $0.path) }
  }

  /// Where to look, in order.
  static func candidates(currentDirectory: String, executable: URL?) -> [URL] {
    var candidates = [URL(fileURLWithPath: currentDirectory).appendingPathComponent(Self.relativePath)]
    if var folder = executable?.resolvingSymlinksInPath().deletingLastPathComponent() {
      while folder.path != "/" && !folder.path.isEmpty {
        candidates.append(folder.appendingPathComponent(Self.relativePath))
        folder = folder.deletingLastPathComponent()
      }
    }
    return candidates
  }
}

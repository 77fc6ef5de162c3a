import Foundation
import LocalStoreSupport
import TestSupport
import Testing

/// A store opened without a location (the book's `LocalStore()`) lives under the XDG data folder.
@Suite struct DefaultStoreLocationTests {
  @Test func theFileIsInTheModulesFolderUnderXDGDataHome() throws {
    let home = try TemporaryDirectory()
    let data = home.url.appendingPathComponent("data")
    let url = try DefaultStoreLocation.url(module: "AnimalsData", environment: ["XDG_DATA_HOME": data.path, "HOME": "/nonexistent"])
    #expect(url.path == data.path + "/AnimalsData/default.sqlite")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: data.path + "/AnimalsData", isDirectory: &isFolder) && isFolder.boolValue)
  }

  @Test func withoutXDGDataHomeItIsUnderHOME() throws {
    let home = try TemporaryDirectory()
    let url = try DefaultStoreLocation.url(module: "QuakesData", environment: ["HOME": home.url.path, "XDG_DATA_HOME": "relative"])
    #expect(url.path == home.url.path + "/.local/share/QuakesData/default.sqlite")
  }

  @Test func aFolderThatCannotBeMadeIsAClearError() throws {
    let home = try TemporaryDirectory()
    let file = home.url.appendingPathComponent("a-file")
    try Data().write(to: file)
    #expect {
      try DefaultStoreLocation.url(module: "QuakesData", environment: ["XDG_DATA_HOME": file.path])
    } throws: { error in
      "\(error)" == "cannot create the store's folder \(file.path)/QuakesData"
    }
  }
}

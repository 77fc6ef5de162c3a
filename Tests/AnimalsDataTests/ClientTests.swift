import AnimalsData
import Foundation
import Testing
import TestSupport

/// Runs the built `AnimalsDataClient` (`$ANIMALS_CLIENT_BIN`, else `.build/debug/AnimalsDataClient`).
@Suite struct ClientTests {
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["ANIMALS_CLIENT_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return PackagePaths.root.appendingPathComponent(".build/debug/AnimalsDataClient")
  }

  static let seededOutput = """
    Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal")
    Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal")
    Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")
    Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal")
    Animal(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian")
    Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird")
    Category(categoryId: "Amphibian", name: "Amphibian")
    Category(categoryId: "Bird", name: "Bird")
    Category(categoryId: "Fish", name: "Fish")
    Category(categoryId: "Invertebrate", name: "Invertebrate")
    Category(categoryId: "Mammal", name: "Mammal")
    Category(categoryId: "Reptile", name: "Reptile")

    """

  static func run(_ arguments: [String], in directory: URL) async throws -> ProcessResult {
    let binary = Self.binary
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "build AnimalsDataClient first, or set ANIMALS_CLIENT_BIN (looked for \(binary.path))")
    return try await ProcessRunner.run(binary, arguments, directory: directory)
  }

  @Test
  func printsTheSeededAnimalsThenCategories() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("ch07.sqlite").path

    let result = try await Self.run(["--store", path], in: folder.url)

    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(result.output == Self.seededOutput)
  }

  @Test
  func defaultsToDefaultSqliteInTheCurrentDirectory() async throws {
    let folder = try TemporaryDirectory()

    let result = try await Self.run([], in: folder.url)

    #expect(result.status == 0)
    #expect(result.output == Self.seededOutput)
    #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("default.sqlite").path))
  }

  @Test
  func showsWhatTheStorePersisted() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    do {
      let store = try LocalStore<UUID>(path: path, makeID: { "Eagle-1" })
      _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      _ = try await store.deleteAnimalMutation(animalId: "Dog")
    }

    let result = try await Self.run(["--store=\(path)"], in: folder.url)

    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(result.status == 0)
    #expect(lines.count == 12)
    #expect(lines.contains(#"Animal(animalId: "Eagle-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")"#))
    #expect(!lines.contains { $0.contains(#"animalId: "Dog""#) })
  }

  @Test
  func anUnusableStoreExitsOneWithAClearMessage() async throws {
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("notes.txt")
    let contents = Data("not a database\n".utf8)
    try contents.write(to: file)

    let result = try await Self.run(["--store", file.path], in: folder.url)

    #expect(result.status == 1)
    #expect(result.output == "")
    let message = "the Animals store \"\(file.path)\" is not a SQLite database (the file was left untouched)"
    #expect(result.errors == "AnimalsDataClient: error: \(message)\n")
    #expect(try Data(contentsOf: file) == contents)
  }

  @Test
  func helpPrintsUsage() async throws {
    let folder = try TemporaryDirectory()

    let result = try await Self.run(["--help"], in: folder.url)

    #expect(result.status == 0)
    #expect(result.output.hasPrefix("USAGE: AnimalsDataClient [--store PATH | --remote URL]\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  @Test
  func anUnknownArgumentIsAUsageError() async throws {
    let folder = try TemporaryDirectory()

    let result = try await Self.run(["--stroe", "x.sqlite"], in: folder.url)

    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("AnimalsDataClient: error: unknown argument '--stroe'\n"))
  }

  @Test
  func storeAndRemoteTogetherIsAUsageError() async throws {
    let folder = try TemporaryDirectory()

    let result = try await Self.run(["--store", "x.sqlite", "--remote", "http://127.0.0.1:9"], in: folder.url)

    #expect(result.status == 64)
    #expect(result.errors.hasPrefix("AnimalsDataClient: error: --store and --remote cannot be used together\n"))
  }

  @Test
  func aRemoteThatIsNotAnHTTPURLIsAUsageError() async throws {
    let folder = try TemporaryDirectory()

    let result = try await Self.run(["--remote", "ftp://example.org"], in: folder.url)

    #expect(result.status == 64)
    #expect(result.errors.hasPrefix("AnimalsDataClient: error: --remote must be an http or https URL, not 'ftp://example.org'\n"))
  }
}

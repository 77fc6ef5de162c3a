import Foundation
import GRDB
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The Animals domain end to end: the real `imshell` binary (and `AnimalsDataClient`) on real
/// SQLite files, in batch mode — reducer throws, parse errors, store files that cannot be used,
/// persistence across runs and across `kill -9`, and store failures that come back as data.
@Suite struct AnimalsShellTests {
  /// The `AnimalsDataClient` binary: `$ANIMALS_CLIENT_BIN`, else `.build/debug/AnimalsDataClient`.
  static var client: URL {
    if let path = ProcessInfo.processInfo.environment["ANIMALS_CLIENT_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return PackagePaths.root.appendingPathComponent(".build/debug/AnimalsDataClient")
  }

  /// What `:store fetchAnimalsQuery()` prints for a store holding only the book's samples.
  static let sampleAnimals = """
    Animal(animalId: "Bibbon", name: "Southern gibbon", diet: .herbivorous, categoryId: "Mammal")
    Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Mammal")
    Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")
    Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivorous, categoryId: "Mammal")
    Animal(animalId: "Newt", name: "Newt", diet: .carnivorous, categoryId: "Amphibian")
    Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivorous, categoryId: "Bird")

    """

  /// What `AnimalsDataClient` prints after the animals: the sample categories, sorted by id.
  static let sampleCategories = """
    Category(categoryId: "Amphibian", name: "Amphibian")
    Category(categoryId: "Bird", name: "Bird")
    Category(categoryId: "Fish", name: "Fish")
    Category(categoryId: "Invertebrate", name: "Invertebrate")
    Category(categoryId: "Mammal", name: "Mammal")
    Category(categoryId: "Reptile", name: "Reptile")

    """

  static let addEagle =
    #".ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))"#

  static let birdsAreEagleAndSparrow =
    #":expect selectAnimalsValues(categoryId: "Bird", sort: .name).name == ["Eagle", "House sparrow"]"#

  func animals(_ input: String, _ arguments: [String] = [], environment: [String: String]? = nil) async throws -> ProcessResult {
    try await ProcessRunner.run(PackagePaths.imshell, ["animals"] + arguments, input: input, environment: environment)
  }

  /// The id the store gave the eagle, read from the `.didAddAnimal` line a run printed.
  func eagleId(in output: String) -> String? {
    guard let start = output.range(of: #"Animal(animalId: ""#)?.upperBound,
      let end = output[start...].range(of: "\"")?.lowerBound
    else { return nil }
    return String(output[start..<end])
  }

  // MARK: - Unknown animals

  @Test func deletingOrUpdatingAnUnknownAnimalFailsAndWritesNothing() async throws {
    let directory = try TemporaryDirectory()
    let store = directory.url.appendingPathComponent("animals.sqlite").path
    let lines = [
      #".ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Unicorn")))"#,
      #".ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Unicorn", name: "Unicorn", diet: .herbivorous, categoryId: "Mammal")))"#,
    ]
    for line in lines {
      let result = try await self.animals(line + "\n:store fetchAnimalsQuery()\n", ["--store", "sqlite:" + store])
      #expect(result.status == 1, "\(line)\n\(result.errors)")
      #expect(result.errors.contains("imshell: <stdin>:1:"), "\(result.errors)")
      #expect(result.errors.contains(#"animal not found: "Unicorn""#), "\(result.errors)")
      #expect(result.errors.contains("the reducer threw"), "\(result.errors)")
      #expect(result.output.isEmpty, "nothing is dispatched and batch stops at the first error: \(result.output)")
    }
    let check = try await self.animals(":store fetchAnimalsQuery()\n", ["--store", "sqlite:" + store])
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.errors.isEmpty)
    #expect(check.output == Self.sampleAnimals)
  }

  // MARK: - Parse errors

  @Test func invalidDietIsAParseErrorListingTheDiets() async throws {
    let line =
      #".ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-1", name: "Eagle", diet: .flying, categoryId: "Bird")))"#
    // The column (and caret) point at the case name after the dot, as for every unknown case.
    let offset = try #require(line.range(of: "flying")).lowerBound.utf16Offset(in: line)
    let result = try await self.animals(line + "\n:store fetchAnimalsQuery()\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("imshell: <stdin>:1:\(offset + 1): error: '.flying' is not a case of Diet"), "\(result.errors)")
    #expect(result.errors.contains("expected one of: .herbivorous, .carnivorous, .omnivorous"), "\(result.errors)")
    #expect(result.errors.contains("  \(line)\n" + String(repeating: " ", count: 2 + offset) + "^\n"), "\(result.errors)")
    #expect(result.output.isEmpty, "batch stops before the next line: \(result.output)")
  }

  // MARK: - Store files that cannot be used

  @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() async throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("notes.sqlite")
    let contents = Data("These are my notes, not a database.\n".utf8)
    try contents.write(to: file)
    let result = try await self.animals(":store fetchAnimalsQuery()\n", ["--store", "sqlite:" + file.path])
    #expect(result.status == 1, "exit 1, not a crash: \(result.errors)")
    #expect(result.errors.contains(#"the Animals store "\#(file.path)" is not a SQLite database"#), "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(try Data(contentsOf: file) == contents)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(siblings == ["notes.sqlite"], "no journal, WAL or shared-memory file beside it")
  }

  /// Every domain names its first migration `v1`, so without the check a Quakes shell opened an
  /// Animals file as migrated and failed only at its first query.
  @Test(arguments: [("animals", "quakes", "the tables animal, category, not quake"), ("quakes", "animals", "the tables quake, not category")])
  func anotherDomainsStoreIsRefusedAndKeepsItsRows(owner: String, other: String, held: String) async throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("store.sqlite").path
    let created = try await ProcessRunner.run(PackagePaths.imshell, [owner, "--store", "sqlite:" + path], input: ":quit\n")
    #expect(created.status == 0, "\(created.errors)")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let refused = try await ProcessRunner.run(PackagePaths.imshell, [other, "--store", "sqlite:" + path], input: ":quit\n")
    #expect(refused.status == 1, "\(refused.errors)")
    let name = other == "quakes" ? "Quakes" : "Animals"
    #expect(refused.errors.contains(#"the \#(name) store "\#(path)" is another store's file: it holds \#(held) (the file was left untouched)"#), "\(refused.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    let reopened = try await ProcessRunner.run(PackagePaths.imshell, [owner, "--store", "sqlite:" + path], input: ":quit\n")
    #expect(reopened.status == 0, "its own domain still opens it: \(reopened.errors)")
  }

  /// Issue 37: a database of another program's (here a table `foo`, or a table `animal` of its
  /// own) is refused before anything is written: no tables, no sample rows, no WAL switch.
  @Test(arguments: ["CREATE TABLE foo (x); INSERT INTO foo VALUES (1)", "CREATE TABLE animal (theirs)"])
  func anotherProgramsDatabaseIsRefusedBeforeAnythingIsWritten(schema: String) async throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("other.db").path
    let other = try DatabaseQueue(path: path)
    try await other.write { db in try db.execute(sql: schema) }
    try other.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let result = try await self.animals(":store fetchAnimalsQuery()\n", ["--store", "sqlite:" + path])
    #expect(result.status == 1, "\(result.errors)")
    #expect(result.errors.contains(#"the Animals store "\#(path)" is another program's database"#), "\(result.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["other.db"])
  }

  @Test func aStoreWhoseFolderIsAFileCannotBeCreated() async throws {
    // A regular file as the parent folder fails for root too (a 0500 folder would not).
    let directory = try TemporaryDirectory()
    let blocker = directory.url.appendingPathComponent("blocker")
    try Data("x\n".utf8).write(to: blocker)
    let path = blocker.appendingPathComponent("animals.sqlite").path
    let result = try await self.animals(":store fetchAnimalsQuery()\n", ["--store", "sqlite:" + path])
    #expect(result.status == 1, "exit 1, not a crash: \(result.errors)")
    #expect(result.errors.contains(#"the Animals store "\#(path)""#), "\(result.errors)")
    #expect(result.errors.contains(#""\#(blocker.path)" is not a folder"#), "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(try Data(contentsOf: blocker) == Data("x\n".utf8))
    #expect(!result.errors.contains("cannot open cannot"), "\(result.errors)")
  }

  @Test func aStoreLockedByAnotherProcessFailsAfterTheBusyTimeout() async throws {
    let directory = try TemporaryDirectory()
    let store = directory.url.appendingPathComponent("animals.sqlite").path
    let create = try await self.animals(":store fetchAnimalsQuery()\n", ["--store", "sqlite:" + store])
    try #require(create.status == 0, "\(create.errors)")
    // Another connection, this test's, holds the write lock for the whole run of imshell.
    let lock = ExclusiveLock(path: store)
    try lock.acquire()
    defer { lock.release() }
    let result = try await self.animals(":store fetchAnimalsQuery()\n", ["--store", "sqlite:" + store])
    #expect(result.status == 1, "exit 1, not a crash: \(result.errors)")
    #expect(result.errors.contains(#"the Animals store "\#(store)" is locked by another connection"#), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  // MARK: - Persistence

  @Test func rowsCommittedBeforeKillNineSurvive() async throws {
    let directory = try TemporaryDirectory()
    let store = directory.url.appendingPathComponent("animals.sqlite").path
    let shell = try RunningProcess(PackagePaths.imshell, ["animals", "--store", "sqlite:" + store, "--batch"])
    defer { shell.kill() }
    try shell.send(Self.addEagle + "\n")
    try #require(await shell.waitForOutput(containing: "#2 ← #1 .data(.persistentSession(.didAddAnimal(id: \"TMP-1\", result: .success("))
    shell.kill()
    #expect(await shell.waitForExit() == 128 + SIGKILL, "killed with its input still open")

    let result = try await self.animals(
      ".ui(.animalList(.onAppear))\n" + Self.birdsAreEagleAndSparrow + "\n", ["--store", "sqlite:" + store])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("✓ [\"Eagle\", \"House sparrow\"]"))
  }

  @Test(.timeLimit(.minutes(5)))
  func batchOutputReachesALivePipeAfterEachLine() async throws {
    let shell = try RunningProcess(PackagePaths.imshell, ["animals", "--batch"])
    defer { shell.kill() }
    try shell.send(Self.addEagle + "\n")
    // Each line's output is flushed before the next read, so it arrives while input stays open.
    try #require(await shell.waitForOutput(containing: "#2 ← #1"))
    shell.closeInput()
    #expect(await shell.waitForExit() == 0, "\(shell.errors)")
    #expect(shell.output.contains("#2 ← #1 .data(.persistentSession(.didAddAnimal(id: \"TMP-1\""))
  }

  @Test func theDefaultStorePersistsAcrossRunsUnderXDGDataHome() async throws {
    let home = try TemporaryDirectory()
    let data = home.url.appendingPathComponent("xdg-data")
    var environment = ProcessRunner.stableEnvironment(home: home.url)
    environment["XDG_DATA_HOME"] = data.path
    let file = data.appendingPathComponent("imshell/animals.sqlite")

    let first = try await self.animals(Self.addEagle + "\n", ["--store", "sqlite", "--seed", "3"], environment: environment)
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output.contains("#2 ← #1 .data(.persistentSession(.didAddAnimal(id: \"TMP-1\", result: .success("))
    #expect(FileManager.default.fileExists(atPath: file.path), "the store is created under $XDG_DATA_HOME/imshell")
    let eagle = try #require(self.eagleId(in: first.output), "\(first.output)")

    let second = try await self.animals(
      ".ui(.animalList(.onAppear))\n" + Self.birdsAreEagleAndSparrow + "\n"
        + #":expect selectAnimal(animalId: "\#(eagle)").name == "Eagle""# + "\n",
      ["--store", "sqlite"], environment: environment)
    #expect(second.status == 0, "\(second.errors)")
    #expect(second.output.contains("[7 items]"), "\(second.output)")

    // Batch mode without --store stays in memory and never sees the file.
    let memory = try await self.animals(
      ".ui(.animalList(.onAppear))\n" + #":expect selectAnimalsValues(categoryId: "Bird", sort: .name).name == ["House sparrow"]"#
        + "\n", environment: environment)
    #expect(memory.status == 0, "\(memory.errors)")
  }

  // MARK: - Store failures as data

  @Test func aLocalStoreFailureInAThunkBecomesAFailureStatus() async throws {
    let directory = try TemporaryDirectory()
    let store = directory.url.appendingPathComponent("animals.sqlite").path
    let script = #"""
      .data(.persistentSession(.didFetchAnimals(result: .success(animals: [Animal(animalId: "Ghost", name: "Ghost", diet: .herbivorous, categoryId: "Fish")]))))
      .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Ghost")))
      :expect selectAnimalStatus(animalId: "Ghost") == .failure(error: "animal not found: \"Ghost\"")
      :expect selectAnimal(animalId: "Ghost").name == "Ghost"
      :store fetchAnimalsQuery()

      """#
    let result = try await self.animals(script, ["--store", "sqlite:" + store])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
    #expect(
      result.output.contains(
        #"#3 ← #2 .data(.persistentSession(.didDeleteAnimal(animalId: "Ghost", result: .failure(error: "animal not found: \"Ghost\""))))"#
      ), "\(result.output)")
    #expect(result.output.hasSuffix(Self.sampleAnimals), "the store still holds just the samples: \(result.output)")
  }

  // MARK: - The command-line client

  @Test func theClientSeesWhatTheShellWrote() async throws {
    let directory = try TemporaryDirectory()
    let store = directory.url.appendingPathComponent("animals.sqlite").path
    let shell = try await self.animals(Self.addEagle + "\n", ["--store", "sqlite:" + store])
    #expect(shell.status == 0, "\(shell.errors)")
    let eagle = try #require(self.eagleId(in: shell.output), "\(shell.output)")

    let client = try await ProcessRunner.run(Self.client, ["--store", store])
    #expect(client.status == 0, "\(client.errors)")
    #expect(client.errors.isEmpty)
    let eagleLine = #"Animal(animalId: "\#(eagle)", name: "Eagle", diet: .carnivorous, categoryId: "Bird")"#
    let animals = (Self.sampleAnimals.split(separator: "\n").map(String.init) + [eagleLine]).sorted()
    #expect(client.output == animals.joined(separator: "\n") + "\n" + Self.sampleCategories)
  }
}

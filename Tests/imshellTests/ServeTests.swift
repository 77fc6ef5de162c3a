import Foundation
import Testing
import TestSupport

/// `:serve` as on a fresh clone, where `scripts/imshell` built only the shell: the server is found
/// in the package's build folder, or built there on first use (saying so), or a clear error says
/// why it cannot be. Each case runs a copy of `imshell` from a folder of its own, so nothing is
/// found next to it.
@Suite(.timeLimit(.minutes(5)))
struct ServeTests {
  /// A copy of the built `imshell` alone in a temporary folder.
  struct LoneShell {
    let folder: TemporaryDirectory
    var binary: URL { self.folder.url.appendingPathComponent("imshell") }

    init() async throws {
      self.folder = try TemporaryDirectory()
      // Copied by a child process: a copy written from this process keeps its descriptor open for
      // as long as the copy takes, and any process the suites running beside spawn meanwhile
      // inherits it, so running the copy failed with "Text file busy".
      let copy = try await ProcessRunner.run(URL(fileURLWithPath: "/bin/cp"), [PackagePaths.imshell.path, self.binary.path])
      guard copy.status == 0 else { throw CopyError(description: copy.errors) }
    }

    struct CopyError: Error, CustomStringConvertible {
      let description: String
    }

    /// Runs `script` in batch with `variables` added to the stable environment.
    func run(_ script: String, _ variables: [String: String] = [:]) async throws -> ProcessResult {
      var environment = ProcessRunner.stableEnvironment(home: self.folder.url)
      environment.merge(variables) { $1 }
      return try await ProcessRunner.run(self.binary, ["animals", "--seed", "1"], input: script, environment: environment)
    }
  }

  /// The built server, which the fake `swift` below copies as its "build".
  static var server: URL {
    let path = ProcessInfo.processInfo.environment["ANIMALS_SERVER_BIN"] ?? ""
    return path.isEmpty ? PackagePaths.root.appendingPathComponent(".build/debug/AnimalsDataServer") : URL(fileURLWithPath: path)
  }

  static let script = """
    :serve animals store: "fresh.sqlite"
    .ui(.categoryList(.onAppear))
    :expect selectCategoriesValues(sort: .name).count == 6

    """

  /// A package root holding only a `Package.swift`, and a `swift` on `PATH` that logs its
  /// arguments and either "builds" by copying the real server into the root's `.build/debug`, or
  /// fails like a broken build.
  struct FakePackage {
    let root: TemporaryDirectory
    let tools: TemporaryDirectory
    var log: URL { self.tools.url.appendingPathComponent("swift.log") }

    init(buildSucceeds: Bool) throws {
      self.root = try TemporaryDirectory()
      self.tools = try TemporaryDirectory()
      try Data("// a package\n".utf8).write(to: self.root.url.appendingPathComponent("Package.swift"))
      let body =
        buildSucceeds
        ? """
          mkdir -p "\(self.root.url.path)/.build/debug"
          cp "\(ServeTests.server.path)" "\(self.root.url.path)/.build/debug/AnimalsDataServer"
          """
        : "echo 'error: the compiler is unhappy'; exit 1"
      let swift = self.tools.url.appendingPathComponent("swift")
      try Data("#!/bin/sh\necho \"$@\" >> \"\(self.log.path)\"\n\(body)\n".utf8).write(to: swift)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    }

    var variables: [String: String] {
      ["IMSHELL_PACKAGE_ROOT": self.root.url.path, "PATH": self.tools.url.path + ":/usr/bin:/bin"]
    }
  }

  @Test func aServerNotNextToTheShellIsTakenFromThePackagesBuildFolder() async throws {
    let shell = try await LoneShell()

    let result = try await shell.run(Self.script, ["IMSHELL_PACKAGE_ROOT": PackagePaths.root.path])

    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors == "")
    #expect(result.output.contains("serving animals (--store fresh.sqlite)\n"))
    #expect(result.output.contains("✓ 6"))
  }

  @Test func aServerBuiltNowhereIsBuiltOnFirstUseSayingSo() async throws {
    let shell = try await LoneShell()
    let package = try FakePackage(buildSucceeds: true)

    let result = try await shell.run(Self.script + ":serve stop animals\n:serve animals store: \"fresh.sqlite\"\n", package.variables)

    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors == "imshell: building AnimalsDataServer for :serve (first build: about 3 min)…\n")
    #expect(result.output.contains("✓ 6"))
    let log = try String(contentsOf: package.log, encoding: .utf8)
    #expect(log == "build --package-path \(package.root.url.path) -c debug --product AnimalsDataServer\n", "built once")
  }

  /// With the package's own build script (imshell's), the server is built through it, and then
  /// the shell too, with the trait the server turned on: the next `scripts/imshell` finds
  /// nothing to compile. The script's own progress lines are what the user reads.
  @Test func aServerBuiltThroughTheBuildScriptBringsTheShellsBuildAlong() async throws {
    let shell = try await LoneShell()
    let package = try FakePackage(buildSucceeds: true)
    let debug = package.root.url.appendingPathComponent(".build/debug")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    try Self.writeExecutable("#!/bin/sh\nexit 0\n", to: debug.appendingPathComponent("imshell"))
    let scripts = package.root.url.appendingPathComponent("scripts/lib")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try Self.writeExecutable(
      """
      #!/bin/sh
      echo "$@" >> "\(package.log.path)"
      for last; do :; done
      echo "imshell: building ($4)…" >&2
      echo "[1/2] Compiling SwiftPM's own line, not shown"
      if [ "$last" = AnimalsDataServer ]; then cp "\(ServeTests.server.path)" "\(debug.path)/AnimalsDataServer"; fi
      echo "imshell: built in 1 s" >&2

      """, to: scripts.appendingPathComponent("build"))

    let result = try await shell.run(Self.script, package.variables)

    #expect(result.status == 0, "\(result.errors)")
    let log = try String(contentsOf: package.log, encoding: .utf8).split(separator: "\n")
    #expect(log.count == 2, "\(log)")
    #expect(log.first?.hasSuffix(" AnimalsDataServer") == true, "the server first: \(log)")
    #expect(log.last?.hasSuffix(" imshell") == true, "then the shell: \(log)")
    #expect(log.last?.contains("with the Servers trait AnimalsDataServer turned on, so that the next start builds nothing") == true)
    #expect(result.errors.contains("imshell: building (Hummingbird and SwiftNIO for AnimalsDataServer: about 3 minutes"), "\(result.errors)")
    #expect(result.errors.contains("imshell: built in 1 s\n"), "\(result.errors)")
    #expect(!result.errors.contains("SwiftPM's own line"))
    #expect(result.output.contains("✓ 6"))
  }

  static func writeExecutable(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }

  @Test func aBuildThatFailsIsAClearErrorWithTheBuildsLastLines() async throws {
    let shell = try await LoneShell()
    let package = try FakePackage(buildSucceeds: false)

    let result = try await shell.run(Self.script, package.variables)

    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("imshell: building AnimalsDataServer for :serve"))
    #expect(result.errors.contains("error: could not build AnimalsDataServer ("))
    #expect(result.errors.contains("error: the compiler is unhappy"))
  }

  @Test func aServerThatCannotStartSaysWhyInItsOwnWords() async throws {
    let folder = try TemporaryDirectory()
    try Data("not a database\n".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))

    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--batch"], input: ":serve animals store: \"notes.txt\"\n", directory: folder.url)

    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        #"error: AnimalsDataServer did not start: AnimalsDataServer: error: the Animals store "notes.txt" is not a SQLite database"#
      ), "\(result.errors)")
  }

  /// Issue 37: a restart that fails (another program took the freed port) leaves no address
  /// behind: the next request fails to connect instead of reaching that program.
  @Test func aFailedRestartLeavesNoAddressBehind() async throws {
    let folder = try TemporaryDirectory()
    let shell = try RunningProcess(
      PackagePaths.imshell, ["animals", "--batch", "--keep-going", "--trace", "actions"], directory: folder.url)
    defer { shell.kill() }
    // Batch output is flushed by an error line: each step ends in an unknown command.
    try shell.send(":serve animals store: \"s.sqlite\"\n:serve\n:marker1\n")
    try #require(await shell.waitForErrors(containing: ":marker1", timeout: .seconds(60)), "\(shell.output)\(shell.errors)")
    let address = try #require(shell.output.split(separator: "\n").first { $0.hasPrefix("animals  http://") })
    let port = try #require(Int(address.split(separator: ":").last ?? ""))
    try shell.send(":serve stop animals\n:marker2\n")
    try #require(await shell.waitForErrors(containing: ":marker2", timeout: .seconds(60)))
    #expect(shell.output.contains("stopped animals"))

    let foreign = try FaultyLoopbackServer(.status(200, body: "{}"), port: port)
    defer { foreign.stop() }
    try shell.send(":serve animals store: \"s.sqlite\"\n:marker3\n")
    try #require(await shell.waitForErrors(containing: ":marker3", timeout: .seconds(60)))
    #expect(shell.errors.contains("AnimalsDataServer did not start: "), "\(shell.errors)")
    #expect(!shell.errors.contains("See '--help'"), "the server's own error, not its usage hint: \(shell.errors)")
    try shell.send(".ui(.categoryList(.onAppear))\n:marker4\n")
    try #require(await shell.waitForErrors(containing: ":marker4", timeout: .seconds(60)))
    #expect(shell.output.contains(#"result: .failure(error: "could not connect to the Animals server")"#), "\(shell.output)")
    #expect(foreign.connectionCount == 0, "nothing was sent to the program on the old port")
  }

  @Test func withoutAPackageToBuildFromTheErrorSaysWhatToSet() async throws {
    let shell = try await LoneShell()

    let result = try await shell.run(Self.script)

    #expect(result.status == 1)
    #expect(result.errors.contains("AnimalsDataServer is not built next to imshell, and no package to build it from was found"))
    #expect(result.errors.contains("IMSHELL_PACKAGE_ROOT"))
  }
}

/// `AnimalsDataClient --remote` against the real server, as the book's remote client runs.
@Suite(.timeLimit(.minutes(5)))
struct RemoteClientTests {
  @Test func theClientPrintsTheServersAnimalsThenCategories() async throws {
    let folder = try TemporaryDirectory()
    let server = try RunningProcess(
      ServeTests.server, ["--port", "0", "--store", folder.url.appendingPathComponent("c.sqlite").path])
    defer { server.kill() }
    guard await server.waitForOutput(containing: "\n", timeout: .seconds(60)) else { return }
    let url = String(server.output.prefix { $0 != "\n" }.dropFirst("listening on ".count))

    let result = try await ProcessRunner.run(
      PackagePaths.root.appendingPathComponent(".build/debug/AnimalsDataClient"), ["--remote", url])

    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == AnimalsShellTests.sampleAnimals + RemoteClientTests.sampleCategories)
  }

  @Test func aServerThatIsNotThereIsOneSentenceAndStatusOne() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.root.appendingPathComponent(".build/debug/AnimalsDataClient"), ["--remote", "http://127.0.0.1:9"])

    #expect(result.status == 1)
    #expect(result.errors == "AnimalsDataClient: error: could not connect to the Animals server\n")
  }

  static let sampleCategories = """
    Category(categoryId: "Amphibian", name: "Amphibian")
    Category(categoryId: "Bird", name: "Bird")
    Category(categoryId: "Fish", name: "Fish")
    Category(categoryId: "Invertebrate", name: "Invertebrate")
    Category(categoryId: "Mammal", name: "Mammal")
    Category(categoryId: "Reptile", name: "Reptile")

    """
}

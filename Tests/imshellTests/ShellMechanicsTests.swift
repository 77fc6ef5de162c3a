import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The everyday mechanics of a shell, through the real binary: Ctrl-C stops long work, quitting
/// never waits on a busy server, and a script reads the same whatever its line endings.
@Suite struct ShellMechanicsTests {
  @Test(.timeLimit(.minutes(2)))
  func ctrlCStopsARepeatInBatchWith130() async throws {
    let shell = try RunningProcess(
      PackagePaths.imshell, ["counter", "--trace", "actions", "-e", ":repeat 100000000 .didTapIncrementButton", "-e", ":echo after"])
    defer { shell.kill() }
    // The first dispatch's trace says the repeat is under way: the signal lands mid-run.
    try #require(await shell.waitForOutput(containing: "#1 .didTapIncrementButton"))
    shell.signal(SIGINT)
    #expect(await shell.waitForExit() == 130)
    #expect(shell.errors.contains("interrupted after "))
    #expect(shell.errors.contains(" of 100,000,000 runs"))
    #expect(!shell.errors.contains("error:"), "a deliberate Ctrl-C is not an error")
    #expect(!shell.output.contains("after"), "the lines after the interrupted one do not run")
  }

  @Test(.timeLimit(.minutes(2)))
  func ctrlCStopsAPipedScriptWith130() async throws {
    let shell = try RunningProcess(PackagePaths.imshell, ["counter", "--trace", "none"])
    defer { shell.kill() }
    try shell.send(":repeat 100 .didTapIncrementButton\n:echo ready\n")
    await shell.waitForOutput(containing: "ready")
    // The shell now blocks reading its next line: Ctrl-C ends the read and the script.
    shell.signal(SIGINT)
    #expect(await shell.waitForExit() == 130)
    #expect(shell.errors.contains("interrupted before line 3 of <stdin>"))
  }

  @Test(.timeLimit(.minutes(2)))
  func aNestedRepeatReportsItsOwnCount() async throws {
    let shell = try RunningProcess(
      PackagePaths.imshell, ["counter", "--trace", "actions", "-e", ":repeat 1000 :repeat 1000 :repeat 1000 .didTapIncrementButton"])
    defer { shell.kill() }
    try #require(await shell.waitForOutput(containing: "#1 .didTapIncrementButton"))
    shell.signal(SIGINT)
    #expect(await shell.waitForExit() == 130)
    #expect(shell.errors.contains(" of 1,000 runs"))
  }

  /// `:quit` with a `slow:` double still holding the refresh's request: the server gets SIGTERM,
  /// then SIGKILL after a short grace, and the shell says so instead of waiting minutes.
  @Test(.timeLimit(.minutes(3)))
  func quittingDoesNotWaitForASlowServer() async throws {
    let script = """
      :serve usgs slow: 120
      :set timeout 1
      .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))
      :quit

      """
    let shell = try RunningProcess(PackagePaths.imshell, ["quakes", "--store", "memory", "--keep-going"])
    defer { shell.kill() }
    try shell.send(script)
    await shell.waitForOutput(containing: "serving usgs")
    let clock = ContinuousClock()
    let start = clock.now
    #expect(await shell.waitForExit() == 1, "the timed-out refresh is the script's error")
    // 1 s of settle timeout, 1 s of grace; the rest is slack for a loaded machine.
    #expect(clock.now - start < .seconds(8))
    #expect(shell.errors.contains("stopped the usgs server (http://127.0.0.1:"))
    #expect(shell.errors.contains("with a request in flight"))
  }

  @Test(arguments: ["-f", ":read", "stdin"])
  func aCRLFScriptRunsLikeAnLFOne(way: String) async throws {
    let folder = try TemporaryDirectory()
    let script = folder.url.appendingPathComponent("crlf.imsh")
    try Data(".didTapIncrementButton\r\n:expect selectValue() == 1\r\n".utf8).write(to: script)
    let result: ProcessResult
    switch way {
    case "-f": result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", script.path], input: "")
    case ":read": result = try await ProcessRunner.run(PackagePaths.imshell, ["counter"], input: ":read \(script.path)\n")
    default:
      result = try await ProcessRunner.run(PackagePaths.imshell, ["counter"], input: try String(contentsOf: script, encoding: .utf8))
    }
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("✓ 1"))
  }

  /// `:serve` points the domain at the server and keeps the session: the watch stays, the
  /// history goes on from where it was.
  @Test(.timeLimit(.minutes(3)))
  func serveKeepsWatchesAndHistory() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "memory", "--seed", "1"],
      input: """
        :watch Cats = selectCategoriesValues(sort: .name)
        .ui(.categoryList(.onAppear))
        :serve animals
        :watches
        .ui(.categoryList(.onAppear))
        :history

        """)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("W1 Cats = selectCategoriesValues(sort: .name)"))
    #expect(result.output.contains("#3 .ui(.categoryList(.onAppear))"), "the history goes on at #3")
  }
}

/// Ctrl-C at the terminal, as a person presses it.
@Suite struct InteractiveInterruptTests {
  @Test(.timeLimit(.minutes(3)))
  func ctrlCStopsARepeatAndThePromptReturns() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell()
    defer { shell.close() }
    try await shell.waitFor("imshell(counter)> ")
    try shell.type(":trace actions\n")
    try shell.type(":repeat 100000000 .didTapIncrementButton\n")
    // A dispatch's trace on the screen says the repeat is under way (the terminal is back in the
    // mode where Ctrl-C is a signal, not a byte of input).
    try await shell.waitFor("the repeat's first dispatches") { screen in
      screen.split(separator: "\n").contains { $0.hasPrefix("#") && $0.contains(" .didTapIncrementButton") }
    }
    try shell.sendKeys("C-c")
    let screen = try await shell.waitFor("runs; what ran stays dispatched")
    #expect(screen.contains("imshell: <stdin>:2: interrupted after "))
    #expect(!screen.contains("error:"), "a deliberate Ctrl-C is not an error")
    // The shell is still there, and kept what the repeat dispatched.
    try shell.type(":history\n")
    try await shell.waitFor("→ #")
  }

  /// A line continued over `...>` prompts is recalled whole by the up arrow.
  @Test(.timeLimit(.minutes(3)))
  func aContinuedLineIsOneHistoryEntry() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell()
    defer { shell.close() }
    try await shell.waitFor("imshell(counter)> ")
    try shell.type(".didTapIncrementButton(\n")
    try await shell.waitFor("...> ")
    try shell.type("   )\n")
    // The arrow goes to libedit only once its next prompt is up: sent while the error is still
    // being printed, the terminal echoed it raw (`^[[A`), seen once in a CI run.
    try await shell.waitFor("the error, then a fresh prompt") {
      $0.contains("error:") && TalkingTerminalTests.lastLine(of: $0) == "imshell(counter)>"
    }
    try shell.sendKeys("Up")
    try await shell.waitFor("imshell(counter)> .didTapIncrementButton( )")
  }
}

/// Other REPLs' reflexes get the answer a user needs, not a parse error.
@Suite struct ReflexWordTests {
  @Test(arguments: [("help", ":help lists them"), (".help", ":help lists them"), ("\\?", ":help lists them"),
    ("quit", ":quit (or Ctrl-D)"), (".quit", ":quit (or Ctrl-D)"), ("exit", ":quit (or Ctrl-D)"), ("\\q", ":quit (or Ctrl-D)")])
  func aReflexWordIsAnswered(word: String, answer: String) async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter"], input: word + "\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("commands start with ':' here: " + answer))
  }
}

/// One value in full: the path forms diffs print are accepted by `:state`, and a record that does
/// not fit a line prints whole, one field a line.
@Suite struct WholeValueTests {
  @Test func stateTakesTheSubscriptFormDiffsPrint() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "memory"],
      input: ".ui(.categoryList(.onAppear))\n:state categories.data[\"Bird\"]\n:state categories.data[\"Nope\"]\n")
    #expect(result.output.contains("categories.data[\"Bird\"]: Category(categoryId: \"Bird\", name: \"Bird\")"))
    #expect(result.errors.contains("categories.data has no element \"Nope\""))
    #expect(result.status == 1)
  }

  @Test func aRecordWiderThanALinePrintsOneFieldALine() async throws {
    let name = String(repeating: "Long name ", count: 20)
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "memory", "--seed", "1", "--no-effects"],
      input: ".ui(.categoryList(.onAppear))\n"
        + ".data(.persistentSession(.didFetchAnimals(result: .success(animals: [Animal(animalId: \"A\", name: \"\(name)\", diet: .herbivorous, categoryId: \"Bird\")]))))\n"
        + ":select selectAnimal(animalId: \"A\")\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("Animal(\n  animalId: \"A\",\n  name: \"\(name)\",\n"))
    #expect(result.output.hasSuffix("  diet: .herbivorous,\n  categoryId: \"Bird\"\n)\n"), "nothing of the record is cut")
  }

  /// A parameter of an optional type may be left out, as Swift's `= nil` allows.
  @Test func anOptionalParameterMayBeLeftOut() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "memory"], input: ":mount Content(categoryId: \"Bird\")\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("▸ Content"))
  }
}

/// Waiting on a slow server costs no CPU: the shell blocks until the answer (URLSession's libcurl
/// driver on Linux spun a core for the whole wait).
@Suite struct IdleWaitTests {
  @Test(.timeLimit(.minutes(3)))
  func waitingOnASlowServerCostsNoCPU() async throws {
    let shell = try RunningProcess(PackagePaths.imshell, ["quakes", "--store", "memory", "--keep-going"])
    defer { shell.kill() }
    try shell.send(":serve usgs slow: 4\n:echo served\n")
    await shell.waitForOutput(containing: "served")
    let before = try Self.cpuSeconds(of: shell.processIdentifier)
    try shell.send(".ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))\n:echo answered\n")
    // A thread spinning through the same seconds gets what a spinning wait would under this
    // machine's load now: the measure the shell's CPU is held to, whatever the load.
    let spinning = BusyLoop()
    await shell.waitForOutput(containing: "answered", timeout: .seconds(60))
    let spun = spinning.stop()
    let spent = try Self.cpuSeconds(of: shell.processIdentifier) - before
    #expect(shell.output.contains("quakes.status: .waiting → .success"), "the answer came after the wait")
    // About 4 s of waiting. A spinning wait costs about what the busy loop got (3 s of 4 on an
    // idle machine); a blocked one only the refresh's own work, a few hundredths of a second.
    #expect(spun > 0, "the busy loop ran")
    #expect(spent < 0.5 * spun, "the wait cost \(spent) s of CPU; a spinning thread got \(spun) s meanwhile")
  }

  /// User plus system time of `pid`, from /proc.
  static func cpuSeconds(of pid: Int32) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    let ticks = Double(fields[11])! + Double(fields[12])!  // utime, stime: fields 14 and 15
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}

/// The init file for every domain, then the one for the domain loaded.
@Suite struct InitFileTests {
  @Test(.timeLimit(.minutes(2)))
  func theDomainsOwnInitFileRunsAfterTheSharedOne() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let folder = sandbox.config.appendingPathComponent("imshell")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try ":echo shared init\n".write(to: folder.appendingPathComponent("imshellrc"), atomically: true, encoding: .utf8)
    try ".didTapIncrementButton\n".write(to: folder.appendingPathComponent("imshellrc.counter"), atomically: true, encoding: .utf8)
    try ".ui(.quakeList(.onAppear))\n".write(to: folder.appendingPathComponent("imshellrc.quakes"), atomically: true, encoding: .utf8)
    let shell = try sandbox.startShell()
    defer { shell.close() }
    let screen = try await shell.waitFor("imshell(counter)> ")
    #expect(screen.contains("shared init\n#1 .didTapIncrementButton"))
    #expect(!screen.contains("quakeList"), "another domain's file is not read")
  }
}

/// The Quakes list says when its day and the data do not meet, instead of a bare `0 of 225`.
@Suite struct QuakesDayHintTests {
  @Test(.timeLimit(.minutes(3)))
  func aListOfAnotherDaySaysHowToShowTheData() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["quakes", "--store", "memory", "--now", "2030-01-01T12:00:00Z"],
      input: ":serve usgs\n:mount QuakeList()\n.ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay)))\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("2030-01-01: 0 of "))
    #expect(result.output.contains("are on other days: pass searchDate:, or start with --now)"))
  }
}

/// `:stats` counts a publication only when the output changed, time travel included.
@Suite struct StatsTests {
  @Test func timeTravelToTheSameOutputPublishesNothing() async throws {
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["counter"],
      input: ":watch big = selectIsAtLeast(value: 100)\n.didTapIncrementButton\n.didTapIncrementButton\n:undo\n:redo\n:undo\n:stats\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("W1 big  no filter · deps ran 0 · output ran 6 · published 1"))
  }
}

/// A thread that spins from its creation until `stop()`, for a measure of how much CPU a busy
/// thread gets on this machine at this moment.
final class BusyLoop: @unchecked Sendable {
  private let stopped = Atomic<Bool>(false)
  private let finished = DispatchSemaphore(value: 0)
  private var seconds = 0.0

  init() {
    Thread.detachNewThread { [self] in
      let start = Self.threadCPUSeconds()
      while !self.stopped.load(ordering: .relaxed) {}
      self.seconds = Self.threadCPUSeconds() - start
      self.finished.signal()
    }
  }

  /// Stops the loop; returns the CPU seconds its thread used.
  func stop() -> Double {
    self.stopped.store(true, ordering: .relaxed)
    self.finished.wait()
    return self.seconds
  }

  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

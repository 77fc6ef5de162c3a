import TypedLiterals

/// The only list of shell commands. Lookup, `:help`, completion, did-you-mean and the README's
/// command list all read it; a new command is one new entry.
enum CommandTable {
  static let all: [CommandSpec] = [
    CommandSpec("help", aliases: ["h", "?"], usage: ":help [COMMAND]", summary: "list commands, or explain one", argument: .word(.command), pages: true, run: GeneralCommands.help),
    CommandSpec("quit", aliases: ["q", "exit"], usage: ":quit [STATUS]", summary: "leave the shell (Ctrl-D does too)", argument: .optional("an exit status") { Int32($0) }, run: GeneralCommands.quit),
    CommandSpec("domain", usage: ":domain [NAME]", summary: "show the domains, or load one (fresh state, no watches)", argument: .word(.domain), run: GeneralCommands.domain),
    CommandSpec("actions", usage: ":actions [PREFIX]", summary: "list every action shape, optionally those starting with PREFIX", argument: .word(.actionLine), pages: true, run: InspectCommands.actions),
    CommandSpec("selectors", usage: ":selectors", summary: "list the selectors and filters of this domain", pages: true, run: InspectCommands.selectors),
    CommandSpec(
      "select", usage: ":select NAME(args)[PROJECTION…]", summary: "run a selector once on the current state",
      details: "PROJECTION is what :expect takes: .count, .first, .last, [i] or .field (on an array, each element's).",
      argument: .literalTokens(.selectorCall), pages: true, run: InspectCommands.select),
    CommandSpec(
      "watch", usage: ":watch [LABEL =] NAME(args) [filter: F(args)] [deps: S(args), …]",
      summary: "keep a listener on a selector and trace its decisions",
      details: """
        A watch is the book's Selector without SwiftUI: after each dispatch its filter sees
        (oldState, action); if it passes, its dependencies are selected again, and only if one
        changed is the output recomputed; a new output is published only if it differs.
        Re-declaring an existing LABEL with a new definition rebuilds it (the book's `id`).
        """,
      argument: WatchCommands.definition, run: WatchCommands.watch),
    CommandSpec("unwatch", usage: ":unwatch ID|LABEL", summary: "remove a watch", argument: WatchCommands.name, run: WatchCommands.unwatch),
    CommandSpec("watches", usage: ":watches", summary: "list watches with their last published output", pages: true, run: WatchCommands.list),
    CommandSpec("stats", usage: ":stats", summary: "per-watch counters: filter passes, dependency and output runs", pages: true, run: WatchCommands.stats),
    CommandSpec("state", usage: ":state [PATH]", summary: "print the state as path: value lines", argument: .word(.statePath), pages: true, run: InspectCommands.state),
    CommandSpec(
      "trace", usage: ":trace actions|state|listeners|effects|all|none [on|off]",
      summary: "choose what each dispatch prints (default: actions and state)",
      details: """
        :trace listeners changed (what on means) prints only the watches whose output changed or that
        rebuilt, and folds the idle ones into one count; :trace listeners all prints every decision.
        """,
      argument: .pair(.tracePart, .traceState), run: GeneralCommands.trace),
    CommandSpec(
      "storage", usage: ":storage [N]", summary: "what dispatch #N (default: the current one) shared and rebuilt of the state",
      details: """
        Compares the state after dispatch #N with the state before it, part by part: a collection
        whose storage is shared cost nothing to copy or compare; a TreeDictionary that changed
        rewrote one path per changed key and shares every other node; a Dictionary that changed
        was copied whole. Prints counts, never times, so transcripts stay stable.
        """,
      argument: InspectCommands.dispatchNumber, pages: true, run: InspectCommands.storage),
    CommandSpec("history", usage: ":history", summary: "list the dispatches so far (→ marks the current one)", pages: true, run: TimeCommands.history),
    CommandSpec("undo", usage: ":undo [N]", summary: "go back N dispatches (default 1), without effects", argument: .count, run: TimeCommands.undo),
    CommandSpec("redo", usage: ":redo", summary: "go forward one undone dispatch", run: TimeCommands.redo),
    CommandSpec("jump", usage: ":jump N", summary: "go to the state after dispatch #N (0: initial), without effects", argument: TimeCommands.dispatchNumber, run: TimeCommands.jump),
    CommandSpec(
      "expect", usage: ":expect SUBJECT == VALUE | :expect throws ACTION",
      summary: "check a selector, a watch's published output, digest (the state's), or that the reducer throws",
      details: """
        SUBJECT is NAME(args) (a selector on the current state) or a watch LABEL (its last
        published output), optionally followed by .count, .first, .last, [i] or .field (which maps
        over arrays). VALUE is read as the subject's type, so `.cat` and `Animal(…)` compare equal.
        A failed expectation exits 2. `:expect throws ACTION` passes only if the reducer throws,
        and checks that the state did not change. `:expect digest == "HEX"` checks the digest of the
        whole state (what :verify prints); a recording ends with one, and `digest` is no watch label.
        """,
      argument: .literalTokens(.expectation), run: ExpectCommand.run),
    CommandSpec("echo", usage: ":echo TEXT", summary: "print TEXT (narration in walkthroughs)", argument: .text, run: GeneralCommands.echo),
    CommandSpec("reset", usage: ":reset", summary: "relaunch: initial state, watches rebuilt, persistent stores kept", run: TimeCommands.reset),
    CommandSpec("read", usage: ":read FILE", summary: "run the lines of FILE (nested reads allowed, loops refused)", argument: .required(.file, missing: "expected a file name"), run: GeneralCommands.read),
    CommandSpec("save", usage: ":save FILE", summary: "write watches and typed actions as a script that replays this session", argument: .required(.file, missing: "expected a file name"), run: TimeCommands.save),
    CommandSpec(
      "export-test", usage: ":export-test FILE",
      summary: "write this session as a Swift Testing test that replays it through the domain's store",
      details: """
        The test builds the domain's real Store with its reducer, dispatches every action of the
        session in order (what effects dispatched too, as recorded: effects do not run in the test),
        and turns each passing :expect into #expect on the real selectors; time travel and :reset
        become a fresh store. The suite is named after FILE (SessionTests.swift gives
        SessionTests). A domain can be exported when its adapter says how to build its
        store (a TestExport).
        """,
      argument: .required(.file, missing: "expected a file name, such as SessionTests.swift"), run: TimeCommands.exportTest),
    CommandSpec(
      "set", usage: ":set [OPTION VALUE]",
      summary: "show or change an option (max-items, timeout, effects, echo, history, domain settings)",
      details: """
        history N keeps the newest N dispatches for :undo, :redo and :jump (older ones are dropped,
        :save still replays them); history all (the default) keeps every one.
        """,
      argument: .pair(.setting, .settingValue), run: GeneralCommands.set),
    CommandSpec("repeat", usage: ":repeat N LINE", summary: "run LINE N times", argument: GeneralCommands.repetition, run: GeneralCommands.repeatLine),
    CommandSpec(
      "mount", usage: ":mount [LABEL =] NAME[(args)]", summary: "mount a headless view: its watches, appear actions and text",
      details: """
        A component wires the watches the book's SwiftUI view wires (same labels, filters and
        dependencies), dispatches what the view dispatches when it appears, and prints its text
        after every line that changes it. Mounting an existing LABEL again with other arguments
        keeps the mount and rebuilds the watches whose definition changed (the book's `id`).
        """,
      argument: .labelledCall(.component, what: "a component name"), run: MountCommands.mount),
    CommandSpec("unmount", usage: ":unmount NAME", summary: "remove a mounted component and its watches", argument: .required(.mountName, missing: "expected a mounted component's name"), run: MountCommands.unmount),
    CommandSpec("components", usage: ":components", summary: "list the components this domain offers and what is mounted", pages: true, run: MountCommands.components),
    CommandSpec(
      "store", usage: ":store OP(args)", summary: "call one persistent-store operation directly (no action, no state change)",
      argument: .call(.storeOperation, what: "a store operation"), run: MountCommands.store),
    CommandSpec(
      "serve", usage: ":serve NAME [OPTION: VALUE | FLAG]… | :serve stop NAME",
      summary: "start (or restart) a loopback server as a child process; the domain's remote points at it",
      details: """
        The first :serve points the domain's remote at the server's free port and keeps the session
        (state, history, watches, mounts); on a terminal it prints the URL (for curl), in batch it
        does not. Later :serve calls restart it on the same port with new options; :serve alone
        lists the running servers; :serve stop NAME leaves the remote pointing at a closed port.
        Servers stop when the shell ends (SIGTERM, then SIGKILL after 1 s). A server not built yet
        is built on first use. Each domain names its own servers and their options.
        """,
      argument: .literalTokens(.server), domainNotes: ServeCommand.notes, run: ServeCommand.run),
    CommandSpec(
      "legacy", usage: ":legacy [OP(args)]",
      summary: "call an operation of the legacy model the unmigrated screens still use; alone, list them",
      details: """
        During an incremental migration the legacy model stays the source of truth: the screens not
        migrated yet read and mutate it directly. :legacy runs what those screens do (:legacy alone
        lists the operations of the loaded domain); every change the model publishes comes back as a
        dispatch through the domain's model listener.
        """,
      argument: .optionalCall(.legacyOperation, what: "a legacy operation"), run: LegacyCommands.legacy),
    CommandSpec(
      "tick", usage: ":tick [N]", summary: "advance the domain's virtual clock N steps (default 1), in a domain that has one",
      argument: .optional("a positive number of steps") { Int($0).flatMap { $0 > 0 ? $0 : nil } }, run: LegacyCommands.tick),
    CommandSpec(
      "await", usage: ":await [SECONDS] | :await app N", summary: "wait for running effects to finish, or for N more of an attached app's actions",
      argument: .awaitTarget, run: AttachCommands.await),
    CommandSpec(
      "attach", usage: ":attach [PID|NAME|SOCKET]", summary: "follow a running app's store live (alone: list the apps to attach to)",
      details: """
        The shell takes the app's state once, then runs the app's actions through its own reducer
        as they happen; they print marked `← app`. A typed action is dispatched in the app. Time
        travel detaches first; commands that act on a local runtime are refused while attached.
        """,
      argument: .word(.text), run: AttachCommands.attach),
    CommandSpec("detach", usage: ":detach", summary: "stop following the app; the session goes on from its copy", run: AttachCommands.detach),
    CommandSpec(
      "verify", usage: ":verify [DIGEST]", summary: "attached: compare the live copy with the app's state; else check or print the state's digest",
      argument: .word(.text), run: AttachCommands.verify),
    CommandSpec(
      "record", usage: ":record FILE|stop", summary: "record the attached app's actions as a script that replays them",
      argument: .required(.file, missing: "expected a file name, or stop"), run: AttachCommands.record),
    CommandSpec(
      "http", usage: ":http GET|POST PATH", summary: "send one request to a local app's HTTP service and print its answer",
      details: """
        PATH is http://127.0.0.1:PORT/PATH, or /PATH after the address in the program's own
        variable, PROGRAM_APP_URL (the walkthrough runner sets it to its example app's, so a
        transcript shows no port). The answer prints as → STATUS BODY. Loopback addresses only.
        """,
      argument: .text, run: HTTPCommand.run),
    CommandSpec(
      "start-from", usage: ":start-from STATE", summary: "start the session over from STATE, a literal of the domain's state",
      argument: .text, run: AttachCommands.startFrom),
  ]

  /// The command called `name` (or an alias of it).
  static func spec(named name: String) -> CommandSpec? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Parses `:name …` and runs the command.
  @MainActor static func run(_ line: SourceLine, in shell: Shell) async throws {
    guard let split = CommandSplit(line.text) else { return }
    let (colon, name) = (split.colon, split.name)
    guard let spec = Self.spec(named: name) else {
      let names = all.map(\.name)
      throw Diagnostic(
        .syntax, name.isEmpty ? "expected a command name after ':'" : "unknown command ':\(name)'",
        source: line, offset: colon, expected: names.map { ":" + $0 },
        suggestion: closestMatch(to: name, among: names).map { ":" + $0 })
    }
    let invocation = CommandInvocation(shell: shell, name: spec.name, line: line, argumentsOffset: split.nameEnd)
    do {
      try AttachPolicy.check(spec.name, invocation)
      try await Self.run(spec, invocation)
    } catch var diagnostic as Diagnostic where diagnostic.source == nil {
      // Errors from the session know no place: point them at the command's arguments.
      diagnostic.source = line
      diagnostic.offset = diagnostic.offset ?? invocation.restOffset
      throw diagnostic
    }
  }

  /// Runs `spec`; a command whose output pages is collected first and offered to the pager,
  /// which takes it when it is longer than the screen (output before an error included).
  @MainActor private static func run(_ spec: CommandSpec, _ invocation: CommandInvocation) async throws {
    guard spec.pages, let pager = invocation.shell.environment.pager else { return try await spec.run(invocation) }
    var failure: (any Error)?
    let text = await invocation.output.collecting {
      do { try await spec.run(invocation) } catch { failure = error }
    }
    if !text.isEmpty && !pager(text) { invocation.output.block(text) }
    if let failure { throw failure }
  }
}

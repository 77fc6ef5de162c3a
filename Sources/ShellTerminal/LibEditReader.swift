@preconcurrency import CLibEdit
import CTerminal
import ImmutableShell
@preconcurrency import Glibc
import Synchronization

/// The interactive ``LineReader``: libedit's editor (emacs keys, `~/.editrc` or `$EDITRC` lines
/// prefixed with the program's name, `imshell:`), TAB completion through a ``CompletionProvider``, and history that
/// persists in a ``HistoryFile``. Use it only when standard input and output are terminals.
///
/// `readLine` runs on one thread at a time; `remember` and `showAbovePrompt` may come from any
/// thread (lines that arrive while a read is in progress are recorded when it ends; text to show
/// prints above the prompt at once, the line being typed drawn again below it). Call `close()` once no read is
/// in progress: it saves history and puts the terminal back as it was.
final class LibEditReader: LineReader, @unchecked Sendable {
  /// How many lines history keeps, in memory and on disk.
  static let historySize: Int32 = 1000

  // Both are nil once closed. Touched only by the reading thread, or under `state`'s lock.
  private var editLine: OpaquePointer?
  // Names the editor for `~/.editrc` and prefixes warnings.
  private let program: String
  private var history: OpaquePointer?
  private let historyFile: HistoryFile?
  // Set when the existing file could not be read: rewriting it would destroy what it holds.
  private var historyReadOnly = false
  private var historyDirty = false
  private var warned = false
  // What the prompt callback hands to libedit; replaced by every readLine.
  private var promptText: UnsafeMutablePointer<CChar>
  private let allowsEscapes: Bool
  // Reads in a row that ended with neither a line nor a known reason.
  private var unexplainedFailures = 0
  // The provider of the read in progress, for the TAB callback.
  private var completion: CompletionProvider?
  /// The text before the cursor when candidates were last listed, so TAB TAB lists them once.
  private var lastListing: String?
  private let state = Mutex(SharedState())

  private struct SharedState {
    var reading = false
    var pending: [String] = []
    /// Text waiting to print above the prompt.
    var above = ""
  }

  /// Sets up libedit on the process's standard streams and loads history from `historyPath`
  /// (`nil`: no history file). Also installs ``InterruptSignal`` and selects a UTF-8 `LC_CTYPE`.
  /// Prompt colours are dropped when `TERM` is unset or `dumb`. Returns `nil` if libedit cannot
  /// be initialised.
  init?(program: String, historyPath: String?) {
    InterruptSignal.install()
    _ = imsh_use_utf8_ctype()
    // The program name selects the `~/.editrc` lines prefixed `PROGRAM:`.
    guard let editLine = imsh_el_init(program) else { return nil }
    self.program = program
    guard let history = history_init() else {
      el_end(editLine)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.historyFile = historyPath.map(HistoryFile.init(path:))
    self.promptText = strdup("")
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    self.allowsEscapes = !term.isEmpty && term != "dumb"

    _ = imsh_history_setsize(history, Self.historySize)
    _ = imsh_history_setunique(history, 1)
    _ = imsh_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = imsh_el_set_prompt(editLine, libeditPrompt)
    _ = imsh_el_set_editor(editLine, "emacs")
    _ = imsh_el_set_signal(editLine, 1)
    _ = imsh_el_set_hist(editLine, history)
    _ = imsh_el_use_interruptible_reader(editLine)
    imsh_set_output_hook(libeditShowAbove)
    _ = imsh_el_addfn(editLine, "imshell-complete", "Complete the word before the cursor", libeditComplete)
    _ = imsh_el_bind(editLine, "^I", "imshell-complete")
    // Last, so the user's own bindings win; a missing ~/.editrc is normal.
    _ = el_source(editLine, nil)

    if let historyFile, let problem = historyFile.load(into: history) {
      historyReadOnly = true
      warn("\(problem); history will not be saved")
    }
  }

  deinit {
    close()
    free(promptText)
  }

  /// Shows `prompt` and edits one line; see ``LineReader/readLine(prompt:completion:)``.
  func readLine(prompt: String, completion: CompletionProvider?) -> LineReadResult {
    guard let editLine else { return .endOfFile }
    setReading(true)
    defer { setReading(false) }
    free(promptText)
    promptText = strdup(Self.displayForm(of: prompt, allowsEscapes: allowsEscapes))
    self.completion = completion
    defer { self.completion = nil }
    // A Ctrl-C that cancelled earlier work must not end this read before it starts. Text that
    // was to show above an earlier prompt prints now, before this one.
    InterruptSignal.discardPendingWakeUps()
    let waiting = self.takeTextAbove()
    if !waiting.isEmpty { imsh_print(waiting) }

    var count: Int32 = 0
    imsh_read_outcome_reset()
    let wide = el_wgets(editLine, &count)
    if let wide, count > 0 {
      unexplainedFailures = 0
      var line = String(wide: wide, count: Int(count))
      if line.hasSuffix("\n") { line.removeLast() }
      return .line(line)
    }
    // libedit leaves the cursor on the abandoned line; start the next output on a fresh one.
    imsh_print("\n")
    // count 0: Ctrl-D on an empty line. count -1: the character reader gave up, or libedit
    // could not set up the terminal (a transient failure: prompt again, but not forever).
    guard count < 0 else { return .endOfFile }
    switch Int(imsh_read_outcome()) {
    case IMSH_READ_INTERRUPTED:
      unexplainedFailures = 0
      return .interrupted
    case IMSH_READ_NONE where unexplainedFailures < 3:
      unexplainedFailures += 1
      return .interrupted
    default:
      return .endOfFile
    }
  }

  /// Makes `text` the start of the next line read, as if typed before it (the walkthrough
  /// player's first key, read before it knew a line was coming).
  func typeAhead(_ text: String) {
    guard let editLine else { return }
    el_push(editLine, text)
  }

  /// Adds `line` to history and saves the file, unless it starts with a space or is blank.
  /// A line equal to the newest entry is not added twice.
  func remember(_ line: String) {
    guard Self.isWorthRemembering(line) else { return }
    state.withLock { shared in
      if shared.reading {
        shared.pending.append(line)
      } else {
        record([line])
      }
    }
  }

  /// Prints `text` (whole lines) above the prompt of the read in progress, drawing the prompt and
  /// the half-typed line again below it with the cursor where it was; with no read in progress,
  /// just before the next prompt.
  func showAbovePrompt(_ text: String) {
    guard !text.isEmpty else { return }
    state.withLock { $0.above += text }
    imsh_wake_reader_for_output()
  }

  private func takeTextAbove() -> String {
    state.withLock { shared in
      defer { shared.above = "" }
      return shared.above
    }
  }

  // Called by the character reader (inside el_wgets) after showAbovePrompt woke it: erases the
  // prompt and line from their first row, prints the text, and says whether libedit must draw
  // them again (from the fresh line the text ended on).
  func showAbove(_ editLine: OpaquePointer) -> Int32 {
    let text = self.takeTextAbove()
    guard !text.isEmpty else { return 0 }
    var rowsAbove = 0
    if let info = el_wline(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor {
      let column = Self.displayWidth(ofPrompt: String(cString: promptText)) + (cursor - buffer)
      rowsAbove = column / Self.terminalColumns()
    }
    let up = rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : ""
    // The terminal is raw while editing: a newline alone would not return to column 0.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    imsh_print("\r" + up + "\u{1B}[J" + lines)
    return 1
  }

  private static func terminalColumns() -> Int {
    var size = winsize()
    return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
  }

  /// Saves history and restores the terminal; later reads return `.endOfFile`. Idempotent.
  func close() {
    guard let editLine, let history else { return }
    setReading(false)
    saveHistory()
    el_end(editLine)
    history_end(history)
    self.editLine = nil
    self.history = nil
  }

  // MARK: - Completion (called by libedit on TAB)

  func complete(_ editLine: OpaquePointer) -> UInt8 {
    guard let completion, let info = el_wline(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor
    else { return UInt8(CC_REFRESH_BEEP) }
    let before = String(wide: buffer, count: cursor - buffer)
    let cursorOffset = before.unicodeScalars.count
    let reply = completion(before, cursorOffset)
    let start = max(0, min(reply.start, cursorOffset))
    let typed = String(String.UnicodeScalarView(before.unicodeScalars.dropFirst(start)))
    var seen = Set<String>()
    let candidates = reply.candidates.filter { seen.insert($0).inserted }
    guard let first = candidates.first else { return UInt8(CC_REFRESH_BEEP) }

    let common = candidates.count == 1 ? first : Self.commonPrefix(of: candidates)
    if common != typed && common.unicodeScalars.count >= typed.unicodeScalars.count {
      el_deletestr(editLine, Int32(typed.unicodeScalars.count))
      if !common.isEmpty {
        var wide = common.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
        _ = el_winsertstr(editLine, &wide)
      }
      return UInt8(CC_REFRESH)
    }
    if candidates.count == 1 { return UInt8(CC_REFRESH) }
    // Nothing more to insert: list the choices below the line, in columns, then draw prompt and
    // line again; a second TAB on the same text does not list them again.
    guard self.lastListing != before else { return UInt8(CC_REFRESH_BEEP) }
    self.lastListing = before
    let rows = CandidateColumns.rows(candidates, width: Self.terminalColumns())
    imsh_print("\r\n" + rows.joined(separator: "\r\n") + "\r\n")
    return UInt8(CC_REDISPLAY)
  }

  var currentPrompt: UnsafeMutablePointer<CChar> { promptText }

  // MARK: - History

  // Marks a read as in progress (remembered lines wait) or over; either way the lines that
  // waited are recorded now, under the lock, so history is never touched during el_wgets.
  private func setReading(_ reading: Bool) {
    state.withLock { shared in
      shared.reading = reading
      let waiting = shared.pending
      shared.pending = []
      if !waiting.isEmpty { record(waiting) }
    }
  }

  // Caller holds the `state` lock or is the reading thread outside a read.
  private func record(_ lines: [String]) {
    guard let history else { return }
    for line in lines {
      _ = imsh_history_enter(history, line)
    }
    historyDirty = true
    saveHistory()
  }

  private func saveHistory() {
    guard historyDirty, !historyReadOnly, let history, let historyFile else { return }
    if let problem = historyFile.save(from: history) {
      warn("\(problem); history is not saved")
    } else {
      historyDirty = false
    }
  }

  // One warning per session is enough: the shell keeps working without history.
  private func warn(_ message: String) {
    guard !warned else { return }
    warned = true
    let text = "\(self.program): \(message)\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}

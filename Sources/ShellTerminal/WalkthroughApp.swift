import ArgumentParser
import Foundation
import Synchronization

/// The program a walkthrough's `#!app PRODUCT` line names, started beside the shell for the
/// walkthrough's length, as `scripts/walkthroughs/run` starts it for the transcript: found next to
/// the running binary (where `swift build --product PRODUCT` puts it), awaited until it prints
/// `listening on URL`, and its URL given to `:http` through the program's `PROGRAM_APP_URL`.
final class WalkthroughApp {
  private let process: Process

  /// How long the app may take to say where it listens.
  private static var startLimit: Duration { .seconds(30) }

  /// Starts `words` (`PRODUCT ARGUMENTS`) for walkthrough `name`.
  ///
  /// - Throws: a `ValidationError` (exit 64) when the product is not built or does not start.
  init(_ words: [String], for name: String) async throws {
    let product = words[0]
    let binary = Self.folderOfRunningBinary.appendingPathComponent(product)
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw ValidationError("\(name) starts \(product) beside the shell; build it first: swift build --product \(product)")
    }
    let output = Pipe()
    // Shown only when the app does not start: a log line at start (Hummingbird's) is no part of
    // the lesson. Drained for the app's whole life, so a full pipe never stops it.
    let errors = Pipe()
    let said = Self.lastWords(of: errors.fileHandleForReading)
    self.process = Process()
    self.process.executableURL = binary
    self.process.arguments = Array(words.dropFirst())
    self.process.standardOutput = output
    self.process.standardError = errors
    do { try self.process.run() } catch {
      throw ValidationError("\(name) could not start \(product): \(error.localizedDescription)")
    }
    let start = await Self.listeningURL(in: output.fileHandleForReading)
    guard case .listening(let url) = start else {
      self.stop()
      let what = start == .ended ? "ended before it listened" : "did not say where it listens within \(Self.startLimit)"
      let words = said.withLock { String(decoding: $0, as: UTF8.self) }.trimmingCharacters(in: .whitespacesAndNewlines)
      throw ValidationError("\(name) started \(product), which \(what)" + (words.isEmpty ? "" : ":\n" + words))
    }
    setenv(ShellProgram.running.variablePrefix + "_APP_URL", url, 1)
  }

  /// Stops the app (SIGTERM) and waits for it.
  func stop() {
    guard self.process.isRunning else { return }
    self.process.terminate()
    self.process.waitUntilExit()
  }

  /// How an app's start went.
  private enum Start: Equatable {
    case listening(String)
    case ended
    case silent
  }

  /// The URL of the app's first `listening on URL` line, read off a thread of its own so the
  /// wait can end at `startLimit`.
  private static func listeningURL(in handle: FileHandle) async -> Start {
    let found = AsyncStream<Start> { continuation in
      Thread {
        continuation.yield(Self.firstListeningLine(in: handle).map(Start.listening) ?? .ended)
      }.start()
      Task {
        try? await Task.sleep(for: Self.startLimit)
        continuation.yield(.silent)
      }
    }
    for await start in found { return start }
    return .silent
  }

  /// The last 4 KiB an output gave, kept while a thread reads it to its end.
  private final class LastWords: Sendable {
    let bytes = Mutex<[UInt8]>([])

    func withLock<T>(_ body: ([UInt8]) -> T) -> T {
      self.bytes.withLock { body($0) }
    }
  }

  /// Starts reading `handle` to its end on a thread of its own, keeping its last 4 KiB.
  private static func lastWords(of handle: FileHandle) -> LastWords {
    let kept = LastWords()
    Thread {
      while let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty {
        kept.bytes.withLock { bytes in
          bytes += chunk
          if bytes.count > 4096 { bytes.removeFirst(bytes.count - 4096) }
        }
      }
    }.start()
    return kept
  }

  /// Reads lines until one starts `listening on `; its rest, or nil at the end of the output.
  private static func firstListeningLine(in handle: FileHandle) -> String? {
    var line: [UInt8] = []
    while let chunk = try? handle.read(upToCount: 1), let byte = chunk.first {
      guard byte == 10 else {
        line.append(byte)
        continue
      }
      let text = String(decoding: line, as: UTF8.self)
      if text.hasPrefix("listening on ") { return String(text.dropFirst("listening on ".count)) }
      line = []
    }
    return nil
  }

  private static var folderOfRunningBinary: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }
}

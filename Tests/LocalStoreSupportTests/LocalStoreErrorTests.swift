import Foundation
import GRDB
import LocalStoreSupport
import Testing

/// How GRDB's failures become the sentences a domain's state shows.
@Suite struct LocalStoreErrorTests {
  static let location = "the Notes store \"/tmp/notes.sqlite\""

  @Test(arguments: [
    (ResultCode.SQLITE_NOTADB, LocalStoreError.Code.notADatabase, "the Notes store \"/tmp/notes.sqlite\" is not a SQLite database"),
    (.SQLITE_CORRUPT, .notADatabase, "the Notes store \"/tmp/notes.sqlite\" is damaged (SQLite reports it as corrupt)"),
    (
      .SQLITE_BUSY, .locked,
      "the Notes store \"/tmp/notes.sqlite\" is locked by another connection (gave up after waiting 1 second)"
    ),
    (
      .SQLITE_LOCKED, .locked,
      "the Notes store \"/tmp/notes.sqlite\" is locked by another connection (gave up after waiting 1 second)"
    ),
    (
      .SQLITE_CANTOPEN, .cannotOpen,
      "cannot open the Notes store \"/tmp/notes.sqlite\": the file cannot be created or opened there"
    ),
    (.SQLITE_READONLY, .cannotOpen, "cannot write to the Notes store \"/tmp/notes.sqlite\": it is read-only"),
    (.SQLITE_FULL, .full, "the Notes store \"/tmp/notes.sqlite\" is full: the disk, or a limit on its size, leaves no room"),
    (.SQLITE_IOERR, .ioError, "the Notes store \"/tmp/notes.sqlite\" could not be read or written (an I/O error)"),
    (.SQLITE_INTERNAL, .database, "the Notes store \"/tmp/notes.sqlite\" failed: disk full"),
  ])
  func sqliteResultCodesBecomeSentencesNamingTheStore(
    _ resultCode: ResultCode, _ code: LocalStoreError.Code, _ message: String
  ) {
    let error = LocalStoreError.translating(
      DatabaseError(resultCode: resultCode, message: "disk full"), location: Self.location)

    #expect(error == LocalStoreError(code: code, message: message))
  }

  @Test func anAlreadyTranslatedErrorPassesThroughUnchanged() {
    let error = LocalStoreError(code: Self.notFound, message: "note not found: \"x\"")

    #expect(LocalStoreError.translating(error, location: Self.location) == error)
  }

  @Test func anyOtherErrorIsADatabaseFailureThatDescribesIt() {
    let error = LocalStoreError.translating(CocoaError(.fileNoSuchFile), location: Self.location)

    #expect(error.code == .database)
    #expect(error.message.hasPrefix("the Notes store \"/tmp/notes.sqlite\" failed: "))
  }

  @Test func errorsDescribeThemselvesWithTheirMessage() {
    let error = LocalStoreError(code: .locked, message: "the Notes store \"x\" is locked")

    #expect("\(error)" == "the Notes store \"x\" is locked")
    #expect(error.localizedDescription == "the Notes store \"x\" is locked")
  }

  /// A code of the test's own, as a domain adds one.
  static let notFound = LocalStoreError.Code("notFound")
}

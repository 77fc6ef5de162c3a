import Foundation
import TestSupport
import Testing
import TypedLiterals

/// Field types apps keep in state beyond the book's (`Set`, `UUID`, `URL`, `Int64`, `Float`,
/// `Data`): each prints in Swift's own spelling and reads back equal, alone and as a field of a
/// generated conformance.
@Suite struct AppFieldTypeTests {
  static let record = AppRecord(
    tags: ["work", "home", "Ünïcode"], id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
    link: URL(string: "https://example.com/a?b=1#c")!, bytes: 9_007_199_254_740_993, ratio: 0.1,
    payload: Data([0, 1, 2, 254, 255]))

  @Test func eachTypeRoundTrips() {
    expectLiteralRoundTrip(Self.record.tags)
    expectLiteralRoundTrip(Self.record.id)
    expectLiteralRoundTrip(Self.record.link)
    expectLiteralRoundTrip(Int64.min)
    expectLiteralRoundTrip(Int64.max)
    expectLiteralRoundTrip(Self.record.ratio)
    expectLiteralRoundTrip(Float.greatestFiniteMagnitude)
    expectLiteralRoundTrip(Self.record.payload)
    expectLiteralRoundTrip(Data())
    expectLiteralRoundTrip(Set<Int>())
  }

  @Test func aGeneratedStructOfThemRoundTrips() {
    expectLiteralRoundTrip(Self.record)
  }

  @Test func theyPrintAsSwiftWritesThem() {
    #expect(Self.record.id.literal.description == #"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")"#)
    #expect(Self.record.link.literal.description == #"URL(string: "https://example.com/a?b=1#c")"#)
    #expect(Self.record.payload.literal.description == #"Data(base64Encoded: "AAEC/v8=")"#)
    #expect(Self.record.ratio.literal.description == "0.1")
    #expect(Self.record.tags.literal.description == #"["home", "work", "Ünïcode"]"#)
  }

  @Test func aBareStringIsAcceptedAndABadOneRefused() throws {
    #expect(try LiteralParser.parse(#""https://example.com""#).decode(as: URL.self) == URL(string: "https://example.com"))
    #expect(throws: LiteralError.self) { try LiteralParser.parse(#"UUID(uuidString: "not-a-uuid")"#).decode(as: UUID.self) }
    #expect(throws: LiteralError.self) { try LiteralParser.parse(#"Data(base64Encoded: "%%%")"#).decode(as: Data.self) }
    #expect(throws: LiteralError.self) { try LiteralParser.parse("1.5").decode(as: Int64.self) }
  }
}

/// A record with one field of each app type, its conformance generated like any other.
// @TypedLiteral
struct AppRecord: Hashable, Sendable {
  var tags: Set<String>
  var id: UUID
  var link: URL
  var bytes: Int64
  var ratio: Float
  var payload: Data
}

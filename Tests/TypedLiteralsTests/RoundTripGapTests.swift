import Foundation
import Testing
import TypedLiterals

/// An enum whose cases share their names with `Double`'s non-finite statics.
// @TypedLiteral
enum Bound: Hashable, Sendable {
  case infinity
  case nan
  case at(Double)
}

/// The three values that printed but did not parse back, or parsed where Swift refuses
/// (issue 13): non-finite doubles, integers beyond `Int`, and `()` after a case without payload.
@Suite struct RoundTripGapTests {
  // MARK: - Non-finite doubles

  @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
  func aNonFiniteDoubleInAnActionReadsBack(_ weight: Double) throws {
    let action = AnimalsAction.data(.didMeasure(weight: weight, isHealthy: true))
    let text = action.literal.description
    let parsed = try LiteralParser.parse(text)
    #expect(parsed == action.literal)
    let decoded = try parsed.decode(as: AnimalsAction.self)
    guard case .data(.didMeasure(let read, true)) = decoded else {
      Issue.record("\(text) decoded as \(decoded.literal)")
      return
    }
    // `==` cannot say NaN is NaN; the bit patterns say both are the canonical quiet NaN.
    #expect(read.bitPattern == weight.bitPattern || (read.isNaN && weight.isNaN))
    #expect(decoded.literal.description == text)
  }

  @Test func anEnumCaseNamedInfinityOrNanIsStillACase() throws {
    #expect(try LiteralParser.parse(".infinity").decode(as: Bound.self) == .infinity)
    #expect(try LiteralParser.parse(".nan").decode(as: Bound.self) == .nan)
    #expect(try LiteralParser.parse("Bound.nan").decode(as: Bound.self) == .nan)
    let at = try LiteralParser.parse(".at(.infinity)").decode(as: Bound.self)
    #expect(at == .at(.infinity))
    #expect(Bound.at(-.infinity).literal.description == ".at(-.infinity)")
    #expect(try LiteralParser.parse(".at(-.infinity)").decode(as: Bound.self) == .at(-.infinity))
    let negative = try #require(throws: LiteralError.self) { try LiteralParser.parse("-.infinity").decode(as: Bound.self) }
    #expect(negative.message == "expected Bound, found a number")
  }

  // MARK: - Integers beyond Int

  @Test func anIntegerBeyondIntIsAnErrorAtItsFirstDigit() throws {
    let text = #".data(.didCountAnimals(["Mammal": 18446744073709551616]))"#
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse(text).decode(as: AnimalsAction.self) }
    #expect(error.message == "integer literal '18446744073709551616' overflows when stored into 'UInt64'")
    #expect(error.position == 34)
  }

  @Test func anUnsignedIntegerWhereAnIntIsExpectedIsRefusedAtItsFirstDigit() throws {
    let text = #".data(.didCountAnimals(["Mammal": 9223372036854775808]))"#
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse(text).decode(as: AnimalsAction.self) }
    #expect(error.message == "integer literal '9223372036854775808' overflows when stored into 'Int'")
    #expect(error.position == 34)
  }

  @Test func theExtremeIntsStillReadBack() throws {
    for value in [Int.max, Int.min, 0, -1] {
      let action = AnimalsAction.data(.didCountAnimals(["k": value]))
      #expect(try LiteralParser.parse(action.literal.description).decode(as: AnimalsAction.self) == action)
    }
  }

  // MARK: - Parentheses after a case without payload

  @Test func emptyParenthesesAfterACaseWithoutPayloadAreAnErrorAtTheParenthesis() throws {
    let text = ".ui(.categoryList(.onAppear()))"
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse(text).decode(as: AnimalsAction.self) }
    #expect(error.message == "'.onAppear' has no associated values; write it without '()'")
    #expect(error.position == 27)
    #expect(error.expected == [".onAppear"])
  }

  @Test func argumentsAfterACaseWithoutPayloadAreAnErrorAtTheParenthesis() throws {
    let text = ".ui(.animalList(.onAppear (1)))"
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse(text).decode(as: AnimalsAction.self) }
    #expect(error.message == "takes no arguments")
    #expect(error.position == 26)
    #expect(error.expected == [".onAppear"])
  }

  @Test func aCaseWithoutPayloadIsStillReadWithoutParentheses() throws {
    #expect(try LiteralParser.parse(".ui(.categoryList(.onAppear))").decode(as: AnimalsAction.self) == .ui(.categoryList(.onAppear)))
    #expect(try LiteralParser.parse("Bound.infinity").decode(as: Bound.self) == .infinity)
  }

  // MARK: - Dates outside ISO-8601's four-digit years

  struct FarDateCase: Sendable, CustomTestStringConvertible {
    var secondsSince1970: Double
    var printed: String
    var testDescription: String { self.printed }
  }

  @Test(arguments: [
    // A USGS `time` of 10^15 ms is year 33658: Foundation printed "33658-09-27T01:46:40Z", which no style parses.
    FarDateCase(secondsSince1970: 1e12, printed: "Date(timeIntervalSinceReferenceDate: 999021692800.0)"),
    // 10^20 s printed as "506713-02-07T00:00:00Z", the formatter's clamp, whatever the date.
    FarDateCase(secondsSince1970: 1e20, printed: "Date(timeIntervalSinceReferenceDate: 9.99999999990217e+19)"),
    FarDateCase(secondsSince1970: -1e12, printed: "Date(timeIntervalSinceReferenceDate: -1000978307200.0)"),
    FarDateCase(secondsSince1970: 253_402_300_800, printed: "Date(timeIntervalSinceReferenceDate: 252423993600.0)"),
    FarDateCase(secondsSince1970: -62_135_596_800.001, printed: "Date(timeIntervalSinceReferenceDate: -63113904000.001)"),
  ])
  func aDateBeyondYearsOneTo9999PrintsAsSwiftWritesItAndReadsBackExactly(_ form: FarDateCase) throws {
    let date = Date(timeIntervalSince1970: form.secondsSince1970)
    #expect(date.literal.description == form.printed)
    let read = try LiteralParser.parse(form.printed).decode(as: Date.self)
    #expect(read == date)
    #expect(read.timeIntervalSinceReferenceDate.bitPattern == date.timeIntervalSinceReferenceDate.bitPattern)
  }

  @Test func theLastAndFirstISODatesStillPrintAsStrings() throws {
    #expect(Date(timeIntervalSince1970: 253_402_300_799.999).literal == Literal(.string("9999-12-31T23:59:59.999Z")))
    // Foundation's Gregorian calendar is Julian before 1582: the proleptic 0001-01-01 prints as
    // 0001-01-03, and reads back as the same instant.
    let first = Date(timeIntervalSince1970: -62_135_596_800)
    #expect(first.literal == Literal(.string("0001-01-03T00:00:00Z")))
    #expect(try LiteralParser.parse(first.literal.description).decode(as: Date.self) == first)
  }

  @Test func aNonFiniteDateReadsBackAsTheSameText() throws {
    for interval in [Double.infinity, -.infinity, .nan] {
      let text = Date(timeIntervalSinceReferenceDate: interval).literal.description
      let read = try LiteralParser.parse(text).decode(as: Date.self)
      #expect(read.literal.description == text)
    }
  }

  @Test func dateConstructorsTakeEitherSwiftLabel() throws {
    #expect(try LiteralParser.parse("Date(timeIntervalSince1970: 0)").decode(as: Date.self) == Date(timeIntervalSince1970: 0))
    #expect(try LiteralParser.parse("Date(timeIntervalSinceReferenceDate: 1.5)").decode(as: Date.self) == Date(timeIntervalSinceReferenceDate: 1.5))
    let label = try #require(throws: LiteralError.self) { try LiteralParser.parse("Date(seconds: 0)").decode(as: Date.self) }
    #expect(label.message == "expected label 'timeIntervalSinceReferenceDate:' or 'timeIntervalSince1970:'")
    #expect(label.position == 5)
    let count = try #require(throws: LiteralError.self) { try LiteralParser.parse("Date()").decode(as: Date.self) }
    #expect(count.message == "takes 1 argument, found 0")
    #expect(count.position == 4)
  }
}

import Foundation
import Testing
import TypedLiterals

/// An enum whose cases share their names with `Double`'s non-finite statics.
@TypedLiteral
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
    #expect(error.message == "integer literal '18446744073709551616' overflows when stored into 'Int'")
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
}

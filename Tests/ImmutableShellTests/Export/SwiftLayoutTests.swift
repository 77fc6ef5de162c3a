@testable import ImmutableShell
import Testing
import TypedLiterals

/// `SwiftLayout`: literals laid out as Swift source for `:export-test`.
@Suite struct SwiftLayoutTests {
  static func pet(_ name: String) -> Literal {
    Literal(.construct(type: "Pet", arguments: [
      Literal.Argument(label: "petId", value: Literal(.string(name))),
      Literal.Argument(label: "name", value: Literal(.string(name))),
    ]))
  }

  static func fetched(_ pets: [Literal]) -> Literal {
    let result = Literal(.member(type: nil, name: "success", arguments: [Literal.Argument(label: "pets", value: Literal(.array(pets)))]))
    return Literal(.member(type: nil, name: "didFetchPets", arguments: [Literal.Argument(label: "result", value: result)]))
  }

  @Test func aLiteralThatFitsStaysOnOneLine() {
    #expect(SwiftLayout.lines(Self.fetched([Self.pet("Cat")]), width: 80) == [#".didFetchPets(result: .success(pets: [Pet(petId: "Cat", name: "Cat")]))"#])
  }

  @Test func aLongArrayTakesOneElementALineAndSingleArgumentCallsStayOnTheirParentsLine() {
    let lines = SwiftLayout.lines(Self.fetched(["Cat", "Dog", "Newt"].map(Self.pet)), width: 60, lead: 10)
    #expect(lines == [
      ".didFetchPets(result: .success(pets: [",
      #"  Pet(petId: "Cat", name: "Cat"),"#,
      #"  Pet(petId: "Dog", name: "Dog"),"#,
      #"  Pet(petId: "Newt", name: "Newt"),"#,
      "]))",
    ])
  }

  @Test func aLongCallWithSeveralArgumentsTakesOneArgumentALine() {
    let lines = SwiftLayout.lines(Self.pet(String(repeating: "x", count: 30)), width: 50)
    #expect(lines == ["Pet(", "  petId: \"\(String(repeating: "x", count: 30))\",", "  name: \"\(String(repeating: "x", count: 30))\"", ")"])
  }

  @Test func gluingPutsTextBeforeTheFirstLineAndAfterTheLast() {
    #expect(SwiftLayout.glued("try f(", ["[", "  1,", "]"], ")") == ["try f([", "  1,", "])"])
  }
}

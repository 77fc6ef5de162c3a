import Foundation
import Testing
import TypedLiterals

// The values these tests read and print are in RoundTripFixtures.swift.

@Suite struct RoundTripTests {
  /// Prints `value`, parses the text, and checks both that the text is a fixed point and that the
  /// decoded value equals the original.
  private func expectRoundTrip<T: TypedLiteral & Equatable>(
    _ value: T, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = value.literal.description
    do {
      let parsed = try LiteralParser.parse(text)
      #expect(parsed.description == text, sourceLocation: sourceLocation)
      #expect(parsed == value.literal, sourceLocation: sourceLocation)
      let decoded: T = try parsed.decode()
      #expect(decoded == value, "\(text)", sourceLocation: sourceLocation)
    } catch {
      Issue.record(error, "\(text) does not read back", sourceLocation: sourceLocation)
    }
  }

  /// Parses and decodes `text`, expecting a `LiteralError`; returns it for further checks.
  private func decodeError<T: TypedLiteral>(
    _ text: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> LiteralError? {
    do {
      let value = try LiteralParser.parse(text).decode(as: T.self)
      Issue.record("\(text) decoded as \(value.literal), expected an error", sourceLocation: sourceLocation)
      return nil
    } catch let error as LiteralError {
      return error
    } catch {
      Issue.record(error, "not a LiteralError", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// Parses and decodes `text`, recording an issue if it fails.
  private func decode<T: TypedLiteral>(
    _ text: String, as type: T.Type = T.self, sourceLocation: SourceLocation = #_sourceLocation
  ) -> T? {
    do {
      return try LiteralParser.parse(text).decode(as: T.self)
    } catch {
      Issue.record(error, "\(text) does not decode", sourceLocation: sourceLocation)
      return nil
    }
  }

  // MARK: - Every case round-trips

  @Test(arguments: everyAction)
  func everyActionRoundTrips(_ action: AnimalsAction) {
    self.expectRoundTrip(action)
  }

  @Test func everyCaseIsCovered() {
    /// Case names per enum type, as the generated conformances declare them.
    func caseNames(of shape: LiteralShape) -> Set<String> {
      guard case .enumeration(_, let cases) = shape else { return [] }
      return Set(cases.map(\.name))
    }
    /// Case names used in a literal tree (struct and collection contents included).
    func usedNames(in literal: Literal) -> Set<String> {
      switch literal.kind {
      case .member(_, let name, let arguments):
        return Set(arguments?.flatMap { usedNames(in: $0.value) } ?? []).union([name])
      case .construct(_, let arguments): return Set(arguments.flatMap { usedNames(in: $0.value) })
      case .array(let elements): return Set(elements.flatMap { usedNames(in: $0) })
      case .dictionary(let entries): return Set(entries.flatMap { usedNames(in: $0.key).union(usedNames(in: $0.value)) })
      default: return []
      }
    }
    let used = everyAction.reduce(into: Set<String>()) { $0.formUnion(usedNames(in: $1.literal)) }
    let shapes: [LiteralShape] = [
      AnimalsAction.literalShape, AnimalsAction.UI.literalShape, AnimalsAction.UI.CategoryList.literalShape,
      AnimalsAction.UI.AnimalList.literalShape, AnimalsAction.UI.AnimalEditor.literalShape,
      AnimalsAction.Data.literalShape, FetchResult.literalShape, Animal.Diet.literalShape,
    ]
    for shape in shapes {
      let missing = caseNames(of: shape).subtracting(used)
      #expect(missing.isEmpty, "\(shape.typeName) cases without a sample: \(missing.sorted())")
    }
    #expect(caseNames(of: AnimalsAction.UI.literalShape) == ["categoryList", "animalList", "animalEditor"])
  }

  @Test(arguments: Animal.Diet.allCases)
  func everyDietRoundTripsByCaseNameNotRawValue(_ diet: Animal.Diet) {
    self.expectRoundTrip(diet)
    #expect(diet.literal == .member("\(diet)"))
  }

  @Test func structsRoundTripThroughTheirConstructor() {
    self.expectRoundTrip(Animal.kong)
    #expect(Animal.dog.literal.description == #"Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")"#)
  }

  @Test func aStructLiteralHasOnlyItsMemberwiseFields() {
    let quake = Quake(quakeId: "nc123", magnitude: 4.5, place: "Hayward", history: [1, 2])
    #expect(quake.literal.description == #"Quake(quakeId: "nc123", magnitude: 4.5, place: "Hayward", history: [1, 2])"#)
    self.expectRoundTrip(quake)
    self.expectRoundTrip(Quake(quakeId: "x", magnitude: -1))
    #expect(Quake.literalShape.expectedForms() == ["Quake(quakeId:magnitude:place:history:)"])
  }

  @Test func keywordNamesPrintAndParseWithoutBackticks() {
    #expect(Scope.default.literal.description == ".default")
    #expect(Scope.in(class: "A", for: 2).literal.description == #".in(class: "A", for: 2)"#)
    #expect(Rule(class: "x", default: .default).literal.description == #"Rule(class: "x", default: .default)"#)
    self.expectRoundTrip(Scope.default)
    self.expectRoundTrip(Scope.in(class: "A", for: -2))
    self.expectRoundTrip(Rule(class: "x", default: .in(class: "B", for: 0)))
    #expect(Scope.literalShape.expectedForms() == [".default", ".in(class:for:)"])
  }

  @Test func leafTypesRoundTrip() {
    self.expectRoundTrip("a \"quoted\"\n\\ string")
    self.expectRoundTrip(-42)
    self.expectRoundTrip(Int.max)
    self.expectRoundTrip(0.1)
    self.expectRoundTrip(1e300)
    self.expectRoundTrip(true)
    self.expectRoundTrip(Int?.none)
    self.expectRoundTrip(Int?.some(3))
    self.expectRoundTrip([[1], [], [2, 3]])
    self.expectRoundTrip(["b": [1.5], "a": []])
    self.expectRoundTrip([Animal.Diet.herbivorous: "Herbivore", .omnivorous: "Omnivore"])
  }

  @Test func dictionariesPrintTheSameWhateverTheirHashOrder() throws {
    let counts = Dictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", $0) })
    let text = counts.literal.description
    #expect(text.hasPrefix(#"["k0": 0, "k1": 1, "k10": 10, "k11": 11,"#))
    #expect(try LiteralParser.parse(text).decode(as: [String: Int].self) == counts)
  }

  // MARK: - Labels

  @Test func labelsMayBeLeftOutWhereSwiftsIsUnderscoreOrThePayloadIsSingle() {
    #expect(self.decode(".ui(.categoryList(.onAppear))") == AnimalsAction.ui(.categoryList(.onAppear)))
    #expect(
      self.decode(#".ui(.animalList(.onTapDeleteSelectedAnimalButton("Dog")))"#)
        == AnimalsAction.ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))))
    #expect(self.decode(#".success([.dog])"#) == FetchResult.success(animals: [.dog]))
  }

  @Test func aWrongLabelIsRejectedAtTheLabel() throws {
    let text = #".ui(.animalList(.onTapDeleteSelectedAnimalButton(id: "Dog")))"#
    let error = try #require(self.decodeError(text, as: AnimalsAction.self))
    #expect(error.message == "expected label 'animalId:'")
    #expect(error.position == 49)
    #expect(error.expected == [".onTapDeleteSelectedAnimalButton(animalId:)"])
  }

  @Test func aLabelWhereSwiftHasUnderscoreIsRejected() throws {
    let error = try #require(self.decodeError(".ui(action: .categoryList(.onAppear))", as: AnimalsAction.self))
    #expect(error.message == "unexpected label 'action:'")
    #expect(error.position == 4)
    #expect(error.expected == [".ui(_:)"])
  }

  @Test func aMissingLabelIsRejectedWhenThePayloadHasSeveralValues() throws {
    let text = #".ui(.animalEditor(.onTapAddAnimalButton("Bat", name: "Bat", diet: .herbivorous, categoryId: "Mammal")))"#
    let error = try #require(self.decodeError(text, as: AnimalsAction.self))
    #expect(error.message == "expected label 'id:'")
    #expect(error.position == 40)
    #expect(error.expected == [".onTapAddAnimalButton(id:name:diet:categoryId:)"])
  }

  @Test func labelsOutOfOrderAreRejected() throws {
    let error = try #require(self.decodeError(".didMeasure(isHealthy: true, weight: 1.0)", as: AnimalsAction.Data.self))
    #expect(error.message == "expected label 'weight:'")
    #expect(error.position == 12)
  }

  @Test func aStructWithSeveralFieldsNeedsEveryLabel() throws {
    let text = #"Animal(animalId: "Dog", "Dog", diet: .carnivorous, categoryId: "Mammal")"#
    let error = try #require(self.decodeError(text, as: Animal.self))
    #expect(error.message == "expected label 'name:'")
    #expect(error.position == 24)
    #expect(error.expected == ["Animal(animalId:name:diet:categoryId:)"])
  }

  // MARK: - Argument counts

  @Test func aCaseWithAPayloadNeedsItsArguments() throws {
    let error = try #require(self.decodeError(".onTapDeleteSelectedAnimalButton", as: AnimalsAction.UI.AnimalList.self))
    #expect(error.message == "missing arguments")
    #expect(error.position == 0)
    #expect(error.expected == [".onTapDeleteSelectedAnimalButton(animalId:)"])
  }

  @Test func aCaseWithoutAPayloadTakesNoArguments() throws {
    let error = try #require(self.decodeError(".onAppear(1)", as: AnimalsAction.UI.AnimalList.self))
    #expect(error.message == "takes no arguments")
  }

  @Test func theNumberOfArgumentsMustMatch() throws {
    let error = try #require(self.decodeError(#"Animal(animalId: "Dog", name: "Dog")"#, as: Animal.self))
    #expect(error.message == "missing 'diet:', 'categoryId:' (takes 4 arguments, found 2)")
    let extra = try #require(
      self.decodeError(#"Animal(animalId: "A", name: "B", diet: .carnivorous, categoryId: "C", x: 1)"#, as: Animal.self))
    #expect(extra.message == "takes 4 arguments, found 5")
  }

  @Test func aBadArgumentValueIsReportedWhereItIsWritten() throws {
    let text = #".didFetchAnimals(result: .success(animals: [.dog, Animal(animalId: 1, name: "A", diet: .omnivorous, categoryId: "B")]))"#
    let error = try #require(self.decodeError(text, as: AnimalsAction.Data.self))
    #expect(error.message == "expected String, found a number")
    #expect(error.position == 67)
    #expect(error.expected == ["a string"])
  }

  // MARK: - Unknown cases

  @Test func anUnknownCaseSuggestsTheClosestOne() throws {
    let error = try #require(self.decodeError(".ui(.categoryList(.onApear))", as: AnimalsAction.self))
    #expect(error.message == "'.onApear' is not a case of CategoryList")
    #expect(error.position == 19, "points at the name after the dot")
    #expect(error.suggestion == ".onAppear")
    #expect(error.expected == [".onAppear", ".onTapReloadSampleDataButton"])
    #expect(error.description.hasSuffix("; did you mean '.onAppear'?"))
  }

  @Test func anUnknownCaseFarFromAnyHasNoSuggestion() throws {
    let error = try #require(self.decodeError(".ui(.categoryList(.zzzzzz))", as: AnimalsAction.self))
    #expect(error.message == "'.zzzzzz' is not a case of CategoryList")
    #expect(error.suggestion == nil)
  }

  @Test func anInvalidDietListsAllThreeDiets() throws {
    let text = #".ui(.animalEditor(.onTapAddAnimalButton(id: "Bat", name: "Bat", diet: .vegetarian, categoryId: "Mammal")))"#
    let error = try #require(self.decodeError(text, as: AnimalsAction.self))
    #expect(error.message == "'.vegetarian' is not a case of Diet")
    #expect(error.expected == [".herbivorous", ".carnivorous", ".omnivorous"])
    #expect(error.position == 71)
  }

  @Test func aDietWrittenAsItsRawValueIsRejectedAndListsTheCases() throws {
    let error = try #require(self.decodeError(#""Herbivore""#, as: Animal.Diet.self))
    #expect(error.message == "expected Diet, found a string")
    #expect(error.expected == [".herbivorous", ".carnivorous", ".omnivorous"])
    let typo = try #require(self.decodeError(".herbivore", as: Animal.Diet.self))
    #expect(typo.suggestion == ".herbivorous")
  }

  // MARK: - Samples and qualified names

  @Test func samplesDecodeWithAndWithoutTheTypeName() throws {
    #expect(self.decode(".dog") == Animal.dog)
    #expect(self.decode("Animal.dog") == Animal.dog)
    #expect(self.decode("Animal.cat") == Animal.cat)
    #expect(self.decode(".onTapUpdateAnimalButton(animal: Animal.cat)") == AnimalsAction.UI.AnimalEditor.onTapUpdateAnimalButton(animal: .cat))
  }

  @Test func anUnknownSampleSuggestsTheClosestOne() throws {
    let error = try #require(self.decodeError("Animal.dogg", as: Animal.self))
    #expect(error.message == "'.dogg' is not a case of Animal")
    #expect(error.position == 7)
    #expect(error.suggestion == ".dog")
    #expect(error.expected == ["Animal(animalId:name:diet:categoryId:)", ".dog", ".cat"])
  }

  @Test func qualifiedCasesMustNameTheirOwnType() throws {
    #expect(self.decode("Diet.carnivorous") == Animal.Diet.carnivorous)
    let error = try #require(self.decodeError("Animal.carnivorous", as: Animal.Diet.self))
    #expect(error.message == "expected Diet, found 'Animal.carnivorous'")
    let cat = try #require(self.decodeError("Cat.dog", as: Animal.self))
    #expect(cat.message == "expected Animal, found 'Cat.dog'")
  }

  @Test func aConstructorMustNameTheStruct() throws {
    let error = try #require(self.decodeError(#"Animl(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")"#, as: Animal.self))
    #expect(error.message == "expected Animal, found 'Animl(…)'")
    #expect(error.position == 0)
  }

  @Test func aSampleDoesNotTakeArguments() throws {
    let error = try #require(self.decodeError(".dog(1)", as: Animal.self))
    #expect(error.message == "expected Animal, found '.dog'")
  }

  // MARK: - Leaf conformances

  @Test func doublesAcceptIntegersButIntsRejectDoubles() throws {
    #expect(self.decode(".didMeasure(weight: 3, isHealthy: true)") == AnimalsAction.Data.didMeasure(weight: 3, isHealthy: true))
    #expect(AnimalsAction.Data.didMeasure(weight: 3, isHealthy: true).literal.description == ".didMeasure(weight: 3.0, isHealthy: true)")
    let error = try #require(self.decodeError("3.0", as: Int.self))
    #expect(error.message == "expected Int, found a number")
    #expect(error.expected == ["an integer"])
    #expect(self.decodeError("99999999999999999999", as: Int.self) != nil, "an integer too large for Int")
  }

  @Test func optionalsAcceptNilOrTheWrappedValue() throws {
    #expect(self.decode(".didSelectAnimal(animalId: nil)") == AnimalsAction.Data.didSelectAnimal(animalId: nil))
    #expect(self.decode(#".didSelectAnimal(animalId: "Cat")"#) == AnimalsAction.Data.didSelectAnimal(animalId: "Cat"))
    let error = try #require(self.decodeError("true", as: Animal?.self))
    #expect(error.message.hasPrefix("expected Animal"))
    #expect(error.message.hasSuffix("found true"))
  }

  @Test func arraysAndDictionariesCheckEveryElement() throws {
    let array = try #require(self.decodeError("[1, 2, nil]", as: [Int].self))
    #expect(array.message == "expected Int, found nil")
    #expect(array.position == 7)
    let notArray = try #require(self.decodeError("[:]", as: [Int].self))
    #expect(notArray.message == "expected [Int], found a dictionary")
    let value = try #require(self.decodeError(#"["a": 1, "b": "2"]"#, as: [String: Int].self))
    #expect(value.position == 14)
    let notDictionary = try #require(self.decodeError("[]", as: [String: Int].self))
    #expect(notDictionary.message == "expected [String: Int], found an array")
    #expect(notDictionary.expected == ["[key: value, …]", "[:]"])
  }

  @Test func aDuplicateDictionaryKeyIsRejectedAtTheSecondKey() throws {
    let error = try #require(self.decodeError(#".didCountAnimals(["Bird": 1, "Bird": 2])"#, as: AnimalsAction.Data.self))
    #expect(error.message == #"duplicate key "Bird""#)
    #expect(error.position == 29)
  }

  // MARK: - Dates

  struct DateCase: Sendable, CustomTestStringConvertible {
    var text: String
    var secondsSince1970: Double
    var printed: String
    var testDescription: String { self.text }
  }

  @Test(arguments: [
    DateCase(text: "2023-08-03", secondsSince1970: 1_691_020_800, printed: "2023-08-03T00:00:00Z"),
    DateCase(text: "2023-08-03T01:25:21Z", secondsSince1970: 1_691_025_921, printed: "2023-08-03T01:25:21Z"),
    DateCase(text: "2023-08-03T01:25:21.579Z", secondsSince1970: 1_691_025_921.579, printed: "2023-08-03T01:25:21.579Z"),
    DateCase(text: "2023-08-03T01:25:21.5Z", secondsSince1970: 1_691_025_921.5, printed: "2023-08-03T01:25:21.500Z"),
    DateCase(text: "2023-08-03T03:25:21+02:00", secondsSince1970: 1_691_025_921, printed: "2023-08-03T01:25:21Z"),
    DateCase(text: "1969-12-31T23:59:59.999Z", secondsSince1970: -0.001, printed: "1969-12-31T23:59:59.999Z"),
    DateCase(text: "2023-08-03T03:25:21.579+02:00", secondsSince1970: 1_691_025_921.579, printed: "2023-08-03T01:25:21.579Z"),
  ])
  func dateForms(_ form: DateCase) throws {
    let date = try #require(self.decode(#""\#(form.text)""#, as: Date.self))
    #expect(abs(date.timeIntervalSince1970 - form.secondsSince1970) < 0.000_5)
    #expect(date.literal == Literal(.string(form.printed)))
    // Printing what was read is a fixed point: reading the printed text gives the same text again.
    let reread = try #require(self.decode(date.literal.description, as: Date.self))
    #expect(reread.literal == date.literal)
  }

  @Test func aDateWithoutATimeIsMidnightInTheUsersZone() throws {
    // The day is the user's day: at UTC+1, "2023-08-03" starts at 23:00 UTC the evening before.
    let plusOne = try #require(TimeZone(secondsFromGMT: 3_600))
    #expect(Date.parseISO8601("2023-08-03", localZone: plusOne) == Date(timeIntervalSince1970: 1_691_020_800 - 3_600))
    #expect(Date.parseISO8601("2023-08-03T01:25:21Z", localZone: plusOne) == Date(timeIntervalSince1970: 1_691_025_921))
  }

  @Test(arguments: ["2023-13-45", "03/08/2023", "2023-08-03T01:25:21", "2023-08-03xyz", "2023-08-03T01:25:21Zjunk", ""])
  func invalidDatesAreRejected(_ text: String) throws {
    let error = try #require(self.decodeError(#""\#(text)""#, as: Date.self))
    #expect(error.message == "expected Date, found a string")
    #expect(error.expected == ["an ISO-8601 date string", "Date(timeIntervalSinceReferenceDate:)"])
  }

  @Test func aDateMustBeAString() throws {
    let error = try #require(self.decodeError("1691025921", as: Date.self))
    #expect(error.message == "expected Date, found a number")
  }

  @Test func printedDatesRoundToTheNearestMillisecond() {
    func printed(_ seconds: Double) -> String { Date(timeIntervalSince1970: seconds).literal.description }
    #expect(printed(1_691_025_921.000_4) == #""2023-08-03T01:25:21Z""#)
    #expect(printed(1_691_025_921.578_6) == #""2023-08-03T01:25:21.579Z""#)
    #expect(printed(1_691_025_921.999_6) == #""2023-08-03T01:25:22Z""#)
    #expect(printed(-0.5) == #""1969-12-31T23:59:59.500Z""#)
    #expect(printed(0) == #""1970-01-01T00:00:00Z""#)
  }

  @Test func printingAReadDateNeverDrifts() throws {
    var text = #""2023-08-03T01:25:21.579Z""#
    for _ in 0..<5 {
      let date = try #require(self.decode(text, as: Date.self))
      #expect(date.literal.description == #""2023-08-03T01:25:21.579Z""#)
      text = date.literal.description
    }
  }

  @Test func datesPrintMillisecondsOnlyWhenTheyHaveThem() {
    self.expectRoundTrip(AnimalsAction.data(.didStamp(animals: [], at: Date(timeIntervalSince1970: 1_691_025_921))))
    for milliseconds in [1, 99, 500, 579, 999] {
      let date = Date(timeIntervalSince1970: 1_691_025_921 + Double(milliseconds) / 1000)
      guard case .string(let text) = date.literal.kind else {
        Issue.record("\(date) printed as \(date.literal)")
        continue
      }
      let padded = String(repeating: "0", count: 3 - String(milliseconds).count) + String(milliseconds)
      #expect(text == "2023-08-03T01:25:21.\(padded)Z")
    }
  }
}

import HashTreeCollections
import Testing
import TypedLiterals

/// `TreeDictionary` must read, print and fail exactly like `Dictionary`, so that state moved from
/// one to the other (book, chapter 18) changes no transcript. These mirror the Dictionary tests in
/// `RoundTripTests` and, where they can, compare the two conformances directly.
@Suite struct TreeDictionaryLiteralTests {
  /// Prints `value`, parses the text, and checks the text is a fixed point and decodes back to `value`.
  private func expectRoundTrip<Key: TypedLiteral & Hashable, Value: TypedLiteral & Equatable>(
    _ value: TreeDictionary<Key, Value>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = value.literal.description
    do {
      let parsed = try LiteralParser.parse(text)
      #expect(parsed.description == text, sourceLocation: sourceLocation)
      #expect(parsed == value.literal, sourceLocation: sourceLocation)
      let decoded: TreeDictionary<Key, Value> = try parsed.decode()
      #expect(decoded == value, "\(text)", sourceLocation: sourceLocation)
    } catch {
      Issue.record(error, "\(text) does not read back", sourceLocation: sourceLocation)
    }
  }

  /// Parses and decodes `text` as `T`, expecting a `LiteralError`.
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

  @Test func treeDictionariesRoundTrip() {
    self.expectRoundTrip(["b": [1.5], "a": []] as TreeDictionary<String, [Double]>)
    self.expectRoundTrip([Animal.Diet.herbivorous: "Herbivore", .omnivorous: "Omnivore"] as TreeDictionary)
    self.expectRoundTrip(["Dog": Animal.dog, "Kong": .kong] as TreeDictionary)
    self.expectRoundTrip([:] as TreeDictionary<String, Int>)
    self.expectRoundTrip([1: nil, 2: "two"] as TreeDictionary<Int, String?>)
  }

  @Test func aTreeDictionaryPrintsExactlyAsTheSameDictionary() {
    let counts = Dictionary(uniqueKeysWithValues: (0..<50).map { ("k\($0)", $0) })
    #expect(TreeDictionary(counts).literal == counts.literal)
    #expect(TreeDictionary<String, Int>().literal.description == "[:]")
    #expect(TreeDictionary<String, Int>.literalShape.typeName == [String: Int].literalShape.typeName)
    #expect(TreeDictionary<String, Int>.literalShape.expectedForms() == ["[key: value, …]", "[:]"])
  }

  @Test func treeDictionariesPrintTheSameWhateverTheirHashOrder() throws {
    let counts = TreeDictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", $0) })
    let text = counts.literal.description
    #expect(text.hasPrefix(#"["k0": 0, "k1": 1, "k10": 10, "k11": 11,"#))
    #expect(try LiteralParser.parse(text).decode(as: TreeDictionary<String, Int>.self) == counts)
    // Built in the opposite order, the tree may be shaped differently; the text may not.
    let reversed = TreeDictionary(uniqueKeysWithValues: (0..<20).reversed().map { ("k\($0)", $0) })
    #expect(reversed.literal.description == text)
  }

  @Test func everyEntryIsCheckedAsForADictionary() throws {
    let value = try #require(self.decodeError(#"["a": 1, "b": "2"]"#, as: TreeDictionary<String, Int>.self))
    #expect(value.position == 14)
    #expect(value == self.decodeError(#"["a": 1, "b": "2"]"#, as: [String: Int].self))
    let notDictionary = try #require(self.decodeError("[]", as: TreeDictionary<String, Int>.self))
    #expect(notDictionary.message == "expected [String: Int], found an array")
    #expect(notDictionary.expected == ["[key: value, …]", "[:]"])
  }

  @Test func aDuplicateKeyIsRejectedAtTheSecondKey() throws {
    let text = #"["Bird": 1, "Bird": 2]"#
    let error = try #require(self.decodeError(text, as: TreeDictionary<String, Int>.self))
    #expect(error.message == #"duplicate key "Bird""#)
    #expect(error.position == 12)
    #expect(error == self.decodeError(text, as: [String: Int].self))
  }
}

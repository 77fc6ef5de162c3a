import AnimalsData
import AnimalsDataServer
import Foundation
import Testing

/// The server's hand-written answers are `JSONEncoder`'s, byte for byte: every Unicode scalar in
/// a string, and every shape of response.
@Suite struct ResponseJSONTests {
  /// What the encoder the wire types are written with makes of `value`.
  static func encoded(_ value: some Encodable) throws -> String {
    String(decoding: try RemoteRequest.encoder.encode(value), as: UTF8.self)
  }

  static func written(_ string: String) -> String {
    var json: [UInt8] = []
    ResponseJSON.append(string, to: &json)
    return String(decoding: json, as: UTF8.self)
  }

  /// Every scalar, in runs of 512, each run once as a name: an escaping rule that differs for any
  /// one scalar fails here.
  @Test func everyUnicodeScalarIsWrittenAsTheEncoderWritesIt() throws {
    let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init)
    var start = 0
    while start < scalars.count {
      let run = scalars[start..<min(start + 512, scalars.count)]
      let string = String(String.UnicodeScalarView(run))
      #expect(Self.written(string) == (try Self.encoded(string)), "the run from U+\(String(run.first!.value, radix: 16))")
      start += 512
    }
  }

  @Test func stringsThatNeedEscapingAndOnesThatDoNot() throws {
    let strings = [
      "", "Dog", #"a "quoted" name"#, #"back\slash"#, "a/b", "tab\there", "line\nbreak", "\r\u{8}\u{c}\u{0}\u{1f}\u{7f}",
      "e\u{301} and \u{e9}", "😀👩‍👩‍👧", "\u{2028}\u{2029}", "</script>",
    ]
    for string in strings {
      #expect(Self.written(string) == (try Self.encoded(string)), "\(string.debugDescription)")
    }
  }

  static let eagle = Animal(animalId: "E/1", name: #"Eagle "the" \ one"#, diet: .carnivorous, categoryId: "Bird")

  /// Every case of a response, empty lists and missing ones included.
  static let responses: [RemoteResponse] = [
    RemoteResponse(),
    RemoteResponse(query: []),
    RemoteResponse(mutation: []),
    RemoteResponse(query: [], mutation: []),
    RemoteResponse(query: [.categories(categories: Category.samples), .animals(animals: Animal.samples)]),
    RemoteResponse(query: [.animals(animals: [])], mutation: [.deleteAnimal(animal: .dog)]),
    RemoteResponse(mutation: [.addAnimal(animal: eagle), .updateAnimal(animal: .cat), .deleteAnimal(animal: .newt)]),
    RemoteResponse(mutation: [.reloadSampleData(animals: Animal.samples, categories: Category.samples)]),
    RemoteResponse(
      query: [.categories(categories: [Category(categoryId: "\u{0}", name: "é")])],
      mutation: [.reloadSampleData(animals: [], categories: []), .addAnimal(animal: eagle)]),
  ]

  @Test(arguments: responses)
  func everyShapeOfResponseIsWrittenAsTheEncoderWritesIt(_ response: RemoteResponse) throws {
    #expect(String(decoding: ResponseJSON.bytes(of: response), as: UTF8.self) == (try Self.encoded(response)))
  }

  @Test func anAnimalAndACategoryAreWrittenAsTheEncoderWritesThem() throws {
    for animal in Animal.samples + [Self.eagle] {
      var json: [UInt8] = []
      ResponseJSON.append(animal, to: &json)
      #expect(String(decoding: json, as: UTF8.self) == (try Self.encoded(animal)))
    }
    for category in Category.samples {
      var json: [UInt8] = []
      ResponseJSON.append(category, to: &json)
      #expect(String(decoding: json, as: UTF8.self) == (try Self.encoded(category)))
    }
  }
}

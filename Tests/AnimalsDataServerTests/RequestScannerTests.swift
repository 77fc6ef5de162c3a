import AnimalsData
import AnimalsDataServer
import Foundation
import NIOCore
import Testing

/// The scanner reads plain bodies itself and leaves everything else to `JSONDecoder`: for every
/// body it reads, the request is the one `JSONDecoder` reads, and a body the server refuses is
/// never read.
@Suite struct RequestScannerTests {
  /// Bodies clients send: the load script's, the book's, every kind of write.
  static let plain = [
    #"{"query":[{"categories":{}}]}"#,
    #"{"query":[{"animals":{}}]}"#,
    #"{"mutation":[{"addAnimal":{"name":"Load 1-23","diet":"Herbivore","categoryId":"Fish"}}]}"#,
    #"{"mutation":[{"deleteAnimal":{"animalId":"0B7E2F36-7C39-4D2B-9B43-5D0C0B1E7A11"}}]}"#,
    #"{ "query" : [ { "categories" : { } } , {"animals":{}} ] , "mutation" : [ ] }"#,
    "{\n\t\"mutation\": [{\"updateAnimal\": {\"categoryId\": \"Mammal\", \"animalId\": \"Cat\", \"diet\": \"Carnivore\", \"name\": \"Lion\"}}]\r\n}",
    #"{"mutation":[{"reloadSampleData":{}},{"addAnimal":{"categoryId":"Bird","diet":"Omnivore","name":"Kiwi é 😀"}}],"query":[]}"#,
    #"{"query":[]}"#,
  ]

  /// Bodies it leaves to `JSONDecoder`, valid or not: escapes, numbers, literals, repeated keys.
  static let others = [
    #"{"mutation":[{"addAnimal":{"name":"E\u0041gle","diet":"Carnivore","categoryId":"Bird"}}]}"#,
    #"{"mutation":[{"addAnimal":{"name":"Eagle","name":"Owl","diet":"Carnivore","categoryId":"Bird"}}]}"#,
    #"{"query":[{"animals":{}}],"query":[{"categories":{}}]}"#,
    #"{"query":[{"animals":{"limit":3}}]}"#,
    #"{"query":null}"#, "{}", "", "[]", #"{"query":[{"animals":{}}]} x"#, "\u{FEFF}{\"query\":[]}",
  ]

  /// Whether the scanner agrees with `JSONDecoder` (and the server's "at least one list" rule) on
  /// `body`; also says whether the scanner read it.
  static func check(_ body: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let scanned = RequestScanner.request(in: ByteBuffer(bytes: body))
    let decoded = try? JSONDecoder().decode(RemoteRequest.self, from: Data(body))
    let accepted = decoded.flatMap { $0.query != nil || $0.mutation != nil ? $0 : nil }
    if let scanned {
      #expect(scanned == accepted, "\(String(decoding: body, as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
    }
    return scanned != nil
  }

  @Test func plainBodiesAreReadAsJSONDecoderReadsThem() {
    for body in Self.plain {
      #expect(Self.check(Array(body.utf8)), "\(body)")
    }
  }

  @Test func otherBodiesAndEveryRefusalAreLeftToJSONDecoder() {
    for body in Self.others + APIResponderTests.Refusal.all.filter({ $0.status == 400 }).map(\.body) {
      #expect(!Self.check(Array(body.utf8)), "\(body)")
    }
  }

  /// Thousands of bodies a byte or two away from plain ones (deleted, inserted, replaced, cut):
  /// whatever the scanner reads, `JSONDecoder` reads the same.
  @Test func editedBodiesAgreeWithJSONDecoder() {
    var state: UInt64 = 0x2710_0027
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let palette = Array(#"{}[]",: \a0"#.utf8) + [0x00, 0x0A, 0x7F, 0xC3, 0xA9, 0xFF]
    var read = 0
    for body in Self.plain {
      for _ in 0..<600 {
        var bytes = Array(body.utf8)
        for _ in 0...random(2) {
          let at = random(bytes.count + 1)
          switch random(4) {
          case 0 where at < bytes.count: bytes.remove(at: at)
          case 1: bytes.insert(palette[random(palette.count)], at: at)
          case 2 where at < bytes.count: bytes[at] = palette[random(palette.count)]
          default: bytes.removeSubrange(at...)
          }
        }
        if Self.check(bytes) { read += 1 }
      }
    }
    #expect(read > 100, "enough edited bodies are still plain to compare")
  }
}

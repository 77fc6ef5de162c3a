import AttachWire
import Testing

@Suite struct FrameDecoderTests {
  @Test func framesArriveWholeWhateverThePieces() throws {
    let frames = [WireFrame(.snapshot, "0\nCounterState(value: 0)"), WireFrame(.action, "1 5\n.didTapIncrementButton")]
    let bytes = try frames.flatMap { try $0.encoded() }
    for pieceSize in [1, 2, 5, 7, bytes.count] {
      var decoder = FrameDecoder()
      var read: [WireFrame] = []
      var offset = 0
      while offset < bytes.count {
        decoder.append(bytes[offset..<min(offset + pieceSize, bytes.count)])
        offset += pieceSize
        while let frame = try decoder.next() { read.append(frame) }
      }
      try decoder.finish()
      #expect(read == frames, "pieces of \(pieceSize)")
    }
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let code: FrameErrorCode
    var testDescription: String { self.name }
  }

  static let refusals: [Refusal] = [
    Refusal(name: "unknown kind (a TLS hello)", bytes: [0x16, 0x03, 0x01, 0x02, 0x00, 0x01], code: .unknownKind),
    // `G` is the digest kind, so an HTTP request reads as a frame whose length is "ET /".
    Refusal(name: "an HTTP request", bytes: Array("GET / HTTP/1.1\r\n".utf8), code: .oversized),
    Refusal(name: "oversized length", bytes: [0x41, 0xFF, 0xFF, 0xFF, 0xFF, 0x31], code: .oversized),
    Refusal(name: "one byte over the limit", bytes: [0x41] + Self.bigEndian(WireFrame.maxPayloadBytes + 1), code: .oversized),
    Refusal(name: "payload not UTF-8", bytes: [0x41, 0, 0, 0, 2, 0xC3, 0x28], code: .invalidText),
  ]

  static func bigEndian(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  @Test(arguments: Self.refusals) func garbageIsRefusedAndStaysRefused(_ refusal: Refusal) throws {
    var decoder = FrameDecoder()
    decoder.append(refusal.bytes)
    #expect(throws: FrameError.self) { _ = try decoder.next() }
    do {
      _ = try decoder.next()
      Issue.record("a refused decoder read on")
    } catch {
      #expect(error.code == refusal.code)
    }
  }

  @Test func aFrameCutShortIsTruncated() throws {
    var decoder = FrameDecoder()
    let bytes = try WireFrame(.action, "1 5\n.didTapIncrementButton").encoded()
    decoder.append(bytes.dropLast(3))
    #expect(try decoder.next() == nil)
    do {
      try decoder.finish()
      Issue.record("a cut frame finished cleanly")
    } catch {
      #expect(error.code == .truncated)
    }
  }

  @Test func aMegabyteSnapshotFits() throws {
    let state = String(repeating: "Quake(id: \"x\"), ", count: 200_000)
    var decoder = FrameDecoder()
    decoder.append(try WireFrame(.snapshot, "3\n" + state).encoded())
    #expect(try decoder.next()?.payload.count == state.utf8.count + 2)
  }

  @Test func theEncoderRefusesAPayloadOverTheLimit() {
    let frame = WireFrame(.snapshot, String(repeating: "x", count: WireFrame.maxPayloadBytes + 1))
    #expect(throws: FrameError.self) { _ = try frame.encoded() }
  }
}

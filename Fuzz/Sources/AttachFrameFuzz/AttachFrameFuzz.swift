import AttachWire
import FuzzSupport

/// The bytes an attach connection may carry, from either side, through the frame decoder and the
/// message reader. The first byte chooses how the rest arrives (in pieces of 1 to 256 bytes), as
/// a socket may split it anywhere.
///
/// Whatever the bytes: the decoder yields frames or one `FrameError` and then refuses for good;
/// every frame it yields encodes back to exactly the bytes it came from; a frame reads as its
/// message or fails as `.malformed`, and a message read encodes to a frame that reads back as it.
@_cdecl("LLVMFuzzerTestOneInput")
public func attachFrameFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  guard let first = input.first else { return 0 }
  let piece = Int(first) + 1
  let stream = Array(input.dropFirst())
  var decoder = FrameDecoder()
  var consumed = 0
  var offset = 0
  var failed = false
  while offset < stream.count && !failed {
    decoder.append(stream[offset..<min(offset + piece, stream.count)])
    offset += piece
    do {
      while let frame = try decoder.next() {
        consumed = check(frame, in: stream, at: consumed)
      }
    } catch {
      failed = true
      refusesAgain(&decoder, error)
    }
  }
  if !failed {
    do {
      try decoder.finish()
      invariant(consumed == stream.count, "finish() passed with \(stream.count - consumed) bytes unread")
    } catch {
      invariant(error.code == .truncated, "finish() threw \(error.code), not .truncated")
    }
  }
  return 0
}

/// A frame's own bytes come back from encoding it; its message round-trips. Returns where the
/// next frame starts.
private func check(_ frame: WireFrame, in stream: [UInt8], at start: Int) -> Int {
  guard let encoded = try? frame.encoded() else {
    invariant(false, "a decoded frame does not encode")
    return start
  }
  let end = start + encoded.count
  invariant(end <= stream.count && Array(stream[start..<end]) == encoded, "a frame does not encode to the bytes it came from")
  do {
    let message = try AttachMessage(frame)
    invariant((try? AttachMessage(message.frame)) == message, "\(message) does not read back as itself")
  } catch {
    invariant(error.code == .malformed, "reading a \(frame.kind) frame threw \(error.code), not .malformed")
  }
  return end
}

private func refusesAgain(_ decoder: inout FrameDecoder, _ first: FrameError) {
  invariant(first.code != .truncated && first.code != .malformed, "next() threw \(first.code)")
  do {
    _ = try decoder.next()
    invariant(false, "a decoder that refused read on")
  } catch {
    invariant(error == first, "a refused decoder threw \(first.code), then \(error.code)")
  }
}

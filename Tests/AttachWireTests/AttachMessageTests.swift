import AttachWire
import Testing

@Suite struct AttachMessageTests {
  static let messages: [AttachMessage] = [
    .hello(version: 1, domain: "counter", fingerprint: "00ff00ff00ff00ff", program: "imshell"),
    .welcome(program: "counter-service", pid: 4242),
    .refused("this app runs the counter domain, not animals"),
    .snapshot(sequence: 0, state: "CounterState(value: 0)"),
    .snapshot(sequence: 7, state: "S(text: \"two\nlines\")"),
    .action(sequence: 12, millis: 1_764_000_000_000, literal: ".didTapIncrementButton"),
    .dropped(count: 300),
    .dispatch(request: 3, literal: ".ui(.x(label: \"a\\nb\"))"),
    .dispatched(request: 3, result: .accepted(sequence: 13)),
    .dispatched(request: 4, result: .failed("the app's reducer threw\nsomething")),
    .verify(request: 9),
    .digest(request: 9, sequence: 13, digest: "cbf29ce484222325"),
  ]

  @Test(arguments: Self.messages) func everyMessageReadsBackAsItself(_ message: AttachMessage) throws {
    #expect(try AttachMessage(message.frame) == message)
  }

  static let malformed: [WireFrame] = [
    WireFrame(.hello, "imshell-attach one\ncounter\nx\np"),
    WireFrame(.hello, "telnet 1\ncounter\nx\np"),
    WireFrame(.hello, "imshell-attach 1"),
    WireFrame(.welcome, "-3\np"),
    WireFrame(.snapshot, "no-number\nstate"),
    WireFrame(.action, "1\n.x"),
    WireFrame(.action, "1 2 3\n.x"),
    WireFrame(.dropped, ""),
    WireFrame(.dispatched, "1 maybe 2"),
    WireFrame(.verify, "-1"),
    WireFrame(.digest, "1 2"),
  ]

  @Test(arguments: Self.malformed) func aFrameWithoutItsFieldsIsRefused(_ frame: WireFrame) {
    do {
      _ = try AttachMessage(frame)
      Issue.record("\(frame) was read")
    } catch {
      #expect(error.code == .malformed)
    }
  }
}

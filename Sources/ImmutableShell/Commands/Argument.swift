import Foundation
import TypedLiterals

/// What a command takes after its name, declared once: the slots completion offers from, word by
/// word, and how the text becomes the value the command's handler receives.
///
/// A reading error points at the arguments and says what was expected; the handler never sees
/// raw text it would have to check again.
struct Argument<Value>: Sendable {
  /// What completion offers for the first word, the second, …; the last slot of a kind that
  /// takes the rest of the line (`ArgumentSlot.takesRest`) goes on to the end.
  let slots: [ArgumentSlot]
  let read: @MainActor @Sendable (CommandInvocation) throws -> Value
}

extension Argument where Value == Void {
  /// Nothing: anything typed after the command is refused.
  static let none = Argument(slots: []) { command in
    guard command.rest.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw command.failure("unexpected '\(command.rest)': :\(command.name) takes no arguments")
    }
  }
}

extension Argument where Value == String {
  /// The text after the command name as typed, blanks inside kept (`:echo`).
  static let text = Argument(slots: [.text]) { $0.rest }

  /// The trimmed text after the command name; empty when none was given.
  static func word(_ slot: ArgumentSlot) -> Self {
    Argument(slots: [slot]) { $0.trimmedRest }
  }

  /// The trimmed text after the command name, which must be there.
  static func required(_ slot: ArgumentSlot, missing: String) -> Self {
    Argument(slots: [slot]) { command in
      let text = command.trimmedRest
      guard !text.isEmpty else { throw command.failure(missing) }
      return text
    }
  }
}

extension Argument {
  /// A value read from the trimmed text by `parse`, nil when none was given; what `parse`
  /// refuses is an error saying `expected NOUN, found 'text'`.
  static func optional<Wrapped>(
    _ noun: String, slot: ArgumentSlot = .integer, parse: @escaping @Sendable (String) -> Wrapped?
  ) -> Self where Value == Wrapped? {
    Argument(slots: [slot]) { command in
      let text = command.trimmedRest
      guard !text.isEmpty else { return nil }
      guard let value = parse(text) else {
        if let tooLarge = Self.tooLarge(text) { throw command.failure(tooLarge) }
        throw command.failure("expected \(noun), found '\(text)'")
      }
      return value
    }
  }

  /// Says so when `text` is a whole number no `Int` holds: it is not "not a number".
  static func tooLarge(_ text: String) -> String? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil else { return nil }
    return "'\(text)' is too large: at most \(Int.max)"
  }

  /// As `optional`, for an argument that must be there (`missing` says so otherwise).
  static func required(
    _ noun: String, missing: String, slot: ArgumentSlot = .integer, parse: @escaping @Sendable (String) -> Value?
  ) -> Self {
    let optional = Argument<Value?>.optional(noun, slot: slot, parse: parse)
    return Argument(slots: optional.slots) { command in
      guard let value = try optional.read(command) else { throw command.failure(missing) }
      return value
    }
  }
}

extension Argument where Value == Int? {
  /// `N`, a count of zero or more (`:undo`, `:jump`); nil when none was given.
  static let count = Argument.optional("a number") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
}

extension Argument where Value == CallSyntax {
  /// `NAME(args)` and nothing after it (`:store`); `what` names the expected name in errors.
  static func call(_ slot: ArgumentSlot, what: String) -> Self {
    Argument(slots: [slot]) { command in
      var parser = try command.parser()
      return try command.parsing {
        let call = try CallSyntax.parse(&parser, what: what)
        try parser.expectEnd()
        return call
      }
    }
  }
}

extension Argument where Value == CallSyntax? {
  /// As `call`, or nil when nothing was typed (`:legacy` alone lists the operations).
  static func optionalCall(_ slot: ArgumentSlot, what: String) -> Self {
    let call = Argument<CallSyntax>.call(slot, what: what)
    return Argument(slots: call.slots) { command in command.trimmedRest.isEmpty ? nil : try call.read(command) }
  }
}

extension Argument where Value == (label: String?, call: CallSyntax) {
  /// `[LABEL =] NAME(args)` (`:mount`).
  static func labelledCall(_ slot: ArgumentSlot, what: String) -> Self {
    Argument(slots: [slot]) { command in
      var parser = try command.parser()
      return try command.parsing {
        let first = try CallSyntax.parse(&parser, what: what)
        guard parser.consume(.equals) else {
          try parser.expectEnd()
          return (nil, first)
        }
        let call = try CallSyntax.parse(&parser, what: what)
        try parser.expectEnd()
        return (first.name, call)
      }
    }
  }
}

extension Argument where Value == LiteralParser {
  /// A literal parser at the first argument, for commands whose grammar reads the session as it
  /// goes (`:select`'s projections depend on the selector's type, `:expect`'s on the subject's).
  static func literalTokens(_ slot: ArgumentSlot) -> Self {
    Argument(slots: [slot]) { try $0.parser() }
  }
}

extension Argument where Value == (first: String, second: String?)? {
  /// `FIRST [SECOND]` (`:set`, `:trace`), split at blanks: nil when nothing was typed; words
  /// beyond the second stay in `second`, for its own check to refuse.
  static func pair(_ first: ArgumentSlot, _ second: ArgumentSlot) -> Self {
    Argument(slots: [first, second]) { command in
      let words = command.rest.split(separator: " ").map(String.init)
      guard let head = words.first else { return nil }
      return (head, words.count > 1 ? words.dropFirst().joined(separator: " ") : nil)
    }
  }
}

extension CommandInvocation {
  /// The text after the command name, without blanks around it.
  var trimmedRest: String { self.rest.trimmingCharacters(in: .whitespaces) }
}

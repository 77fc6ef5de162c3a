import Foundation
import TypedLiterals

/// Commands that read without changing anything: actions, selectors, select, state.
@MainActor enum InspectCommands {
  static func actions(_ prefix: String, _ command: CommandInvocation) async throws {
    let shapes = ActionCatalog.shapes(of: command.shell.domain.actionType).filter { $0.hasPrefix(prefix) }
    guard !shapes.isEmpty else { throw command.failure("no action starts with '\(prefix)'") }
    command.print(shapes)
  }

  static func selectors(_ command: CommandInvocation) async throws {
    // A long signature and its summary break after a comma or a space, within the width.
    command.print(command.session.inspector.selectors().flatMap { TranscriptWidth.wrapped(CallableText().line($0), indent: "    ") })
  }

  static func select(_ tokens: LiteralParser, _ command: CommandInvocation) async throws {
    var parser = tokens
    let value = try command.parsing {
      let call = try CallSyntax.parse(&parser, what: "a selector name")
      let (selected, type) = try command.session.inspector.select(call)
      let (value, _) = try Projection.applyAll(&parser, to: selected, of: type)
      try parser.expectEnd()
      return value
    }
    command.print(Self.selectedLines(value, maxItems: command.shell.environment.maxItems))
  }

  /// A selected list longer than max-items prints one line per element (elided to fit, `[i]`
  /// shows one whole); anything else prints whole, folded over lines of the promised width.
  static func selectedLines(_ value: Literal, maxItems: Int) -> [String] {
    if case .array(let elements) = value.kind, elements.count > maxItems {
      return FittingPrinter(maxItems: nil).lines(value, width: TranscriptWidth.limit)
    }
    return FoldedLayout(maxItems: maxItems).lines(value, width: TranscriptWidth.limit)
  }

  /// `N` or `#N`, as `:history` numbers dispatches.
  nonisolated static let dispatchNumber = Argument<Int?>.optional("a dispatch number") { Int($0.drop { $0 == "#" }) }

  static func storage(_ number: Int?, _ command: CommandInvocation) async throws {
    let report = try command.session.inspector.storage(after: number)
    command.print(HistoryText(maxItems: command.shell.environment.maxItems).storage(report))
  }

  static func state(_ path: String, _ command: CommandInvocation) async throws {
    let reading = try command.session.inspector.state(at: path.isEmpty ? nil : path)
    command.print(StateText(maxItems: command.shell.environment.maxItems).lines(reading))
  }
}

/// Lists every action shape a domain accepts, from its `TypedLiteral` schema.
enum ActionCatalog {
  /// `.ui(.categoryList(.onAppear))`, `.data(.persistentSession(.didFetchAnimals(result:)))`, …
  ///
  /// Cases whose only payload is an unlabelled enum are wrapper cases and are expanded; an
  /// unlabelled struct shows its initializer's labels; other payloads are shown by their labels.
  static func shapes(of type: any TypedLiteral.Type) -> [String] {
    guard case .enumeration(_, let cases) = type.literalShape else { return [] }
    return cases.flatMap { entry -> [String] in
      if entry.parameters.count == 1, entry.parameters[0].label == nil,
        case .enumeration = entry.parameters[0].type.literalShape
      {
        return Self.shapes(of: entry.parameters[0].type).map { ".\(entry.name)(\($0))" }
      }
      // `.transfer(Transfer(from:to:amount:))`: a struct payload shows its initializer's labels.
      if entry.parameters.count == 1, entry.parameters[0].label == nil,
        case .structure = entry.parameters[0].type.literalShape
      {
        return [".\(entry.name)(\(entry.parameters[0].type.literalShape.expectedForms()[0]))"]
      }
      return [entry.signature]
    }
  }
}

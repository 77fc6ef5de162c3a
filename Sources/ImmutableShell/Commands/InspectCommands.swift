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
    command.print(command.session.inspector.selectors().map(CallableText().line))
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
    command.print(FittingPrinter(maxItems: nil).lines(value, width: TranscriptWidth.limit))
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

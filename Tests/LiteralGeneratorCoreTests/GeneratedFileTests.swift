import Foundation
import Testing
import TypedLiterals

/// The generator's output, as text: the committed file for the fixtures is what it writes now,
/// and one small declaration's conformance is spelled out in full.
@Suite(.enabled(if: GeneratorTool.shouldRun, "build it: scripts/update-literals --check"))
struct GeneratedFileTests {
  /// This test target's folder, which holds the fixtures and their generated file.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func theCommittedFixtureConformancesAreWhatTheGeneratorWritesNow() async throws {
    let run = try await GeneratorTool.run(moduleAt: Self.fixtures, check: true)
    #expect(run.status == 0, "run scripts/update-literals")
  }

  @Test func theGeneratedFileRecordsWhatTheFreshnessCheckFinds() throws {
    let generated = try String(contentsOf: Self.fixtures.appendingPathComponent(GeneratedConformances.relativePath), encoding: .utf8)
    let source = try String(contentsOf: Self.fixtures.appendingPathComponent("ExpansionFixtures.swift"), encoding: .utf8)
    let found = GeneratedConformances.declarations(inSource: source, file: "ExpansionFixtures.swift")
    #expect(found.count == 6)
    #expect(
      GeneratedConformances.recordedDeclarations(inGenerated: generated)
        == found.map { GeneratedConformances.Declaration(file: $0.file, name: $0.name, line: 0, fingerprint: $0.fingerprint) })
  }

  @Test func aNestedEnumGetsAnExtensionOfItsQualifiedName() async throws {
    let source = """
      import Foundation

      extension Shop {
        // @TypedLiteral
        package enum Event: Sendable {
          case opened
          case sold(`in`: Date, _ count: Int?)
        }
      }
      """
    let generated = try #require(try await GeneratorTool.run(["Shop.swift": source]).generated)
    let fingerprint = try #require(GeneratedConformances.declarations(inSource: source, file: "Shop.swift").first).fingerprint
    #expect(
      generated.components(separatedBy: "\n\n").dropFirst() == [
        "import Foundation\nimport TypedLiterals",
        """
        // Source: Shop.swift, Shop.Event, fingerprint \(fingerprint)
        extension Shop.Event: TypedLiterals.TypedLiteral {
          package static var literalShape: TypedLiterals.LiteralShape {
            .enumeration(name: "Event", cases: [TypedLiterals.LiteralCase("opened"), TypedLiterals.LiteralCase("sold", [TypedLiterals.LiteralParameter("in", Date.self), TypedLiterals.LiteralParameter(nil, Optional<Int>.self)])])
          }
          package init(literal: TypedLiterals.Literal) throws {
            switch try literal.resolve(as: Self.self) {
            case .sample(let value):
              self = value
            case .members(let name, let values):
              switch name {
              case "opened":
                self = .opened
              case "sold":
                self = .sold(in: try values[0].decode(), try values[1].decode())
              default:
                throw literal.mismatch(expecting: Self.self)
              }
            }
          }
          package var literal: TypedLiterals.Literal {
            // Not exhaustive? The enum changed since: swift package --allow-writing-to-package-directory generate-typed-literals
            switch self {
            case .opened:
              return .member("opened")
            case .sold(let v0, let v1):
              return .member("sold", [("in", v0.literal), (nil, v1.literal)])
            }
          }
          package static var swiftTypeName: String {
            "Shop.Event"
          }
        }

        """,
      ])
  }
}

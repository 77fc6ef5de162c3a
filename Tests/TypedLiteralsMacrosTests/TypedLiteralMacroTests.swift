import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TypedLiteralsMacros

@Suite struct TypedLiteralMacroTests {
  private let macroSpecs = ["TypedLiteral": MacroSpec(type: TypedLiteralMacro.self, conformances: ["TypedLiteral"])]

  /// Expands `source` and compares with `expanded`; failures point at the caller (or at the
  /// `DiagnosticSpec` that did not match).
  private func expand(
    _ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    assertMacroExpansion(
      source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: self.macroSpecs,
      indentationWidth: .spaces(2),
      failureHandler: {
        Issue.record(
          Comment(rawValue: $0.message),
          sourceLocation: Testing.SourceLocation(
            fileID: $0.location.fileID, filePath: $0.location.filePath,
            line: $0.location.line, column: $0.location.column))
      },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  // MARK: - Enums

  @Test func aPublicEnumGetsPublicMembersForEveryKindOfPayload() {
    self.expand(
      """
      @TypedLiteral
      public enum Action {
        case onAppear
        case ui(_ action: UI)
        case select(id: String?, tags: [String], counts: [String: [Int]])
      }
      """,
      """
      public enum Action {
        case onAppear
        case ui(_ action: UI)
        case select(id: String?, tags: [String], counts: [String: [Int]])
      }

      extension Action: TypedLiterals.TypedLiteral {
        public static var literalShape: TypedLiterals.LiteralShape {
          .enumeration(name: "Action", cases: [TypedLiterals.LiteralCase("onAppear"), TypedLiterals.LiteralCase("ui", [TypedLiterals.LiteralParameter(nil, UI.self)]), TypedLiterals.LiteralCase("select", [TypedLiterals.LiteralParameter("id", Optional<String>.self), TypedLiterals.LiteralParameter("tags", Array<String>.self), TypedLiterals.LiteralParameter("counts", Dictionary<String, Array<Int>>.self)])])
        }
        public init(literal: TypedLiterals.Literal) throws {
          switch try literal.resolve(as: Self.self) {
          case .sample(let value):
            self = value
          case .members(let name, let values):
            switch name {
            case "onAppear":
              self = .onAppear
            case "ui":
              self = .ui(try values[0].decode())
            case "select":
              self = .select(id: try values[0].decode(), tags: try values[1].decode(), counts: try values[2].decode())
            default:
              throw literal.mismatch(expecting: Self.self)
            }
          }
        }
        public var literal: TypedLiterals.Literal {
          switch self {
          case .onAppear:
            return .member("onAppear")
          case .ui(let v0):
            return .member("ui", [(nil, v0.literal)])
          case .select(let v0, let v1, let v2):
            return .member("select", [("id", v0.literal), ("tags", v1.literal), ("counts", v2.literal)])
          }
        }
      }
      """)
  }

  @Test func anInternalRawValueEnumGetsMembersWithoutAnAccessModifier() {
    self.expand(
      """
      @TypedLiteral
      enum Diet: String {
        case herbivorous = "Herbivore", carnivorous = "Carnivore"
        case omnivorous = "Omnivore"
      }
      """,
      """
      enum Diet: String {
        case herbivorous = "Herbivore", carnivorous = "Carnivore"
        case omnivorous = "Omnivore"
      }

      extension Diet: TypedLiterals.TypedLiteral {
        static var literalShape: TypedLiterals.LiteralShape {
          .enumeration(name: "Diet", cases: [TypedLiterals.LiteralCase("herbivorous"), TypedLiterals.LiteralCase("carnivorous"), TypedLiterals.LiteralCase("omnivorous")])
        }
        init(literal: TypedLiterals.Literal) throws {
          switch try literal.resolve(as: Self.self) {
          case .sample(let value):
            self = value
          case .members(let name, _):
            switch name {
            case "herbivorous":
              self = .herbivorous
            case "carnivorous":
              self = .carnivorous
            case "omnivorous":
              self = .omnivorous
            default:
              throw literal.mismatch(expecting: Self.self)
            }
          }
        }
        var literal: TypedLiterals.Literal {
          switch self {
          case .herbivorous:
            return .member("herbivorous")
          case .carnivorous:
            return .member("carnivorous")
          case .omnivorous:
            return .member("omnivorous")
          }
        }
      }
      """)
  }

  @Test func keywordNamesKeepBackticksInCodeButNotInTheLiteralLanguage() {
    self.expand(
      """
      @TypedLiteral
      enum Scope {
        case `default`(`in`: Int)
      }
      """,
      """
      enum Scope {
        case `default`(`in`: Int)
      }

      extension Scope: TypedLiterals.TypedLiteral {
        static var literalShape: TypedLiterals.LiteralShape {
          .enumeration(name: "Scope", cases: [TypedLiterals.LiteralCase("default", [TypedLiterals.LiteralParameter("in", Int.self)])])
        }
        init(literal: TypedLiterals.Literal) throws {
          switch try literal.resolve(as: Self.self) {
          case .sample(let value):
            self = value
          case .members(let name, let values):
            switch name {
            case "default":
              self = .`default`(`in`: try values[0].decode())
            default:
              throw literal.mismatch(expecting: Self.self)
            }
          }
        }
        var literal: TypedLiterals.Literal {
          switch self {
          case .`default`(let v0):
            return .member("default", [("in", v0.literal)])
          }
        }
      }
      """)
  }

  // MARK: - Structs

  @Test func aPackageStructReadsItsMemberwiseStoredProperties() {
    self.expand(
      """
      @TypedLiteral
      package struct Animal {
        let animalId: String
        var name: String = ""
        let kind: String = "x"
        var label: String { name }
        var tags: [String] { didSet {} }
        static let dog = 1
      }
      """,
      """
      package struct Animal {
        let animalId: String
        var name: String = ""
        let kind: String = "x"
        var label: String { name }
        var tags: [String] { didSet {} }
        static let dog = 1
      }

      extension Animal: TypedLiterals.TypedLiteral {
        package static var literalShape: TypedLiterals.LiteralShape {
          .structure(name: "Animal", fields: [TypedLiterals.LiteralParameter("animalId", String.self), TypedLiterals.LiteralParameter("name", String.self), TypedLiterals.LiteralParameter("tags", Array<String>.self)])
        }
        package init(literal: TypedLiterals.Literal) throws {
          switch try literal.resolve(as: Self.self) {
          case .sample(let value):
            self = value
          case .members(_, let values):
            self.init(animalId: try values[0].decode(), name: try values[1].decode(), tags: try values[2].decode())
          }
        }
        package var literal: TypedLiterals.Literal {
          .construct("Animal", [("animalId", self.animalId.literal), ("name", self.name.literal), ("tags", self.tags.literal)])
        }
      }
      """)
  }

  @Test func aPublicStructWithoutStoredPropertiesBuildsWithAnEmptyInit() {
    self.expand(
      """
      @TypedLiteral
      public struct Empty {
        static var count: Int = 0
        var description: String { get { "" } }
      }
      """,
      """
      public struct Empty {
        static var count: Int = 0
        var description: String { get { "" } }
      }

      extension Empty: TypedLiterals.TypedLiteral {
        public static var literalShape: TypedLiterals.LiteralShape {
          .structure(name: "Empty", fields: [])
        }
        public init(literal: TypedLiterals.Literal) throws {
          switch try literal.resolve(as: Self.self) {
          case .sample(let value):
            self = value
          case .members(_, _):
            self.init()
          }
        }
        public var literal: TypedLiterals.Literal {
          .construct("Empty", [])
        }
      }
      """)
  }

  // MARK: - Rejections

  @Test(arguments: ["class", "actor"])
  func classesAndActorsAreRejected(_ keyword: String) {
    self.expand(
      """
      @TypedLiteral
      \(keyword) Store {}
      """,
      """
      \(keyword) Store {}
      """,
      diagnostics: [DiagnosticSpec(message: "@TypedLiteral applies to an enum or a struct", line: 1, column: 1)])
  }

  @Test func aStoredPropertyWithoutATypeAnnotationIsRejected() {
    self.expand(
      """
      @TypedLiteral
      struct Counter {
        var value = 0
      }
      """,
      """
      struct Counter {
        var value = 0
      }
      """,
      diagnostics: [
        DiagnosticSpec(message: "@TypedLiteral needs a type annotation on every stored property", line: 1, column: 1)
      ])
  }
}

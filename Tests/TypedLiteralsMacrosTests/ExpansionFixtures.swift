import TypedLiterals

// Types shaped like the declarations the macro must handle. Each is expanded by the real
// `@TypedLiteral` macro when this target compiles, so a wrong expansion fails the build here and a
// wrong schema, reading or printing fails the tests in TypedLiteralMacroTests.

/// Every kind of payload: none, an unlabelled nested enum, optionals, arrays and dictionaries.
/// Public, so the generated members must be public too or the conformance does not compile.
@TypedLiteral
public enum MacroAction: Equatable, Sendable {
  case onAppear
  case ui(_ action: MacroUI)
  case select(id: String?, tags: [String], counts: [String: [Int]])
}

/// The nested enum `MacroAction.ui` carries.
@TypedLiteral
public enum MacroUI: Equatable, Sendable {
  case onTapButton
}

/// A raw-value enum whose raw values differ from its case names, two cases on one line.
@TypedLiteral
enum MacroDiet: String, Equatable, Sendable {
  case herbivorous = "Herbivore", carnivorous = "Carnivore"
  case omnivorous = "Omnivore"
}

/// Keywords as case and label names: backticked in Swift, plain in the literal language.
@TypedLiteral
enum MacroScope: Equatable, Sendable {
  case `default`(`in`: Int)
}

/// Only stored instance properties with a type annotation and no initial value that the
/// memberwise initializer skips are fields: `kind` (a `let` with a value), `label` (computed) and
/// `dog` (static) are not; `name` (a `var` with a default) and `tags` (observed) are.
@TypedLiteral
package struct MacroCreature: Equatable, Sendable {
  let animalId: String
  var name: String = ""
  let kind: String = "x"
  var label: String { self.name }
  var tags: [String] { didSet {} }
  static let dog = 1
}

/// No stored instance properties: the literal is `MacroEmpty()`.
@TypedLiteral
public struct MacroEmpty: Equatable, Sendable {
  static let count = 0
  var description: String { "" }
}

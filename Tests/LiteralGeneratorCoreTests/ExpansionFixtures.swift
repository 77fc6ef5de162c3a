// Types shaped like the declarations the generator must handle. Their conformances are in
// Generated/TypedLiterals.generated.swift (scripts/update-literals writes it; GeneratedFileTests
// checks it is what the generator writes now), so a wrong conformance fails the build here and a
// wrong schema, reading or printing fails GeneratedConformanceTests.

/// Every kind of payload: none, an unlabelled nested enum, optionals, arrays and dictionaries.
/// Public, so the generated members must be public too or the conformance does not compile.
// @TypedLiteral
public enum FixtureAction: Equatable, Sendable {
  case onAppear
  case ui(_ action: FixtureUI)
  case select(id: String?, tags: [String], counts: [String: [Int]])
}

/// The nested enum `FixtureAction.ui` carries.
// @TypedLiteral
public enum FixtureUI: Equatable, Sendable {
  case onTapButton
}

/// A raw-value enum whose raw values differ from its case names, two cases on one line.
// @TypedLiteral
enum FixtureDiet: String, Equatable, Sendable {
  case herbivorous = "Herbivore", carnivorous = "Carnivore"
  case omnivorous = "Omnivore"
}

/// Keywords as case and label names: backticked in Swift, plain in the literal language.
// @TypedLiteral
enum FixtureScope: Equatable, Sendable {
  case `default`(`in`: Int)
}

/// Only stored instance properties with a type annotation and no initial value that the
/// memberwise initializer skips are fields: `kind` (a `let` with a value), `label` (computed) and
/// `dog` (static) are not; `name` (a `var` with a default) and `tags` (observed) are.
// @TypedLiteral
package struct FixtureCreature: Equatable, Sendable {
  let animalId: String
  var name: String = ""
  let kind: String = "x"
  var label: String { self.name }
  var tags: [String] { didSet {} }
  static let dog = 1
}

/// No stored instance properties: the literal is `FixtureEmpty()`.
// @TypedLiteral
public struct FixtureEmpty: Equatable, Sendable {
  static let count = 0
  var description: String { "" }
}

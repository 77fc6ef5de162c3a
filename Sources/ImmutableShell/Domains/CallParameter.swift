import Foundation
import TypedLiterals

/// One parameter as the prompt spells it (a declaration's stored property): what completion,
/// listings, binding and export read.
struct CallParameter: Sendable {
  /// The label written in the shell.
  let label: String
  /// The value's type.
  let type: any TypedLiteral.Type
  /// The value used when the argument is left out, if it may be.
  let defaultValue: Literal?
  /// How an exported test spells a value; nil: the literal read as `type` (`SwiftSpelling`).
  let swiftSpelling: (@Sendable (Literal, Date?) -> String)?

  init(_ label: String, _ type: any TypedLiteral.Type, default defaultValue: Literal?, swift: (@Sendable (Literal, Date?) -> String)?) {
    self.label = label
    self.type = type
    // An optional parameter may be left out, as a Swift caller with `= nil` would: it is nil.
    if defaultValue == nil, case .optional = type.literalShape {
      self.defaultValue = Literal(.null)
    } else {
      self.defaultValue = defaultValue
    }
    self.swiftSpelling = swift
  }
}

/// Decoded arguments of a call by label, with what else a parameter may read.
@usableFromInline struct CallArguments: Sendable {
  let values: [String: Literal]
  /// The session's clock (`--now`), for arguments that default to "today".
  var now: Date?
  /// The session's domain settings (`:set`), for parameters that read one.
  var settings: [String: SettingValue] = [:]
}

extension Array where Element == CallParameter {
  /// `(categoryId: String?, sort: AnimalSort)`-style text for listings.
  var signature: String {
    "(" + self.map { "\($0.label): \($0.type.literalShape.typeName)" + ($0.defaultValue == nil ? "" : " = \($0.defaultValue!)") }
      .joined(separator: ", ") + ")"
  }
}


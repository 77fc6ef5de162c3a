/// A domain-specific `:set` option, its values the cases of an enum: changing it relaunches the
/// store. The adapter reads it as that enum, never as text:
///
/// ```swift
/// public enum ReducerChoice: String, CaseIterable, Sendable { case `default`, throwing }
/// static let reducer = Setting<ReducerChoice>("reducer", summary: "`throwing` swaps in the preview reducer")
/// if options[reducer] == .throwing { … }
/// ```
///
/// - Important: The enum's first case is the default; its raw values are what `:set` takes, and
///   only there is the value text: the session keeps the case itself.
public struct Setting<Value: RawRepresentable & CaseIterable & Hashable & Sendable>: Sendable where Value.RawValue == String {
  /// The entry for the domain's `settings` table.
  public let entry: DomainSetting

  /// Creates a setting named `name`.
  ///
  /// - Parameters:
  ///   - name: What `:set` takes before the value.
  ///   - summary: One line for `:set`.
  public init(_ name: String, summary: String) {
    self.entry = DomainSetting(
      name: name, values: Value.allCases.map(\.rawValue), summary: summary, defaultValue: SettingValue(Self.defaultValue),
      value: { text in Value(rawValue: text).map(SettingValue.init) },
      text: { setting in setting.value(as: Value.self)?.rawValue })
  }

  /// The setting as a component's parameter: a component's `make` receives its current value,
  /// and the prompt does not write it.
  public var parameter: Parameter<Value, Value> {
    let name = self.entry.name
    return Parameter(descriptor: nil, read: { arguments in Self.value(arguments.settings[name]) }, write: nil)
  }

  static var defaultValue: Value { Value.allCases.first! }

  /// The case `setting` holds; the default for none (or for another setting's value of the same
  /// name, left by a domain loaded before).
  static func value(_ setting: SettingValue?) -> Value {
    setting?.value(as: Value.self) ?? Self.defaultValue
  }
}

extension DomainOptions {
  /// The session's value of `setting` (its default until `:set` changes it).
  public subscript<Value>(setting: Setting<Value>) -> Value {
    get { Setting<Value>.value(self.settings[setting.entry.name]) }
    set { self.settings[setting.entry.name] = SettingValue(newValue) }
  }
}

/// A `:set` option with its type hidden: the `settings` table's entry, made by a `Setting`. Its
/// values are text only for `:set` to read and print.
public struct DomainSetting: Sendable {
  /// The option name.
  public let name: String
  /// Accepted values as `:set` spells them; the first is the default.
  let values: [String]
  /// One line for `:help set`.
  public let summary: String
  /// The enum's first case.
  let defaultValue: SettingValue
  /// The case `:set` named, nil when it names none.
  let value: @Sendable (_ text: String) -> SettingValue?
  /// How `:set` spells a value; nil for a value of another setting.
  let text: @Sendable (SettingValue) -> String?
}

/// A domain-specific `:set` option, its values the cases of an enum: changing it relaunches the
/// store. The adapter reads it as that enum, never as text:
///
/// ```swift
/// public enum ReducerChoice: String, CaseIterable, Sendable { case `default`, throwing }
/// static let reducer = Setting<ReducerChoice>("reducer", summary: "`throwing` swaps in the preview reducer")
/// if options[reducer] == .throwing { … }
/// ```
///
/// - Important: The enum's first case is the default; its raw values are what `:set` takes.
public struct Setting<Value: RawRepresentable & CaseIterable & Sendable>: Sendable where Value.RawValue == String {
  /// The entry for the domain's `settings` table.
  public let entry: DomainSetting

  /// Creates a setting named `name`.
  ///
  /// - Parameter summary: One line for `:set`.
  public init(_ name: String, summary: String) {
    self.entry = DomainSetting(name: name, values: Value.allCases.map(\.rawValue), summary: summary)
  }

  /// The setting as a component's parameter: a component's `make` receives its current value,
  /// and the prompt does not write it.
  public var parameter: Parameter<Value, Value> {
    let name = self.entry.name
    return Parameter(descriptor: nil, read: { arguments in Self.value(arguments.settings[name]) }, write: nil)
  }

  /// The value `text` names; the default for none (`:set` accepts only the enum's raw values).
  static func value(_ text: String?) -> Value {
    text.flatMap(Value.init(rawValue:)) ?? Value.allCases.first!
  }
}

extension DomainOptions {
  /// The session's value of `setting` (its default until `:set` changes it).
  public subscript<Value>(setting: Setting<Value>) -> Value {
    Setting<Value>.value(self.settings[setting.entry.name])
  }
}

/// A `:set` option with its values as text: the `settings` table's entry, made by a `Setting`.
public struct DomainSetting: Sendable {
  /// The option name.
  public let name: String
  /// Accepted values; the first is the default.
  let values: [String]
  /// One line for `:help set`.
  public let summary: String
}

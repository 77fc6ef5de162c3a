/// A domain-specific `:set` option declared once, as the enum of its values: changing it
/// relaunches the store. Listing the type in the domain's `settings` registers it; the adapter
/// reads it as that enum, never as text:
///
/// ```swift
/// public enum ReducerChoice: String, CaseIterable, SettingDeclaration {
///   case `default`, throwing
///   public static let name = "reducer"
///   public static let summary = "`throwing` swaps in the preview reducer"
/// }
/// if options[ReducerChoice.self] == .throwing { … }
/// ```
///
/// - Important: The first case is the default; the raw values are what `:set` takes, and only
///   there is the value text: the session keeps the case itself.
public protocol SettingDeclaration: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
  /// The option's name after `:set`.
  static var name: String { get }
  /// One line for `:set` and `:help set`.
  static var summary: String { get }
}

extension SettingDeclaration {
  /// The first case.
  static var defaultValue: Self { Self.allCases.first! }

  /// The case `setting` holds; the default for none (or for another setting's value of the same
  /// name, left by a domain loaded before).
  static func value(_ setting: SettingValue?) -> Self {
    setting?.value(as: Self.self) ?? Self.defaultValue
  }

  /// The entry for the domain's settings table.
  static var settingEntry: DomainSetting {
    DomainSetting(
      name: Self.name, values: Self.allCases.map(\.rawValue), summary: Self.summary, defaultValue: SettingValue(Self.defaultValue),
      value: { text in Self(rawValue: text).map(SettingValue.init) },
      text: { setting in setting.value(as: Self.self)?.rawValue })
  }
}

extension DomainOptions {
  /// The session's value of `setting` (its first case until `:set` changes it).
  public subscript<Setting: SettingDeclaration>(setting: Setting.Type) -> Setting {
    get { Setting.value(self.settings[Setting.name]) }
    set { self.settings[Setting.name] = SettingValue(newValue) }
  }
}

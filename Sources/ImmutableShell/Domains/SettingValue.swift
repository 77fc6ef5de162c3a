/// A domain setting's current value with its enum type hidden: the case itself, compared with
/// the enum's own `==`, never as text.
public struct SettingValue: Sendable, Equatable {
  private let base: any Hashable & Sendable

  init<Value: Hashable & Sendable>(_ value: Value) {
    self.base = value
  }

  /// The case, if it is a `Value`.
  func value<Value>(as type: Value.Type) -> Value? {
    self.base as? Value
  }

  /// Whether both are the same case of the same enum.
  public static func == (lhs: SettingValue, rhs: SettingValue) -> Bool {
    // `AnyHashable` compares the two cases with their type's `==`, and a case of another type
    // as different.
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }
}

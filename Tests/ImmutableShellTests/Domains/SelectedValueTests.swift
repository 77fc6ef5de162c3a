@testable import ImmutableShell
import Testing
import TypedLiterals

/// `SelectedValue`: equal only to a value of the same type that `==` calls equal.
@Suite struct SelectedValueTests {
  @Test func equalValuesOfTheSameTypeAreEqual() {
    #expect(SelectedValue(3) == SelectedValue(3))
    #expect(SelectedValue([1, 2]) == SelectedValue([1, 2]))
    #expect(SelectedValue("a") == SelectedValue("a"))
  }

  @Test func differentValuesAreNotEqual() {
    #expect(SelectedValue(3) != SelectedValue(4))
    #expect(SelectedValue([1, 2]) != SelectedValue([2, 1]))
  }

  /// An `Int` and a `Double` have the same size; only the type check tells `1` from `1.0`.
  @Test func valuesOfDifferentTypesAreNeverEqual() {
    #expect(SelectedValue(1) != SelectedValue(1.0))
    #expect(SelectedValue(1.0) != SelectedValue(1))
    #expect(SelectedValue(0) != SelectedValue(false))
    #expect(SelectedValue(Int?.none) != SelectedValue(String?.none))
  }

  @Test func theValueAndItsLiteralAreKept() {
    #expect(SelectedValue(7).value(as: Int.self) == 7)
    #expect(SelectedValue(7).value(as: Double.self) == nil)
    #expect(SelectedValue(true).literal == Literal(.bool(true)))
  }
}

@testable import ImmutableShell
import Testing
import TypedLiterals

/// The typed adapter API: parameters declared once, selectors registered from their functions,
/// components calling selectors by value and reading typed outputs, settings as enums.
@MainActor @Suite struct TypedAdapterTests {
  /// A harness on the list domain holding `[1, 2, 3]`.
  private static func listWithThreeItems() async -> ShellHarness {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: 1)", ".didAppend(value: 2)", ".didAppend(value: 3)")
    return harness
  }

  @Test func theTypesOfARegisteredSelectorAndItsCallsAreTheFunctions() {
    // Annotated: these lines compile only while `selectPrefix` takes an `Int` and a `String?`
    // and returns `[Int]`, as the closure it was registered from does.
    // The call's types are what a component gives: `Int?` for the defaulted `count` (nil leaves
    // it out), `String?` itself for `titled`, which has no default.
    let function: SelectorFunction<ListState, ListAction, [Int], Int?, String?> = ListDomain.selectPrefix
    let call: SelectorCall<ListState, [Int]> = function(3, "t")
    #expect(call.call.syntax.text == #"selectPrefix(count: 3, titled: "t")"#)
    #expect(function.entry.parameters.map(\.label) == ["count", "titled"])
  }

  @Test func nilForADefaultedArgumentLeavesItOutAndNilForAnOptionalOneIsWritten() {
    #expect(ListDomain.selectPrefix(nil, "t").call.syntax.text == #"selectPrefix(titled: "t")"#)
    #expect(ListDomain.selectPrefix(1, nil).call.syntax.text == "selectPrefix(count: 1, titled: nil)")
  }

  /// A call must give a required argument, and the compiler checks it: a test cannot show that
  /// something does not compile, so this was checked by hand. Uncommented, the line below fails
  /// to build with "error: 'nil' is not compatible with expected argument type 'Int'":
  ///
  /// ```swift
  /// _ = ListDomain.selectNth(nil)
  /// ```
  ///
  /// Before `Parameter` had its `Given` type it compiled, and only mounting the component failed
  /// ("missing argument 'index:'"). What can run is that a given one is written.
  @Test func aRequiredArgumentIsAlwaysWritten() {
    #expect(ListDomain.selectNth(1).call.syntax.text == "selectNth(index: 1)")
  }

  @Test func omittedDefaultedAndOptionalParametersTakeTheirDefaultsAtThePrompt() async {
    let harness = await Self.listWithThreeItems()
    #expect(await harness.lines(of: ":select selectPrefix()") == ["[1, 2]"])
    #expect(await harness.lines(of: ":select selectPrefix(count: 1)") == ["[1]"])
    #expect(await harness.lines(of: #":select selectPrefix(titled: "none")"#) == ["[]"])
    await harness.succeeds(":expect selectPrefix(count: 3) == [1, 2, 3]")
  }

  @Test func tabOffersAParametersValuesUnderItsOwnLabel() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(#".didRename(title: "groceries")"#)
    #expect(ListDomain.configuration.completions.map(\.label) == ["titled"])
    let line = #":select selectPrefix(titled: "gr"#
    #expect(harness.shell.completer.complete(line: line, cursor: line.unicodeScalars.count).candidates == [#""groceries""#])
  }

  @Test func oneLabelServesARequiredAndAnOptionalParameter() throws {
    let tag = Parameter("tag", as: String.self)
    let optional = tag.optional
    let descriptor = try #require(optional.descriptor)
    #expect(descriptor.label == "tag")
    #expect(descriptor.defaultValue == Literal(.null))
    #expect(try optional.read(CallArguments(values: ["tag": Literal(.null)])) == nil)
    #expect(try optional.read(CallArguments(values: ["tag": "home".literal])) == "home")
  }

  @Test func theListingShowsEachDefault() async {
    let harness = ShellHarness(domain: ListDomain.self)
    let lines = await harness.lines(of: ":selectors")
    #expect(lines.contains { $0.hasPrefix("selectPrefix(count: Int = 2, titled: String? = nil) -> [Int]") }, "\(lines)")
  }

  @Test func anArgumentOfTheWrongTypeOrLabelIsRefused() async {
    let harness = ShellHarness(domain: ListDomain.self)
    #expect(await harness.feed(#":select selectPrefix(count: "two")"#) != nil)
    #expect(await harness.feed(":select selectPrefix(limit: 2)") != nil)
  }

  @Test func aComponentReadsItsWatchesAsTheirSelectorsTypesAndASettingAsItsEnum() async {
    let harness = await Self.listWithThreeItems()
    #expect(await harness.lines(of: ":mount ListView").contains("     items: 1, 2 of 3"))
    await harness.succeeds(":unmount ListView", ":set mode loud")
    #expect(await harness.lines(of: ":mount ListView(count: 3)").contains("     ITEMS: 1, 2, 3 of 3"))
  }

  @Test func aSettingReadsAsItsEnumAndDefaultsToTheFirstCase() {
    #expect(DomainOptions()[ListDomain.mode] == .plain)
    var options = DomainOptions()
    options[ListDomain.mode] = .loud
    #expect(options[ListDomain.mode] == .loud)
    #expect(options.settings["mode"] == SettingValue(ListDomain.Mode.loud))
    #expect(ListDomain.mode.entry.values == ["plain", "loud"])
  }

  @Test func aSettingIsKeptAsItsCaseAndComparedAsOne() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(":set mode loud")
    // The case itself, not its text: a string with the same spelling is another value.
    #expect(harness.shell.domainOptions.settings["mode"] == SettingValue(ListDomain.Mode.loud))
    #expect(harness.shell.domainOptions.settings["mode"] != SettingValue("loud"))
    #expect(ListDomain.mode.entry.value("loud") == SettingValue(ListDomain.Mode.loud))
    #expect(ListDomain.mode.entry.value("LOUD") == nil)
    #expect(await harness.lines(of: ":set").contains { $0.hasPrefix("mode loud ") })
  }

  @Test func identityComesFromIdentifiableTypesReachableFromTheRoots() {
    let identity = ElementIdentity([ListState.self])
    // `Point` is not `Identifiable`: its whole text is its key, whatever its labels.
    let point = Point(x: 1, y: 1).literal
    #expect(identity.key(point) == ElementKey(text: "Point(x: 1, y: 1)"))
  }
}

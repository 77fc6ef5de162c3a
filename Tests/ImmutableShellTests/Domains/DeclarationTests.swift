@testable import ImmutableShell
import Testing
import TypedLiterals

/// The declaration API: one struct per selector, filter, component and operation, its stored
/// properties the parameters; listing the type registers it; settings as enums.
@MainActor @Suite struct DeclarationTests {
  /// A harness on the list domain holding `[1, 2, 3]`.
  private static func listWithThreeItems() async -> ShellHarness {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: 1)", ".didAppend(value: 2)", ".didAppend(value: 3)")
    return harness
  }

  @Test func listingADeclarationRegistersItUnderTheNameItsTypeGives() {
    let configuration = ListDomain.configuration
    #expect(configuration.selectors.map(\.name) == [
      "selectItems", "selectItemsOrNil", "selectTitle", "selectPoints", "selectCount", "selectPrefix", "selectNth",
    ])
    #expect(configuration.selectors.map(\.summary).last == "the item at index, nil past the end")
    #expect(configuration.components.map(\.name) == ["ListView"])
    #expect(configuration.settings.map(\.name) == ["mode"])
  }

  @Test func labelsTypesAndDefaultsAreTheStoredProperties() throws {
    let entry = try #require(ListDomain.configuration.selectors.first { $0.name == "selectPrefix" })
    #expect(entry.parameters.map(\.label) == ["count", "titled"])
    #expect(entry.parameters.map { $0.type.literalShape.typeName } == ["Int", "String?"])
    // `count`'s default is its initializer; `titled`, an optional `let`, may be left out (nil).
    #expect(entry.parameters.map(\.defaultValue) == [2.literal, Literal(.null)])
    #expect(entry.outputType.literalShape.typeName == "[Int]")
  }

  /// What a Swift caller can write is the struct's memberwise initializer: its labels in their
  /// order, each with its type. Swapping two arguments, or leaving out a required one, is a
  /// compile error, not something a test can run ("error: argument 'count' must precede argument
  /// 'titled'", "missing argument for parameter 'index'"); the lines below compile only while
  /// that initializer is exactly this shape.
  @Test func aCallIsTheDeclarationsInitializerWithItsLabels() {
    let make: (Int, String?) -> ListDomain.SelectPrefix = ListDomain.SelectPrefix.init(count:titled:)
    let defaulted = { (titled: String?) in ListDomain.SelectPrefix(titled: titled) }
    #expect(make(3, "t").namedCall.syntax.text == #"selectPrefix(count: 3, titled: "t")"#)
    #expect(defaulted(nil).count == 2)
  }

  @Test func aComponentsCallWritesEveryArgument() {
    // A value cannot tell a default left out from one given: the watch spells them all.
    #expect(ListDomain.SelectPrefix(titled: nil).namedCall.syntax.text == "selectPrefix(count: 2, titled: nil)")
    #expect(ListDomain.SelectNth(index: 1).namedCall.syntax.text == "selectNth(index: 1)")
    #expect(ListDomain.SelectCount().namedCall.syntax.text == "selectCount()")
  }

  @Test func aComponentWorksWhetherOrNotTheDomainListsWhatItWatches() async {
    let harness = ShellHarness(domain: UnlistedDomain.self)
    await harness.succeeds(".didAppend(value: 1)")
    #expect(await harness.lines(of: ":mount Plain").contains("     1"))
    await harness.succeeds(".didAppend(value: 2)", ":expect Plain == 2")
    // Listing is what puts a selector on the prompt: this domain lists none.
    #expect(await harness.feed(":select selectCount()") != nil)
  }

  @Test func omittedDefaultedAndOptionalParametersTakeTheirDefaultsAtThePrompt() async {
    let harness = await Self.listWithThreeItems()
    #expect(await harness.lines(of: ":select selectPrefix()") == ["[1, 2]"])
    #expect(await harness.lines(of: ":select selectPrefix(count: 1)") == ["[1]"])
    #expect(await harness.lines(of: #":select selectPrefix(titled: "none")"#) == ["[]"])
    await harness.succeeds(":expect selectPrefix(count: 3) == [1, 2, 3]")
  }

  @Test func tabOffersAParametersValuesUnderTheLabelItsKeyPathNames() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(#".didRename(title: "groceries")"#)
    #expect(ListDomain.configuration.completions.map(\.label) == ["titled"])
    let line = #":select selectPrefix(titled: "gr"#
    #expect(harness.shell.completer.complete(line: line, cursor: line.unicodeScalars.count).candidates == [#""groceries""#])
  }

  @Test func anActionsLabelIsOfferedByName() {
    let completion = CompletionValues<ListState>("title", in: ListAction.self) { state in state.title.map { [$0] } ?? [] }
    #expect(completion.label == "title")
    #expect(completion.values(ListState(items: [], title: "a")) == ["a"])
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
    #expect(DomainOptions()[ListDomain.Mode.self] == .plain)
    var options = DomainOptions()
    options[ListDomain.Mode.self] = .loud
    #expect(options[ListDomain.Mode.self] == .loud)
    #expect(options.settings["mode"] == SettingValue(ListDomain.Mode.loud))
    #expect(ListDomain.Mode.settingEntry.values == ["plain", "loud"])
  }

  @Test func aSettingIsKeptAsItsCaseAndComparedAsOne() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(":set mode loud")
    // The case itself, not its text: a string with the same spelling is another value.
    #expect(harness.shell.domainOptions.settings["mode"] == SettingValue(ListDomain.Mode.loud))
    #expect(harness.shell.domainOptions.settings["mode"] != SettingValue("loud"))
    #expect(ListDomain.Mode.settingEntry.value("loud") == SettingValue(ListDomain.Mode.loud))
    #expect(ListDomain.Mode.settingEntry.value("LOUD") == nil)
    #expect(await harness.lines(of: ":set").contains { $0.hasPrefix("mode loud ") })
  }

  @Test func identityComesFromIdentifiableTypesReachableFromTheRoots() {
    let identity = ElementIdentity([ListState.self])
    // `Point` is not `Identifiable`: its whole text is its key, whatever its labels.
    let point = Point(x: 1, y: 1).literal
    #expect(identity.key(point) == ElementKey(text: "Point(x: 1, y: 1)"))
  }
}

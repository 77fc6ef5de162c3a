import QuakesData
import Testing

@Suite struct QuakesFilterTests {
  /// What `filterQuakes()` answers for each sample action: the deletes and the successful
  /// fetches (the only writers of `quakes.data`) pass; status-only actions do not.
  static let expectations: [String: Bool] = [
    "ui.quakeList.onAppear": false,
    "ui.quakeList.onTapRefreshQuakesButton": false,
    "ui.quakeList.onTapDeleteSelectedQuakeButton": true,
    "ui.quakeList.onTapDeleteAllQuakesButton": true,
    "data.localStore.didFetchQuakes.success": true,
    "data.localStore.didFetchQuakes.failure": false,
    "data.remoteStore.didFetchQuakes.success": true,
    "data.remoteStore.didFetchQuakes.failure": false,
  ]

  @Test func theTableCoversEverySample() {
    expectCoversEverySample(Self.expectations)
  }

  @Test(arguments: ActionSample.all)
  func filterQuakesAgainstEveryAction(_ sample: ActionSample) throws {
    let expected = try #require(Self.expectations[sample.name] as Bool?)
    let filter = QuakesFilter.filterQuakes()
    #expect(filter(.loaded, sample.action) == expected)
    // The old state plays no part.
    #expect(filter(QuakesState(), sample.action) == expected)
    #expect(filter(.with(status: .waiting), sample.action) == expected)
  }

  @Test(arguments: QuakesAction.UI.QuakeList.RefreshQuakesRange.allCases)
  func filterQuakesRejectsARefreshWhateverTheRange(_ range: QuakesAction.UI.QuakeList.RefreshQuakesRange) {
    #expect(!QuakesFilter.filterQuakes()(.loaded, .ui(.quakeList(.onTapRefreshQuakesButton(range: range)))))
  }

  @Test(arguments: ["nc002", "unknown", ""])
  func filterQuakesPassesASingleDeleteWhateverTheId(_ quakeId: String) {
    // Even an id the reducer would refuse passes: the filter does not look at the state.
    #expect(QuakesFilter.filterQuakes()(.loaded, .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: quakeId)))))
  }

  @Test(arguments: [[], [Quake.morning], [Quake.unknownZero, .eveningNegative]])
  func filterQuakesPassesSuccessesWithAnyPayload(_ quakes: [Quake]) {
    let filter = QuakesFilter.filterQuakes()
    #expect(filter(.loaded, .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes)))))))
    #expect(filter(.loaded, .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes)))))))
  }

  @Test(arguments: ["", "offline"])
  func filterQuakesRejectsFailuresWithAnyError(_ error: String) {
    let filter = QuakesFilter.filterQuakes()
    #expect(!filter(.loaded, .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: error)))))))
    #expect(!filter(.loaded, .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: error)))))))
  }
}

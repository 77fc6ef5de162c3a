import Benchmark
import BenchmarkNames
import Foundation
import ImmutableData
import ImmutableUI
import QuakesData

/// What the book's selector rules save: one dispatch to a 64k-quake store watched by QuakeList's
/// listener (filter `filterQuakes`, dependency `selectQuakes`, sorted output), for an action the
/// filter excludes, a change the dependency rules out (another day), and a change that sorts.
/// The counts behind these are asserted by `MemoizationTests`; here is what each costs.
enum Memoization {
  static let operation = "Dispatch to QuakeList"

  static func register(scale: PipelineScale) {
    let size = 65_536
    let cases: [(name: String, action: @Sendable (QuakesState) -> QuakesAction)] = [
      ("filtered out (onAppear)", { _ in .ui(.quakeList(.onAppear)) }),
      ("deps unchanged (other day)", { state in Self.delete(Self.firstQuake(in: state, day: Self.otherDay)) }),
      ("sorted again (same day)", { state in Self.delete(Self.firstQuake(in: state, day: FeedBytes.syntheticDay)) }),
    ]
    for (name, makeAction) in cases {
      Benchmark(BenchmarkName(operation, name, size: size).description, configuration: scale.configuration()) { benchmark in
        let clock = BenchmarkClock(benchmark)
        let quakes = try await QuakesPipeline.syntheticQuakes(size, otherDayEvery: 2)
        await MainActor.run { Self.dispatchOnce(quakes: quakes, makeAction: makeAction, clock: clock) }
      }
    }
  }

  @MainActor private static func dispatchOnce(
    quakes: [Quake], makeAction: @Sendable (QuakesState) -> QuakesAction, clock: BenchmarkClock
  ) {
    let loaded = try! QuakesReducer.reduce(
      state: QuakesState(), action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))))
    let store = Store(initialState: loaded, reducer: QuakesReducer.reduce)
    let listener = TracedListener(
      name: ListenerName(id: 1, label: "QuakeList"), filter: QuakesFilter.filterQuakes(),
      dependencySelector: DependencySelector(select: QuakesState.selectQuakes(searchText: "", searchDate: FeedBytes.syntheticDay)),
      outputSelector: OutputSelector(select: QuakesState.selectQuakesValues(
        searchText: "", searchDate: FeedBytes.syntheticDay, sort: \Quake.magnitude, order: .reverse)))
    listener.attach(to: store)
    let action = makeAction(store.state)
    clock.start()
    let old = store.state
    try! store.dispatch(action: action)
    listener.receive(oldState: old, action: action, current: store)
    clock.stop()
  }

  /// 2023-08-04: the day after the listener's.
  static let otherDay = FeedBytes.syntheticDay.addingTimeInterval(86_400)

  private static func firstQuake(in state: QuakesState, day: Date) -> Quake.ID {
    QuakesState.selectQuakesValues(searchText: "", searchDate: day, sort: \Quake.time, order: .forward)(state)[0].id
  }

  private static func delete(_ id: Quake.ID) -> QuakesAction {
    .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: id)))
  }
}

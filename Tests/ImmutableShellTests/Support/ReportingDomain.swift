import ImmutableData
@testable import ImmutableShell

/// A test domain whose listener reports as it starts (an effect and a failure) and keeps its
/// report closure, to report again after its session is gone.
enum ReportingDomain: Domain {
  static let name = "reporting"
  static let configuration: DomainConfiguration<ListState, ListAction, Void> = .init(summary: "a list whose listener reports (test domain)")
  /// The last listener's report closure.
  @MainActor static var report: ((EffectReport) -> Void)?

  static func initialState(options: DomainOptions) -> ListState {
    ListDomain.initialState(options: options)
  }

  static func reducer(options: DomainOptions) -> Reducer<ListState, ListAction> {
    ListDomain.reducer(options: options)
  }

  @MainActor static func startEffects(
    runtime: Void, port: some EffectPort<ListState, ListAction>, start: EffectsStart,
    report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects? {
    report(.started(source: "Listener", condition: "", effect: "\(start.reason)"))
    report(.failed(source: "Listener", message: "boom"))
    Self.report = report
    return nil
  }
}

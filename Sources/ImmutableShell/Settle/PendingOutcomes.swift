/// The outcomes of dispatches not printed yet, kept from their dispatch until the input line
/// settles, with the effects that report to them meanwhile.
///
/// On a terminal that talks, an outcome prints as soon as it happened and stays while effects
/// are in flight (`keeping`), so that only the effect lines added later print next time; and
/// the outcomes of earlier lines' effects are late results, which wait for their own turn.
@usableFromInline struct PendingOutcomes {
  /// What one outcome adds to the printout.
  enum Printable {
    /// A dispatch not printed before: all of it.
    case dispatch(DispatchOutcome)
    /// A dispatch printed while effects were in flight: the effects reported since.
    case laterEffects(number: Int, effects: ArraySlice<String>)
  }

  private var outcomes: [Int: DispatchOutcome] = [:]
  /// How many effect lines of each outcome printed already; absent: the outcome is not printed.
  private var printedEffects: [Int: Int] = [:]
  /// The dispatches of the input line being run (typed, or caused by one of these), when
  /// `tracksLines`; the others are late results.
  private(set) var lineDispatches: Set<Int> = []

  var isEmpty: Bool { self.outcomes.isEmpty }

  /// Notes dispatch `number`, caused by `cause`, as the current line's when its cause is.
  @usableFromInline mutating func noteLineDispatch(_ number: Int, cause: Int?) {
    if cause.map(self.lineDispatches.contains) ?? true { self.lineDispatches.insert(number) }
  }

  /// Starts a new input line: what arrives from now on is late to the one before.
  mutating func startLine() {
    self.lineDispatches = []
  }

  @usableFromInline mutating func add(_ outcome: DispatchOutcome) {
    self.outcomes[outcome.number] = outcome
  }

  /// Adds an effect line to the outcome of dispatch `cause`, if it is still pending.
  mutating func addEffect(_ line: String, to cause: Int) {
    self.outcomes[cause]?.effects.append(line)
  }

  /// Forgets every outcome (a relaunch).
  mutating func removeAll() {
    self.outcomes = [:]
    self.printedEffects = [:]
  }

  /// What to print now, in dispatch order: only the current line's outcomes when `onlyThisLine`.
  /// The outcomes are then forgotten, unless `keeping` them for effects still to come.
  mutating func take(onlyThisLine: Bool, keeping: Bool) -> [Printable] {
    guard !self.outcomes.isEmpty else { return [] }
    let numbers = self.outcomes.keys.sorted().filter { !onlyThisLine || self.lineDispatches.contains($0) }
    let printables = numbers.map { number -> Printable in
      let outcome = self.outcomes[number]!
      let printed = self.printedEffects[number]
      self.printedEffects[number] = outcome.effects.count
      guard let printed else { return .dispatch(outcome) }
      return .laterEffects(number: number, effects: outcome.effects.dropFirst(printed))
    }
    guard !keeping else { return printables }
    if numbers.count == self.outcomes.count {
      self.removeAll()
    } else {
      for number in numbers { (self.outcomes[number], self.printedEffects[number]) = (nil, nil) }
    }
    return printables
  }
}

import CounterWorkload

// One Counter run for `scripts/count-instructions`, which runs this under callgrind at two sizes
// and subtracts, so that start-up and set-up cancel out.
let usage = "usage: InstructionCounts in-turn|shell ACTIONS"
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let n = Int(arguments.last!), n >= 0 else { fatalError(usage) }
switch arguments.first! {
case "in-turn": CounterRuns.dispatch(n, watches: EightWatches.makeListeners(), start: {}, stop: {})
case "shell": await CounterRuns.shellBatch(n, start: {}, stop: {})
default: fatalError(usage)
}

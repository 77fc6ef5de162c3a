import TypedLiterals

// A component's call of a selector or filter writes its typed arguments back as the literals
// `:watch` would have parsed, so the watch it wires is exactly what a user could type.

/// How one argument of a call is written: its label and its parameter's writer, type-erased so
/// a call's arguments can be paired with them. Nil for a parameter the prompt does not write.
typealias ArgumentWriter = (label: String, write: @Sendable (Any) -> Literal?)?

/// One writer per parameter, in order.
func argumentWriters<each Value, each Given>(_ parameters: repeat Parameter<each Value, each Given>) -> [ArgumentWriter] {
  var result: [ArgumentWriter] = []
  for parameter in repeat each parameters { result.append(argumentWriter(parameter)) }
  return result
}

private func argumentWriter<Value, Given>(_ parameter: Parameter<Value, Given>) -> ArgumentWriter {
  guard let descriptor = parameter.descriptor, let write = parameter.write else { return nil }
  // The cast cannot fail: `writtenArguments` passes each argument to its own parameter's writer.
  return (descriptor.label, { given in write(given as! Given) })
}

/// The labelled literals of a call: each argument written by its parameter, those it leaves
/// out (a defaulted parameter given nil) skipped.
func writtenArguments<each Given>(_ writers: [ArgumentWriter], _ arguments: repeat each Given) -> [(label: String, value: Literal)] {
  var result: [(label: String, value: Literal)] = []
  var index = 0
  for argument in repeat each arguments {
    defer { index += 1 }
    guard let writer = writers[index], let literal = writer.write(argument) else { continue }
    result.append((writer.label, literal))
  }
  return result
}

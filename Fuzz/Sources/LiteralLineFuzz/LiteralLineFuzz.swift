import AnimalsData
import CounterData
import FoodTruckData
import FuzzSupport
import QuakesData
import TypedLiterals

/// One input line through the literal layer, as the shell reads an action:
/// - the continuation check never traps;
/// - the line parses to a literal whose printed text is a print → parse → print fixed point, or
///   fails with an error at a position inside the line;
/// - that literal decodes as each domain's action type, to a value that prints and reads back
///   as itself, or fails with an error at a position inside the line.
@_cdecl("LLVMFuzzerTestOneInput")
public func literalLineFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let line = text(data, size)
  _ = OpenBrackets(line).isUnbalanced
  guard let literal = parseChecked(line) else { return 0 }
  decodeChecked(literal, from: line, as: CounterAction.self)
  decodeChecked(literal, from: line, as: AnimalsAction.self)
  decodeChecked(literal, from: line, as: QuakesAction.self)
  decodeChecked(literal, from: line, as: FoodTruckAction.self)
  return 0
}

@preconcurrency import CLibEdit
import CTerminal
@preconcurrency import Glibc

// libedit's callbacks into a `LibEditReader`: free functions without captures, so they convert
// to C function pointers; each finds its reader through the editor's client data.

private func reader(of editLine: OpaquePointer?) -> LibEditReader? {
  guard let editLine, let data = imsh_el_get_clientdata(editLine) else { return nil }
  return Unmanaged<LibEditReader>.fromOpaque(data).takeUnretainedValue()
}

// libedit never accepts a NULL prompt, so an unknown editor gets an empty one.
func libeditPrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
  reader(of: editLine)?.currentPrompt ?? emptyPrompt
}

private nonisolated(unsafe) let emptyPrompt: UnsafeMutablePointer<CChar> = strdup("")

func libeditShowAbove(_ editLine: OpaquePointer?) -> Int32 {
  guard let editLine, let reader = reader(of: editLine) else { return 0 }
  return reader.showAbove(editLine)
}

func libeditComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
  guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_REFRESH_BEEP) }
  return reader.complete(editLine)
}

import FuzzSupport

// libFuzzer's driver runs the inputs; SwiftPM wants an executable to have its own `main`.
runLibFuzzer(attachFrameFuzz)

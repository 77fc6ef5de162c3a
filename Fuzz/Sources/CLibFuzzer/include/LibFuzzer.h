#ifndef IMSHELL_LIBFUZZER_H
#define IMSHELL_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, from libclang_rt.fuzzer_no_main: parses libFuzzer's flags in argv and
/// calls `callback` with each input. The fuzz targets call it from their own `main`, which
/// SwiftPM insists on generating for an executable.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

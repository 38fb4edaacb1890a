#ifndef RIPPLE_FUZZ_DRIVER_H
#define RIPPLE_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program with a `main` of its own (SwiftPM gives every executable
/// one): parses libFuzzer's flags from the arguments and runs `callback` on each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

// The driver is libFuzzer's (linked by -sanitize=fuzzer); this module only declares it.
#include "RippleFuzzDriver.h"

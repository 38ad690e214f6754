#include "CFuzzer.h"
// Declarations only: LLVMFuzzerRunDriver comes from libFuzzer (-sanitize=fuzzer).

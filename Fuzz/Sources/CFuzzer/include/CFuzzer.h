#ifndef CFUZZER_H
#define CFUZZER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main (libFuzzer's FuzzerDriver.cpp).
// SwiftPM links every executable with `main` defined as the module's entry point, so the
// fuzz targets start libFuzzer from Swift instead of using libFuzzer's main.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

// LeakSanitizer (sanitizer/lsan_interface.h): allocations made between these two calls are
// never reported. The state every input shares is built between them, because LeakSanitizer
// cannot follow the pointers Swift stores with tag bits (indirect enum payloads) and would
// report what the globals still hold.
void __lsan_disable(void);
void __lsan_enable(void);

#endif

#pragma once

// FUZZ_CHECK(condition, printf-style description): an invariant the fuzzed code promises. A
// violation prints what broke and aborts, which libFuzzer reports like a crash and saves the
// input, so that a wrong answer is found as surely as a sanitizer report.

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition, ...)                                                                 \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: invariant violated: %s: ", __FILE__, __LINE__,            \
                         #condition);                                                              \
            std::fprintf(stderr, __VA_ARGS__);                                                     \
            std::fputc('\n', stderr);                                                              \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

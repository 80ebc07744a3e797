// libFuzzer target (d): external extractor definition files. The input is the bytes of a
// definition file (ExtractorDefinition::parse, a pure function of bytes and file name); the
// first line is also expanded as a command argument (ExtractorDefinition::expand). Beside the
// sanitizers it checks: an error is one line naming the file; a definition that parses has an
// id "ext:NAME", a command, a timeout in (0, kMaxTimeoutSeconds] and an output cap; expand()
// either succeeds or says why in one line, and text without braces expands to itself.

#include "fuzzcheck.h"

#include <external/extractordefinition.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const std::string fileName = "fuzz.json";
    const core::ExtractorDefinition::ParseResult r =
        core::ExtractorDefinition::parse(bytes, fileName);
    if (r.definition) {
        const core::ExtractorDefinition &d = *r.definition;
        FUZZ_CHECK(r.error.empty(), "a definition and an error '%s'", r.error.c_str());
        FUZZ_CHECK(d.id.starts_with(core::ExtractorDefinition::kIdPrefix) &&
                       d.id.size() > core::ExtractorDefinition::kIdPrefix.size(),
                   "id '%s'", d.id.c_str());
        FUZZ_CHECK(!d.command.empty(), "a definition without a command");
        FUZZ_CHECK(d.timeoutSeconds > 0 &&
                       d.timeoutSeconds <= core::ExtractorDefinition::kMaxTimeoutSeconds,
                   "timeout %g", d.timeoutSeconds);
        FUZZ_CHECK(d.maxOutputBytes > 0, "no output cap");
    } else {
        FUZZ_CHECK(!r.error.empty() && r.error.find('\n') == std::string::npos &&
                       r.error.find('\r') == std::string::npos && r.error.starts_with(fileName),
                   "error '%s' is not one line naming the file", r.error.c_str());
    }

    const std::string_view line = bytes.substr(0, bytes.find('\n'));
    const std::map<std::string, std::string> values = {
        {"file", "/tmp/page.html"}, {"url", "https://example.org/"}, {"dir", "/d"}};
    std::string out, error;
    if (core::ExtractorDefinition::expand(line, values, out, error)) {
        if (line.find('{') == std::string_view::npos && line.find('}') == std::string_view::npos)
            FUZZ_CHECK(out == line, "text without braces changed in expansion");
    } else {
        FUZZ_CHECK(!error.empty() && error.find('\n') == std::string::npos,
                   "expand's error '%s' is not one line", error.c_str());
    }
    return 0;
}

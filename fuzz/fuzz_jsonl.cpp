// libFuzzer target (d): the JSON Lines reader (through RecordReader, as the CLI opens inputs) over
// arbitrary bytes, plain or gzip-compressed.
// Beside the sanitizers it checks: every record names the input, its line numbers rise and stay
// within the input's lines; an error is one line and carries no page; a good page is no larger
// than the record limit; each good record is what JsonLinesReader::parseLine makes of its line;
// Auto detection reads the same records when it picks JSON Lines; the input compressed as one
// gzip member reads the same records.

#include "recordcheck.h"

#include <io/jsonlinesreader.h>
#include <io/recordreader.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

using recordcheck::samePage;

// Project choice: a small record limit, so that inputs of a few KiB reach it as often as not.
constexpr size_t kMaxRecordBytes = 512;
const std::string kName = "fuzz.jsonl";

// The lines of a plain input, numbered from 1 as the reader numbers them (a UTF-8 BOM skipped).
std::vector<std::string_view> linesOf(std::string_view bytes)
{
    if (bytes.starts_with("\xEF\xBB\xBF"))
        bytes.remove_prefix(3);
    std::vector<std::string_view> lines;
    while (!bytes.empty()) {
        const size_t end = std::min(bytes.find('\n'), bytes.size());
        lines.push_back(bytes.substr(0, end));
        bytes.remove_prefix(std::min(end + 1, bytes.size()));
    }
    return lines;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const std::vector<core::Record> records = recordcheck::readConsistently(
        bytes, kName, core::RecordReader::Format::JsonLines, kMaxRecordBytes);
    if (bytes.starts_with("\x1f\x8b"))
        return 0;

    const std::vector<std::string_view> lines = linesOf(bytes);
    for (const core::Record &r : records) {
        FUZZ_CHECK(r.number <= lines.size(), "line %llu of %zu",
                   static_cast<unsigned long long>(r.number), lines.size());
        if (!r.error.empty())
            continue;
        core::Record parsed = core::JsonLinesReader::parseLine(lines[r.number - 1]);
        parsed.input = r.input;
        parsed.number = r.number;
        FUZZ_CHECK(samePage(parsed, r), "line %llu: not what parseLine reads",
                   static_cast<unsigned long long>(r.number));
    }
    return 0;
}

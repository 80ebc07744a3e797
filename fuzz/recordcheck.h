#pragma once

// The checks the record-reader targets (warc, jsonl) share: read every record of bytes through
// RecordReader with the invariants every reader promises, compare two readings, and compress
// bytes as one gzip member (for the compressed-equals-plain check). Free functions, no state.

#include "fuzzcheck.h"

#include <io/recordreader.h>

#include <zlib.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace recordcheck {

inline bool oneLine(const std::string &s)
{
    return !s.empty() && s.find('\n') == std::string::npos && s.find('\r') == std::string::npos;
}

// The same page: numbers and errors are left out, since how a damaged stretch of input comes
// back (one error record or two, and so the numbers after it) depends on how far the input was
// read ahead when the damage was met (Auto detection reads ahead).
inline bool samePage(const core::Record &a, const core::Record &b)
{
    return a.input == b.input && a.id == b.id && a.url == b.url && a.httpStatus == b.httpStatus &&
           a.html == b.html && a.charset == b.charset;
}

// Every record: it names the input, its numbers rise, an error is one line without a page, a
// page is within maxRecordBytes, and the reader ends (no more records than bytes, plus one).
inline std::vector<core::Record> readAll(std::string_view bytes, const std::string &name,
                                         core::RecordReader::Format format,
                                         std::size_t maxRecordBytes,
                                         core::RecordReader::Format *detected = nullptr)
{
    const std::unique_ptr<core::RecordReader> reader =
        core::RecordReader::fromBytes(bytes, name, format, maxRecordBytes);
    FUZZ_CHECK(reader, "no reader");
    if (detected)
        *detected = reader->format();
    std::vector<core::Record> records;
    while (std::optional<core::Record> r = reader->next()) {
        const auto number = static_cast<unsigned long long>(r->number);
        FUZZ_CHECK(r->input == name, "record %llu names '%s'", number, r->input.c_str());
        FUZZ_CHECK(records.empty() ? r->number >= 1 : r->number > records.back().number,
                   "record %llu after %llu", number,
                   records.empty() ? 0ull : static_cast<unsigned long long>(records.back().number));
        if (!r->error.empty()) {
            FUZZ_CHECK(oneLine(r->error), "record %llu: error '%s'", number, r->error.c_str());
            FUZZ_CHECK(r->html.empty(), "record %llu: an error and a page", number);
        } else {
            FUZZ_CHECK(r->html.size() <= maxRecordBytes, "record %llu: page of %zu bytes", number,
                       r->html.size());
        }
        records.push_back(std::move(*r));
        // Each record takes a decompressed byte, or a compressed one (a corrupt gzip member
        // comes back as an error record without any decompressed byte).
        FUZZ_CHECK(records.size() <= bytes.size() + reader->bytesRead() + 1,
                   "%zu records from %zu bytes (%llu decompressed)", records.size(), bytes.size(),
                   static_cast<unsigned long long>(reader->bytesRead()));
    }
    return records;
}

// Two readings of the same bytes give the same pages in the same order, and both find damage
// or neither does.
inline void checkSame(const std::vector<core::Record> &a, const std::vector<core::Record> &b,
                      const char *what)
{
    std::vector<const core::Record *> pagesA, pagesB;
    bool damageA = false, damageB = false;
    for (const core::Record &r : a)
        r.error.empty() ? pagesA.push_back(&r) : void(damageA = true);
    for (const core::Record &r : b)
        r.error.empty() ? pagesB.push_back(&r) : void(damageB = true);
    FUZZ_CHECK(damageA == damageB, "%s: damage found by one reading only", what);
    FUZZ_CHECK(pagesA.size() == pagesB.size(), "%s: %zu pages, not %zu", what, pagesB.size(),
               pagesA.size());
    for (std::size_t i = 0; i < pagesA.size(); ++i)
        FUZZ_CHECK(samePage(*pagesA[i], *pagesB[i]), "%s: page %zu differs", what, i);
}

// data as one gzip member.
inline std::string gzipped(std::string_view data)
{
    z_stream zs{};
    FUZZ_CHECK(deflateInit2(&zs, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) == Z_OK,
               "deflateInit2");
    std::string out(deflateBound(&zs, static_cast<uLong>(data.size())) + 32, '\0');
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    FUZZ_CHECK(deflate(&zs, Z_FINISH) == Z_STREAM_END, "deflate");
    out.resize(zs.total_out);
    deflateEnd(&zs);
    return out;
}

// The records of bytes read as format, checked by readAll; Auto detection, when it picks the
// same format, and the bytes compressed as one gzip member (unless they are gzip already) must
// read the same records.
inline std::vector<core::Record> readConsistently(std::string_view bytes, const std::string &name,
                                                  core::RecordReader::Format format,
                                                  std::size_t maxRecordBytes)
{
    const std::vector<core::Record> records = readAll(bytes, name, format, maxRecordBytes);
    core::RecordReader::Format detected;
    const std::vector<core::Record> automatic =
        readAll(bytes, name, core::RecordReader::Format::Auto, maxRecordBytes, &detected);
    if (detected == format)
        checkSame(records, automatic, "Auto");
    if (!bytes.starts_with("\x1f\x8b"))
        checkSame(records, readAll(gzipped(bytes), name, format, maxRecordBytes), "gzip");
    return records;
}

} // namespace recordcheck

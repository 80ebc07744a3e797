// libFuzzer target (d): the WARC reader over arbitrary bytes, plain or gzip-compressed (as a whole
// or member by member: seeds of tests/data/fuzz/warc/ are of each kind), and HttpResponse's
// functions over the same bytes taken as an HTTP response.
// Beside the sanitizers it checks: every record names the input, its numbers rise, its error is
// one line and carries no page; a good record's page is no larger than the record limit (also
// after gzip/deflate content codings: no decompression bomb gets through); the reader ends
// (records bounded by the bytes read); Auto detection picks the WARC reader for "WARC/" and
// reads the same records; a plain input compressed as one gzip member reads the same records.
// For HttpResponse: the head's offsets lie inside the bytes, its lowercase fields are lowercase,
// a decoded body is within its limit and a refused one has a one-line error.

#include "recordcheck.h"

#include <io/httpresponse.h>
#include <io/recordreader.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

using recordcheck::oneLine;

// Project choice: a small record limit, so that inputs of a few KiB reach it (and gzip members
// inflating past it) as often as ones below it.
constexpr size_t kMaxRecordBytes = 1024;
const std::string kName = "fuzz.warc";

bool lowercase(const std::string &s)
{
    for (char c : s)
        if (c >= 'A' && c <= 'Z')
            return false;
    return true;
}

void checkHttp(std::string_view bytes)
{
    const core::HttpResponse::Head head = core::HttpResponse::parseHead(bytes);
    if (!head.error.empty()) {
        FUZZ_CHECK(oneLine(head.error), "head error '%s'", head.error.c_str());
        return;
    }
    FUZZ_CHECK(head.bodyOffset <= bytes.size(), "body at %zu of %zu", head.bodyOffset,
               bytes.size());
    FUZZ_CHECK(lowercase(head.mimeType) && lowercase(head.transferEncoding) &&
                   lowercase(head.contentEncoding),
               "not lowercase: '%s' '%s' '%s'", head.mimeType.c_str(),
               head.transferEncoding.c_str(), head.contentEncoding.c_str());
    FUZZ_CHECK(head.mimeType.find(';') == std::string::npos, "MIME type '%s'",
               head.mimeType.c_str());
    std::string body, error;
    if (core::HttpResponse::decodeBody(head, bytes.substr(head.bodyOffset), kMaxRecordBytes, body,
                                       error))
        FUZZ_CHECK(body.size() <= kMaxRecordBytes, "body of %zu bytes", body.size());
    else
        FUZZ_CHECK(oneLine(error), "body error '%s'", error.c_str());
    core::HttpResponse::isHtml(head.mimeType, body);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    recordcheck::readConsistently(bytes, kName, core::RecordReader::Format::Warc, kMaxRecordBytes);
    checkHttp(bytes);
    return 0;
}

#pragma once

#include <cstdint>
#include <string>

namespace core {

// One page to extract from, as an input reader hands it over: a record of a WARC file, a line of
// a JSON Lines file, or a whole HTML file. A plain value; `error` set means the record could not
// be read (truncated, corrupt, too large) and carries no page.
struct Record
{
    std::string input;        // the file it came from, as named on the command line ("-": stdin)
    std::uint64_t number = 1; // 1-based: the WARC record / line of the input (1 for an HTML file)
    std::string id;           // WARC-Record-ID, or the JSON line's "id"; "" when none
    std::string url;          // WARC-Target-URI, or the JSON line's "url"; "" when none
    int httpStatus = 0;       // a WARC response's HTTP status; 0 for other records
    std::string html;         // the page's bytes: transfer and content codings undone
    std::string charset;      // the charset the transport declared (HTTP header), "" for none
    std::string error;        // one line, without the input's name; empty when the record is good
};

// A size limit as the readers' messages name it: "256 MiB", or "1000 bytes" when it is no whole
// number of MiB (tests set such limits).
inline std::string sizeText(std::uint64_t bytes)
{
    if (bytes % (1u << 20) == 0)
        return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes) + " bytes";
}

} // namespace core

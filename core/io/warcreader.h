#pragma once

#include "recordreader.h"

namespace core {

// Reads the pages of a WARC file (ISO 28500: WARC/1.0 and WARC/1.1), plain, gzip-compressed as a
// whole or record by record: `response` records holding an HTTP response with an HTML type
// (status line and headers parsed, chunked transfer coding and gzip/deflate content coding
// undone, the header's charset passed on) and `resource` records with an HTML type. Other
// records are skipped and counted. A truncated or corrupt record comes back as an error naming
// its number; reading goes on from the next record header (or, compressed, the next gzip member)
// that can be found. No Debian package offers a C or C++ WARC reader (libarchive reads only
// WARC/1.0 response/resource records and drops URIs ending in "/"), hence this one. Not
// thread-safe.
class WarcReader : public RecordReader
{
public:
    // Project choice: WARC headers are a few hundred bytes; this bounds a corrupt one.
    static constexpr size_t kMaxHeaderBytes = 1 << 20;

    WarcReader(std::unique_ptr<BufferedInput> in, std::string name, size_t maxRecordBytes);

    std::optional<Record> next() override;
    Format format() const override { return Format::Warc; }

private:
    // An error record for the current record number; resync: the framing is lost, look for the
    // next record header before reading on.
    Record failed(std::string error, bool resync = true);
    // The input's own damage (corrupt or truncated gzip data) when there is any, else what
    // the record's framing suggests.
    std::string damage(std::string framing) const;
    // Past the damage: the next gzip member if the inflater failed, then the next "WARC/1.".
    bool resynchronise();
    bool readTrailer();

    std::uint64_t m_number = 0;
    std::uint64_t m_horizon = 0; // offset up to which a failed header search found no end
    bool m_resync = false;
    bool m_done = false;
};

} // namespace core

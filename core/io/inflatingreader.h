#pragma once

#include <cstdint>
#include <istream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

typedef struct z_stream_s z_stream;

namespace core {

// Reads a byte stream that may be gzip-compressed, inflating as it goes: one gzip member (a
// whole-file .gz) or many (a WARC compressed record by record, WARC 1.1 Annex D), or plain bytes
// passed through. Memory is two 64 KiB buffers whatever the stream's size. Corrupt or truncated
// gzip data stops read() with error(); resync() skips to the next gzip member so that the rest
// of a per-record-compressed file is still read. Owns its zlib state; not thread-safe (one
// reader per stream).
class InflatingReader
{
public:
    explicit InflatingReader(std::istream &in);
    // Reads from bytes, which must outlive the reader (for fuzz targets and in-memory data).
    explicit InflatingReader(std::string_view bytes);
    ~InflatingReader();
    InflatingReader(const InflatingReader &) = delete;
    InflatingReader &operator=(const InflatingReader &) = delete;

    // Up to n decompressed bytes into out; 0 at the end of the stream or at an error.
    size_t read(char *out, size_t n);
    // True when the stream started with a gzip member (known after the first read()).
    bool compressed() const { return m_gzip; }
    // Corrupt or truncated gzip data met by read(); empty while all is well.
    const std::string &error() const { return m_error; }
    // True when the error is bytes after a complete member that are not gzip (trailing junk):
    // everything before it was read whole.
    bool errorAfterMember() const { return m_errorAfterMember; }
    // After an error: looks for the next gzip member in the compressed bytes and reads on from
    // there; false when there is none (the end of the stream).
    bool resync();
    // Bytes taken from the underlying stream so far.
    std::uint64_t consumed() const { return m_consumed; }

private:
    class ViewBuffer;

    bool fill();
    void start();
    size_t readGzip(char *out, size_t n);
    bool atGzipMagic();

    std::unique_ptr<ViewBuffer> m_view; // only for the string_view constructor
    std::unique_ptr<std::istream> m_ownStream;
    std::istream &m_in;
    std::vector<char> m_buffer;
    size_t m_pos = 0, m_len = 0;
    std::uint64_t m_consumed = 0;
    std::unique_ptr<z_stream> m_zs;
    bool m_started = false, m_gzip = false, m_inMember = false, m_eof = false;
    bool m_errorAfterMember = false;
    std::string m_error;
};

} // namespace core

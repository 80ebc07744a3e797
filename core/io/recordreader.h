#pragma once

#include "record.h"

#include <cstdint>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace core {

class BufferedInput;

// A stream of Records from one input: a WARC file, a JSON Lines file or an HTML page, plain or
// gzip-compressed, from a file or standard input. Incremental: it holds one record at a time
// (and one read buffer), never the whole input. A record that cannot be read comes back with
// its error set and reading goes on behind it. Owns its input; not thread-safe (one reader per
// input, read from one thread).
class RecordReader
{
public:
    enum class Format { Auto, Warc, JsonLines, Html };

    virtual ~RecordReader();

    // The next record, or nothing at the end of the input.
    virtual std::optional<Record> next() = 0;
    virtual Format format() const = 0;
    // Records passed over because they hold no page, by kind ("request", "warcinfo",
    // "response: not HTML", ...).
    const std::map<std::string, std::uint64_t> &skipped() const { return m_skipped; }
    // Decompressed bytes of the input read so far.
    std::uint64_t bytesRead() const;

    // Opens path ("-" is standard input). Auto detects the format from the first decompressed
    // bytes: "WARC/" is WARC, "{" (after white space) JSON Lines, anything else one HTML page.
    // On failure: nullptr and a one-line reason without the path ("is a directory", ...).
    static std::unique_ptr<RecordReader> open(const std::string &path, Format format,
                                              size_t maxRecordBytes, std::string &error);
    // The same over bytes in memory (which must outlive the reader): for tests and fuzz targets.
    static std::unique_ptr<RecordReader> fromBytes(std::string_view bytes, const std::string &name,
                                                   Format format, size_t maxRecordBytes);
    // "warc", "jsonl", "html", "auto"; parseFormat is its inverse (false for an unknown name).
    static const char *formatName(Format format);
    static bool parseFormat(std::string_view name, Format &format);

protected:
    RecordReader(std::unique_ptr<BufferedInput> in, std::string name, size_t maxRecordBytes);
    void countSkipped(const std::string &kind) { ++m_skipped[kind]; }

    std::unique_ptr<BufferedInput> m_in;
    std::string m_name;
    size_t m_maxRecordBytes;

private:
    static std::unique_ptr<RecordReader> create(std::unique_ptr<BufferedInput> in,
                                                const std::string &name, Format format,
                                                size_t maxRecordBytes);

    std::map<std::string, std::uint64_t> m_skipped;
};

} // namespace core

#pragma once

#include "inflatingreader.h"

#include <cstdint>
#include <istream>
#include <memory>
#include <string>
#include <string_view>

namespace core {

// The decompressed bytes of an input, read through a window that grows only as far as a caller
// asks (a header it looks for, a block it takes): the input readers' common plumbing. Memory
// follows the bytes read, not the bytes asked for: reads are kReadBytes at most, and a buffer
// doubles only when what came fills it. Owns the
// stream it reads (when given one to own) and its InflatingReader; not thread-safe.
class BufferedInput
{
public:
    // Project choice: the decompressed input is read 64 KiB at a time.
    static constexpr size_t kReadBytes = 64 * 1024;

    // Reads in, which must outlive this object.
    explicit BufferedInput(std::istream &in);
    // Reads and owns in (a file).
    explicit BufferedInput(std::unique_ptr<std::istream> in);
    // Reads bytes, which must outlive this object.
    explicit BufferedInput(std::string_view bytes);

    // Makes at least n bytes available unless the input ends (or fails) first; false then.
    bool ensure(size_t n);
    std::string_view available() const { return std::string_view(m_buffer).substr(m_pos); }
    void consume(size_t n);
    // Position of needle in available() at or after from, reading on as needed while fewer than
    // limit bytes are available; npos when not found within limit bytes or before the end.
    size_t find(std::string_view needle, size_t limit, size_t from = 0);
    // Discards bytes until needle starts available(); false when the input ends first. Memory
    // stays at one read's worth however far it goes.
    bool skipTo(std::string_view needle);
    // Moves n bytes into out (replacing its content; out takes the buffer itself when it is all
    // that is buffered); false when the input ended first (out then holds what there was).
    bool take(std::uint64_t n, std::string &out);
    // Discards n bytes without keeping them; returns how many there were.
    std::uint64_t skip(std::uint64_t n);
    bool atEnd();
    // Bytes of the decompressed input before available().
    std::uint64_t offset() const { return m_offset; }

    const std::string &error() const { return m_inflater.error(); }
    bool compressed() const { return m_inflater.compressed(); }
    // After an error: drops what is buffered and reads on from the next gzip member.
    bool resync();

private:
    bool readMore(size_t atLeast);
    // Appends one read of at most `most` bytes (and kReadBytes) to out; 0 at the end.
    size_t readInto(std::string &out, size_t most);
    void compact();

    std::unique_ptr<std::istream> m_owned;
    InflatingReader m_inflater;
    std::string m_buffer;
    size_t m_pos = 0;
    std::uint64_t m_offset = 0;
    bool m_end = false;
};

} // namespace core

#include "bufferedinput.h"

#include <algorithm>

namespace core {

namespace {

// Project choice: read the decompressed input 64 KiB at a time.
constexpr size_t kChunkBytes = 64 * 1024;

} // namespace

BufferedInput::BufferedInput(std::istream &in) : m_inflater(in) {}

BufferedInput::BufferedInput(std::unique_ptr<std::istream> in)
    : m_owned(std::move(in)), m_inflater(*m_owned)
{
}

BufferedInput::BufferedInput(std::string_view bytes) : m_inflater(bytes) {}

void BufferedInput::compact()
{
    if (m_pos > 0 && m_pos >= m_buffer.size() / 2) {
        m_buffer.erase(0, m_pos);
        m_pos = 0;
    }
}

bool BufferedInput::readMore(size_t atLeast)
{
    if (m_end)
        return false;
    compact();
    const size_t want = std::max(atLeast, kChunkBytes);
    const size_t old = m_buffer.size();
    m_buffer.resize(old + want);
    size_t got = 0;
    while (got < atLeast) {
        const size_t n = m_inflater.read(m_buffer.data() + old + got, want - got);
        if (n == 0) {
            m_end = true;
            break;
        }
        got += n;
    }
    m_buffer.resize(old + got);
    return got > 0;
}

bool BufferedInput::ensure(size_t n)
{
    while (m_buffer.size() - m_pos < n)
        if (!readMore(n - (m_buffer.size() - m_pos)))
            return false;
    return true;
}

void BufferedInput::consume(size_t n)
{
    n = std::min(n, m_buffer.size() - m_pos);
    m_pos += n;
    m_offset += n;
}

size_t BufferedInput::find(std::string_view needle, size_t limit, size_t from)
{
    while (true) {
        const std::string_view avail = available();
        const size_t hit = avail.find(needle, from);
        if (hit != std::string_view::npos)
            return hit + needle.size() <= limit ? hit : std::string_view::npos;
        if (avail.size() >= limit)
            return std::string_view::npos;
        from = avail.size() >= needle.size() ? avail.size() - needle.size() + 1 : 0;
        if (!readMore(kChunkBytes))
            return std::string_view::npos;
    }
}

bool BufferedInput::skipTo(std::string_view needle)
{
    while (true) {
        const std::string_view avail = available();
        const size_t hit = avail.find(needle);
        if (hit != std::string_view::npos) {
            consume(hit);
            return true;
        }
        // Keep a tail that may hold the needle's start.
        if (avail.size() >= needle.size())
            consume(avail.size() - needle.size() + 1);
        if (!readMore(kChunkBytes))
            return false;
    }
}

bool BufferedInput::take(std::uint64_t n, std::string &out)
{
    out.clear();
    const size_t buffered = std::min<std::uint64_t>(n, m_buffer.size() - m_pos);
    out.assign(m_buffer, m_pos, buffered);
    consume(buffered);
    // The rest straight from the inflater, without passing through the buffer.
    out.resize(n);
    size_t got = buffered;
    while (got < n && !m_end) {
        const size_t k = m_inflater.read(out.data() + got, n - got);
        if (k == 0)
            m_end = true;
        got += k;
    }
    out.resize(got);
    m_offset += got - buffered;
    return got == n;
}

std::uint64_t BufferedInput::skip(std::uint64_t n)
{
    std::uint64_t skipped = 0;
    while (skipped < n) {
        if (m_pos == m_buffer.size() && !readMore(1))
            break;
        const std::uint64_t k = std::min<std::uint64_t>(n - skipped, m_buffer.size() - m_pos);
        consume(k);
        skipped += k;
    }
    return skipped;
}

bool BufferedInput::atEnd()
{
    return !ensure(1);
}

bool BufferedInput::resync()
{
    m_offset += m_buffer.size() - m_pos;
    m_buffer.clear();
    m_pos = 0;
    if (!m_inflater.resync())
        return false;
    m_end = false;
    return true;
}

} // namespace core

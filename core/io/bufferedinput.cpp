#include "bufferedinput.h"

#include <algorithm>

namespace core {

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

size_t BufferedInput::readInto(std::string &out, size_t most)
{
    const size_t old = out.size();
    const size_t want = std::min(most, kReadBytes);
    // Room for one read, doubling the capacity when it runs out: what grows is what came (the
    // request may be the record limit, far beyond the input), and only the read's bytes are
    // written before the data lands on them.
    if (out.capacity() - old < want)
        out.reserve(std::max(old + want, 2 * out.capacity()));
    out.resize(old + want);
    const size_t n = m_inflater.read(out.data() + old, want);
    out.resize(old + n);
    if (n == 0)
        m_end = true;
    return n;
}

bool BufferedInput::readMore(size_t atLeast)
{
    if (m_end)
        return false;
    compact();
    size_t got = 0;
    while (got < atLeast && !m_end)
        got += readInto(m_buffer, kReadBytes);
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
        if (!readMore(kReadBytes))
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
        if (!readMore(kReadBytes))
            return false;
    }
}

bool BufferedInput::take(std::uint64_t n, std::string &out)
{
    const size_t buffered = std::min<std::uint64_t>(n, m_buffer.size() - m_pos);
    if (m_pos == 0 && buffered == m_buffer.size()) {
        // All that is buffered: hand the buffer over instead of copying it (a page file is
        // taken this way, whole).
        out.swap(m_buffer);
        m_buffer = std::string();
        m_offset += buffered;
    } else {
        out.assign(m_buffer, m_pos, buffered);
        consume(buffered);
    }
    // The rest straight from the inflater, without passing through the buffer.
    size_t got = buffered;
    while (got < n && !m_end)
        got += readInto(out, n - got);
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

#include "inflatingreader.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>

namespace core {

namespace {

// Project choice: 64 KiB reads, zlib's own recommendation for inflate buffers.
constexpr size_t kBufferBytes = 64 * 1024;

} // namespace

// A read-only stream buffer over bytes someone else owns.
class InflatingReader::ViewBuffer : public std::streambuf
{
public:
    explicit ViewBuffer(std::string_view bytes)
    {
        char *begin = const_cast<char *>(bytes.data());
        setg(begin, begin, begin + bytes.size());
    }
};

InflatingReader::InflatingReader(std::istream &in) : m_in(in), m_buffer(kBufferBytes) {}

InflatingReader::InflatingReader(std::string_view bytes)
    : m_view(std::make_unique<ViewBuffer>(bytes)),
      m_ownStream(std::make_unique<std::istream>(m_view.get())), m_in(*m_ownStream),
      m_buffer(kBufferBytes)
{
}

InflatingReader::~InflatingReader()
{
    if (m_zs)
        inflateEnd(m_zs.get());
}

bool InflatingReader::fill()
{
    if (m_pos < m_len)
        return true;
    if (m_eof)
        return false;
    m_in.read(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()));
    m_len = static_cast<size_t>(m_in.gcount());
    m_pos = 0;
    m_consumed += m_len;
    if (m_len == 0)
        m_eof = true;
    return m_len > 0;
}

bool InflatingReader::atGzipMagic()
{
    // The two magic bytes and deflate as the method (RFC 1952 §2.3.1); the buffer may end between
    // them, so compare what is there and read on only when it matched so far.
    static constexpr unsigned char kMagic[3] = {0x1f, 0x8b, 0x08};
    if (!fill())
        return false;
    if (m_len - m_pos >= 3)
        return std::memcmp(m_buffer.data() + m_pos, kMagic, 3) == 0;
    // Rare: a member boundary at the very end of a buffer. Keep the tail and read more behind it.
    std::memmove(m_buffer.data(), m_buffer.data() + m_pos, m_len - m_pos);
    m_len -= m_pos;
    m_pos = 0;
    if (!m_eof) {
        m_in.read(m_buffer.data() + m_len, static_cast<std::streamsize>(m_buffer.size() - m_len));
        const auto got = static_cast<size_t>(m_in.gcount());
        m_consumed += got;
        m_len += got;
        if (got == 0)
            m_eof = true;
    }
    return m_len >= 3 && std::memcmp(m_buffer.data(), kMagic, 3) == 0;
}

void InflatingReader::start()
{
    m_started = true;
    m_gzip = atGzipMagic();
    if (!m_gzip)
        return;
    m_zs = std::make_unique<z_stream>();
    std::memset(m_zs.get(), 0, sizeof(z_stream));
    if (inflateInit2(m_zs.get(), 16 + MAX_WBITS) != Z_OK) {
        m_zs.reset();
        m_error = "cannot initialise zlib";
    }
}

size_t InflatingReader::read(char *out, size_t n)
{
    if (!m_started)
        start();
    if (!m_error.empty() || n == 0)
        return 0;
    if (m_gzip)
        return readGzip(out, n);
    if (!fill())
        return 0;
    const size_t k = std::min(n, m_len - m_pos);
    std::memcpy(out, m_buffer.data() + m_pos, k);
    m_pos += k;
    return k;
}

size_t InflatingReader::readGzip(char *out, size_t n)
{
    z_stream &zs = *m_zs;
    zs.next_out = reinterpret_cast<Bytef *>(out);
    zs.avail_out = static_cast<uInt>(std::min<size_t>(n, kBufferBytes));
    const uInt wanted = zs.avail_out;
    while (zs.avail_out == wanted) {
        if (!m_inMember) {
            // Between members: the stream ends here, or another member follows.
            if (!fill())
                return 0;
            if (!atGzipMagic()) {
                m_error = "data after a gzip member is not gzip";
                m_errorAfterMember = true;
                return 0;
            }
            m_inMember = true;
        }
        if (!fill()) {
            m_error = "truncated gzip data";
            break;
        }
        zs.next_in = reinterpret_cast<Bytef *>(m_buffer.data() + m_pos);
        zs.avail_in = static_cast<uInt>(m_len - m_pos);
        const int rc = inflate(&zs, Z_NO_FLUSH);
        m_pos = m_len - zs.avail_in;
        if (rc == Z_STREAM_END) {
            m_inMember = false;
            inflateReset(&zs);
        } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
            m_error =
                std::string("corrupt gzip data (") + (zs.msg ? zs.msg : "inflate failed") + ")";
            inflateReset(&zs);
            m_inMember = false;
            break;
        }
    }
    return wanted - zs.avail_out;
}

bool InflatingReader::resync()
{
    if (!m_gzip || m_error.empty() || !m_zs)
        return false;
    m_error.clear();
    m_errorAfterMember = false;
    m_inMember = false;
    inflateReset(m_zs.get());
    // Skip at least one byte so that a member that failed at its header is not found again.
    if (fill())
        ++m_pos;
    while (fill()) {
        const char *begin = m_buffer.data() + m_pos;
        const char *hit = static_cast<const char *>(std::memchr(begin, 0x1f, m_len - m_pos));
        if (!hit) {
            m_pos = m_len;
            continue;
        }
        m_pos = static_cast<size_t>(hit - m_buffer.data());
        if (atGzipMagic())
            return true;
        ++m_pos;
    }
    return false;
}

} // namespace core

#include "textdecoder.h"

#include "asciicase.h"

#include <uchardet/uchardet.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <iconv.h>
#include <memory>

namespace core {

namespace {

// The WHATWG prescan reads 1024 bytes; project choice: read 4096, as pages often put long
// <script>s or comments before their <meta charset>.
constexpr size_t kPrescanBytes = 4096;

// Converts with iconv; an invalid or incomplete sequence becomes U+FFFD and decoding goes on.
std::string convert(std::string_view bytes, const std::string &from, size_t unit)
{
    iconv_t cd = iconv_open("UTF-8", from.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1))
        return {};
    std::string out;
    out.resize(bytes.size() * 2 + 16);
    char *in = const_cast<char *>(bytes.data());
    size_t inLeft = bytes.size();
    size_t written = 0;
    while (inLeft > 0) {
        char *outPtr = out.data() + written;
        size_t outLeft = out.size() - written;
        const size_t rc = iconv(cd, &in, &inLeft, &outPtr, &outLeft);
        written = out.size() - outLeft;
        if (rc != static_cast<size_t>(-1))
            break;
        if (errno == E2BIG) {
            out.resize(out.size() * 2);
        } else { // EILSEQ or EINVAL: replace one code unit
            if (out.size() - written < 3)
                out.resize(out.size() * 2);
            out.replace(written, 3, "\xEF\xBF\xBD");
            written += 3;
            const size_t skip = std::min(unit, inLeft);
            in += skip;
            inLeft -= skip;
        }
    }
    iconv_close(cd);
    out.resize(written);
    return out;
}

// The WHATWG UTF-8 decoder: each maximal subpart of an ill-formed sequence (the longest prefix of
// a well-formed sequence that is present) becomes one U+FFFD, as in browsers.
std::string replaceInvalidUtf8(std::string_view bytes)
{
    if (TextDecoder::isValidUtf8(bytes))
        return std::string(bytes);
    std::string out;
    out.reserve(bytes.size() + 16);
    const size_t n = bytes.size();
    size_t i = 0;
    while (i < n) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b < 0x80) {
            out.push_back(static_cast<char>(b));
            ++i;
            continue;
        }
        size_t len = 0;
        unsigned char low = 0x80, high = 0xBF; // allowed range of the second byte
        if (b >= 0xC2 && b <= 0xDF) {
            len = 2;
        } else if (b >= 0xE0 && b <= 0xEF) {
            len = 3;
            low = b == 0xE0 ? 0xA0 : 0x80;
            high = b == 0xED ? 0x9F : 0xBF;
        } else if (b >= 0xF0 && b <= 0xF4) {
            len = 4;
            low = b == 0xF0 ? 0x90 : 0x80;
            high = b == 0xF4 ? 0x8F : 0xBF;
        }
        size_t k = 1;
        while (len > 0 && k < len && i + k < n) {
            const auto c = static_cast<unsigned char>(bytes[i + k]);
            if (c < (k == 1 ? low : 0x80) || c > (k == 1 ? high : 0xBF))
                break;
            ++k;
        }
        if (len > 0 && k == len) {
            out.append(bytes.substr(i, len));
        } else {
            out += "\xEF\xBF\xBD";
        }
        i += k;
    }
    return out;
}

// UTF-16 without a BOM: ASCII markup leaves a zero byte in every other position.
std::string guessUtf16(std::string_view bytes)
{
    const size_t n = std::min<size_t>(bytes.size(), 1024) & ~size_t(1);
    if (n < 8)
        return {};
    size_t evenZero = 0, oddZero = 0;
    for (size_t i = 0; i < n; i += 2) {
        evenZero += bytes[i] == 0;
        oddZero += bytes[i + 1] == 0;
    }
    const size_t pairs = n / 2;
    if (oddZero * 10 >= pairs * 7 && evenZero * 10 < pairs)
        return "UTF-16LE";
    if (evenZero * 10 >= pairs * 7 && oddZero * 10 < pairs)
        return "UTF-16BE";
    return {};
}

std::string charsetValue(std::string_view s)
{
    size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
        ++i;
    if (i >= s.size() || s[i] != '=')
        return {};
    ++i;
    while (i < s.size() && (s[i] == ' ' || s[i] == '"' || s[i] == '\'' || s[i] == '\t'))
        ++i;
    size_t e = i;
    while (e < s.size() && (std::isalnum(static_cast<unsigned char>(s[e])) || s[e] == '-' ||
                            s[e] == '_' || s[e] == ':' || s[e] == '.'))
        ++e;
    return std::string(s.substr(i, e - i));
}

} // namespace

std::string TextDecoder::replaceInvalidUtf8(std::string_view bytes)
{
    return core::replaceInvalidUtf8(bytes);
}

bool TextDecoder::isValidUtf8(std::string_view bytes)
{
    size_t i = 0;
    const size_t n = bytes.size();
    while (i < n) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b < 0x80) {
            ++i;
            continue;
        }
        size_t len;
        char32_t min;
        if ((b >> 5) == 6) {
            len = 2;
            min = 0x80;
        } else if ((b >> 4) == 14) {
            len = 3;
            min = 0x800;
        } else if ((b >> 3) == 30) {
            len = 4;
            min = 0x10000;
        } else {
            return false;
        }
        if (i + len > n)
            return false;
        char32_t c = b & (0x7F >> len);
        for (size_t k = 1; k < len; ++k) {
            const auto cb = static_cast<unsigned char>(bytes[i + k]);
            if ((cb & 0xC0) != 0x80)
                return false;
            c = (c << 6) | (cb & 0x3F);
        }
        if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
            return false;
        i += len;
    }
    return true;
}

std::string TextDecoder::canonicalName(std::string_view label)
{
    const std::string l = asciiLower(label);
    if (l.empty())
        return {};
    if (l == "utf-8" || l == "utf8" || l == "unicode-1-1-utf-8" || l == "ascii" ||
        l == "us-ascii" || l == "ansi_x3.4-1968")
        return l.find("ascii") != std::string::npos || l == "ansi_x3.4-1968" ? "windows-1252"
                                                                             : "UTF-8";
    if (l == "iso-8859-1" || l == "iso8859-1" || l == "latin1" || l == "l1" ||
        l == "windows-1252" || l == "cp1252" || l == "x-cp1252" || l == "cp819" ||
        l == "iso_8859-1" || l == "iso-ir-100" || l == "csisolatin1")
        return "windows-1252";
    if (l == "shift_jis" || l == "shift-jis" || l == "sjis" || l == "ms932" || l == "ms_kanji" ||
        l == "windows-31j" || l == "x-sjis" || l == "csshiftjis" || l == "cp932")
        return "CP932";
    if (l == "gb2312" || l == "gbk" || l == "x-gbk" || l == "gb18030" || l == "chinese" ||
        l == "csgb2312" || l == "cp936" || l == "euc-cn" || l == "hz-gb-2312")
        return "GB18030";
    if (l == "big5" || l == "big5-hkscs" || l == "x-x-big5" || l == "cn-big5")
        return "BIG5-HKSCS";
    if (l == "utf-16" || l == "utf-16le" || l == "ucs-2")
        return "UTF-16LE";
    if (l == "utf-16be")
        return "UTF-16BE";
    if (l == "euc-kr" || l == "ks_c_5601-1987" || l == "windows-949" || l == "cp949")
        return "CP949";
    if (l == "iso-2022-jp")
        return "ISO-2022-JP";
    if (l == "euc-jp" || l == "x-euc-jp")
        return "EUC-JP";
    if (l == "koi8-r" || l == "koi8")
        return "KOI8-R";
    // Anything else (windows-125x, iso-8859-x, ...): iconv knows the name if it is real.
    iconv_t cd = iconv_open("UTF-8", l.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1))
        return {};
    iconv_close(cd);
    return l;
}

std::string TextDecoder::metaCharset(std::string_view bytes)
{
    const std::string head = asciiLower(bytes.substr(0, kPrescanBytes));
    size_t pos = 0;
    while ((pos = head.find("<meta", pos)) != std::string::npos) {
        const size_t end = head.find('>', pos);
        const std::string_view tag(head.data() + pos,
                                   (end == std::string::npos ? head.size() : end) - pos);
        for (size_t c = tag.find("charset"); c != std::string_view::npos;
             c = tag.find("charset", c + 7)) {
            std::string value = charsetValue(tag.substr(c + 7));
            if (!value.empty())
                return value;
        }
        pos += 5;
    }
    return {};
}

std::string TextDecoder::wideEncoding(std::string_view bytes, bool &bom)
{
    auto startsWith = [&](std::string_view b) { return bytes.substr(0, b.size()) == b; };
    bom = true;
    // UTF-32 first: its little-endian BOM begins with UTF-16LE's.
    if (startsWith(std::string_view("\xFF\xFE\0\0", 4)))
        return "UTF-32LE";
    if (startsWith(std::string_view("\0\0\xFE\xFF", 4)))
        return "UTF-32BE";
    if (startsWith(std::string_view("\xFF\xFE", 2)))
        return "UTF-16LE";
    if (startsWith(std::string_view("\xFE\xFF", 2)))
        return "UTF-16BE";
    bom = false;
    return guessUtf16(bytes);
}

TextDecoder::Result TextDecoder::decode(std::string_view bytes, std::string_view transportCharset)
{
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF")
        return {replaceInvalidUtf8(bytes.substr(3)), "UTF-8", "bom"};
    bool bom = false;
    const std::string wide = wideEncoding(bytes, bom);
    const auto unitOf = [](const std::string &encoding) -> size_t {
        return encoding.starts_with("UTF-32") ? 4 : encoding.starts_with("UTF-16") ? 2 : 1;
    };
    if (bom)
        return {convert(bytes.substr(unitOf(wide)), wide, unitOf(wide)), wide, "bom"};

    // WHATWG "decode": a transport-layer label outranks everything but a byte-order mark.
    if (const std::string transport = canonicalName(transportCharset); transport == "UTF-8") {
        return {replaceInvalidUtf8(bytes), "UTF-8", "header"};
    } else if (!transport.empty()) {
        std::string utf8 = convert(bytes, transport, unitOf(transport));
        if (!utf8.empty() || bytes.empty())
            return {std::move(utf8), transport, "header"};
    }

    if (!wide.empty())
        return {convert(bytes, wide, unitOf(wide)), wide, "detected"};

    std::string declared = canonicalName(metaCharset(bytes));
    // WHATWG: a UTF-16 label found by an ASCII prescan cannot be true; it means UTF-8.
    if (declared == "UTF-16LE" || declared == "UTF-16BE")
        declared = "UTF-8";
    if (declared == "UTF-8")
        return {replaceInvalidUtf8(bytes), "UTF-8", "meta"};
    if (!declared.empty()) {
        std::string utf8 = convert(bytes, declared, 1);
        if (!utf8.empty() || bytes.empty())
            return {std::move(utf8), declared, "meta"};
    }

    if (isValidUtf8(bytes))
        return {std::string(bytes), "UTF-8", "detected"};

    std::unique_ptr<std::remove_pointer_t<uchardet_t>, void (*)(uchardet_t)> detector(
        uchardet_new(), &uchardet_delete);
    uchardet_handle_data(detector.get(), bytes.data(), bytes.size());
    uchardet_data_end(detector.get());
    const std::string detected = canonicalName(uchardet_get_charset(detector.get()));
    std::string fallback = convert(bytes, "windows-1252", 1);
    if (!detected.empty() && detected != "UTF-8" && detected != "windows-1252") {
        std::string utf8 = convert(bytes, detected, 1);
        // Project choice: uchardet often names a sibling single-byte code page (windows-1250
        // for English with curly quotes) that decodes these bytes exactly as windows-1252, the
        // WHATWG default, does; then report windows-1252, as a browser would.
        if (!utf8.empty() && utf8 != fallback)
            return {std::move(utf8), detected, "detected"};
    }
    if (!detected.empty() && detected != "UTF-8")
        return {std::move(fallback), "windows-1252", "detected"};
    return {std::move(fallback), "windows-1252", "default"};
}

} // namespace core

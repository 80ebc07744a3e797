#include "webaddress.h"

#include "asciicase.h"

#include <algorithm>

namespace core {

namespace {

bool isSchemeChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' ||
           c == '-' || c == '.';
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (isDigit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The scheme's length when `url` starts with one (RFC 3986 §3.1: a letter, then letters, digits,
// '+', '-', '.', then ':'), else 0. "example.org:8080/t" is a host and its port, not a scheme:
// a scheme's ':' is never followed by a digit in the addresses pages carry.
std::size_t schemeLength(std::string_view url)
{
    const std::size_t colon = url.find(':');
    if (colon == std::string_view::npos || colon == 0 || !isLetter(url[0]))
        return 0;
    if (!std::all_of(url.begin(), url.begin() + std::ptrdiff_t(colon), isSchemeChar))
        return 0;
    if (colon + 1 < url.size() && isDigit(url[colon + 1]))
        return 0;
    return colon;
}

// The host of an authority ("user@Example.org:8080" → "example.org", "[::1]:80" → "::1").
std::string hostOf(std::string_view authority)
{
    const std::size_t at = authority.rfind('@');
    if (at != std::string_view::npos)
        authority.remove_prefix(at + 1);
    if (authority.starts_with('[')) {
        const std::size_t close = authority.find(']');
        return asciiLower(authority.substr(
            1, close == std::string_view::npos ? std::string_view::npos : close - 1));
    }
    return asciiLower(authority.substr(0, authority.find(':')));
}

} // namespace

WebAddress WebAddress::of(std::string_view url)
{
    WebAddress a;
    url = url.substr(0, url.find('#'));
    const std::size_t question = url.find('?');
    if (question != std::string_view::npos) {
        a.m_hasQuery = true;
        a.m_query = std::string(url.substr(question + 1));
        url = url.substr(0, question);
    }
    const std::size_t scheme = schemeLength(url);
    if (scheme > 0) {
        a.m_scheme = asciiLower(url.substr(0, scheme));
        url.remove_prefix(scheme + 1);
    }
    // An authority follows "//"; an address typed without a scheme and not starting with '/'
    // starts with its host, as an address bar reads it ("example.org/t/12").
    const bool slashes = url.starts_with("//");
    if (slashes || (scheme == 0 && !url.empty() && url[0] != '/')) {
        if (slashes)
            url.remove_prefix(2);
        const std::size_t slash = url.find('/');
        a.m_host = hostOf(url.substr(0, slash));
        url = slash == std::string_view::npos ? std::string_view() : url.substr(slash);
    }
    a.m_path = std::string(url);
    return a;
}

std::vector<std::string_view> WebAddress::segments() const
{
    std::vector<std::string_view> out;
    const std::string_view path = m_path;
    for (std::size_t at = 0; at < path.size();) {
        const std::size_t end = std::min(path.find('/', at), path.size());
        if (end > at)
            out.push_back(path.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

bool WebAddress::isWeb() const
{
    return m_scheme.empty() || m_scheme == "http" || m_scheme == "https";
}

bool WebAddress::isSiteRoot() const
{
    return !m_host.empty() && (m_path.empty() || m_path == "/");
}

std::string WebAddress::percentDecoded(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size() && hexValue(s[i + 1]) >= 0 && hexValue(s[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(s[i + 1]) * 16 + hexValue(s[i + 2]));
            i += 2;
        } else {
            out += s[i];
        }
    }
    return out;
}

} // namespace core

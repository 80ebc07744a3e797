#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace core {

// A page's address split into the parts the metadata and the page classifier read: scheme, host,
// path, query. The one place the project splits URLs, leniently, as a browser's address bar reads
// what pages carry (spaces, non-ASCII paths, "example.org/t/12" typed without a scheme) rather
// than rejecting what RFC 3986 forbids. A value; of() is pure and thread-safe.
//
// Hand-written because no parser in Debian 12 fits: uriparser (liburiparser-dev) follows RFC 3986
// strictly and refuses addresses real pages carry (a space or a raw "ü" in the path, "|" in a
// query), and WHATWG's parser (ada) is not packaged; core has no Qt, so no QUrl.
class WebAddress
{
public:
    static WebAddress of(std::string_view url);

    // Lower-cased; "" for an address without a scheme ("example.org/t", "/a/b", "//cdn.x/y").
    const std::string &scheme() const { return m_scheme; }
    // Lower-cased, without user, port or the brackets of an IPv6 address; "" when the address
    // names none ("/a/b", "about:blank").
    const std::string &host() const { return m_host; }
    // As written, from the '/' after the host to the query or fragment; "" when empty.
    const std::string &path() const { return m_path; }
    // As written, after '?' and before '#'; hasQuery() tells "?" alone from no query.
    const std::string &query() const { return m_query; }
    bool hasQuery() const { return m_hasQuery; }

    // The path's non-empty segments, as written.
    std::vector<std::string_view> segments() const;
    // An address that may be a web page's: of the web's schemes (http, https) or without one (a
    // host typed alone, a path relative to a page); false for file:, qrc:, about:, data:,
    // blob:, mailto:, whose text says nothing of a page's kind.
    bool isWeb() const;
    // A host and an empty path ("https://example.com/", "https://example.com/?ref=x").
    bool isSiteRoot() const;

    // %XX escapes decoded (an invalid escape is kept as written).
    static std::string percentDecoded(std::string_view s);

private:
    std::string m_scheme, m_host, m_path, m_query;
    bool m_hasQuery = false;
};

} // namespace core

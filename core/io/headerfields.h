#pragma once

#include <map>
#include <string>
#include <string_view>

namespace core {

// "Name: value" header lines as WARC records (ISO 28500 §4) and HTTP messages (RFC 9112 §5)
// write them: names case-insensitive, values trimmed, a line starting with white space continues
// the previous field (obsolete folding), the first occurrence of a name wins, lines without a
// colon are ignored. A plain value; parse() is stateless and thread-safe.
class HeaderFields
{
public:
    // The fields of a block of lines (CRLF or LF), without the blank line that ends it.
    static HeaderFields parse(std::string_view block);
    // The value of the field named (lowercase), "" when absent.
    std::string get(std::string_view lowercaseName) const;
    // Without surrounding spaces, tabs and a carriage return.
    static std::string_view trim(std::string_view s);

private:
    std::map<std::string, std::string, std::less<>> m_fields;
};

} // namespace core

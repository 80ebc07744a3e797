#include "headerfields.h"

#include "document/asciicase.h"

#include <algorithm>
#include <cctype>

namespace core {

std::string_view HeaderFields::trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

HeaderFields HeaderFields::parse(std::string_view block)
{
    HeaderFields fields;
    std::string *last = nullptr;
    size_t pos = 0;
    while (pos < block.size()) {
        size_t nl = block.find('\n', pos);
        if (nl == std::string_view::npos)
            nl = block.size();
        std::string_view line = block.substr(pos, nl - pos);
        pos = nl + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            continue;
        if ((line.front() == ' ' || line.front() == '\t') && last) {
            *last += ' ';
            *last += trim(line);
            continue;
        }
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos) {
            last = nullptr;
            continue;
        }
        auto [it, inserted] = fields.m_fields.emplace(asciiLower(trim(line.substr(0, colon))),
                                                      std::string(trim(line.substr(colon + 1))));
        last = inserted ? &it->second : nullptr;
    }
    return fields;
}

std::string HeaderFields::get(std::string_view lowercaseName) const
{
    const auto it = m_fields.find(lowercaseName);
    return it == m_fields.end() ? std::string() : it->second;
}

} // namespace core

#include "titlecleaner.h"

#include "document/textrules.h"

#include <algorithm>
#include <array>
#include <vector>

namespace core {

namespace {

// trafilatura's HTMLTITLE_REGEX separators, each with white space on both sides.
constexpr std::array<std::string_view, 17> kSeparators = {
    "|", "-", "–", "—", "·", "•", "»", "«", "›", "‹", "/", "::", ":", "~", "⁄", ">", "<"};

struct Part
{
    std::string_view text;
    std::string_view separator; // before it; "" for the first
};

std::vector<Part> split(std::string_view title)
{
    std::vector<Part> parts;
    std::size_t start = 0;
    std::string_view separator;
    std::size_t i = 0;
    while (i < title.size()) {
        if (title[i] != ' ') {
            ++i;
            continue;
        }
        bool found = false;
        for (std::string_view sep : kSeparators) {
            const std::size_t after = i + 1 + sep.size();
            if (title.substr(i + 1, sep.size()) == sep && after < title.size() &&
                title[after] == ' ' && i > start) {
                parts.push_back({title.substr(start, i - start), separator});
                separator = title.substr(i, sep.size() + 2);
                start = after + 1;
                i = start;
                found = true;
                break;
            }
        }
        if (!found)
            ++i;
    }
    parts.push_back({title.substr(start), separator});
    return parts;
}

bool namesSite(std::string_view part, const std::string &siteKey, const std::string &hostKey)
{
    const std::string k = TitleCleaner::key(part);
    if (k.empty())
        return false;
    if (k == siteKey || k == hostKey)
        return true;
    // "TechCrunch.com", "MIT Sloan School" for "MIT Sloan": a short part that holds the name.
    const bool shortPart = TextRules::countWords(part) <= TitleCleaner::kMaxSiteWords + 2;
    constexpr std::size_t kMinKey = 4; // shorter keys ("bbc") hide in words by chance
    return shortPart && ((siteKey.size() >= kMinKey && k.find(siteKey) != std::string::npos) ||
                         (hostKey.size() >= kMinKey && k.find(hostKey) != std::string::npos));
}

} // namespace

std::string TitleCleaner::key(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c >= 'A' && c <= 'Z')
            out += static_cast<char>(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                 static_cast<unsigned char>(c) >= 0x80)
            out += c;
    }
    return out;
}

std::string TitleCleaner::withoutTrailingSite(std::string_view heading, std::string_view siteName,
                                              std::string_view host)
{
    const std::vector<Part> parts = split(heading);
    const std::string siteKey = key(siteName);
    const std::string hostKey = key(hostName(host));
    std::size_t last = parts.size();
    while (last > 1 && namesSite(parts[last - 1].text, siteKey, hostKey))
        --last;
    if (last == parts.size())
        return std::string(heading);
    std::string out(parts[0].text);
    for (std::size_t p = 1; p < last; ++p) {
        out += parts[p].separator;
        out += parts[p].text;
    }
    return out;
}

bool TitleCleaner::isTrailingPart(std::string_view text, std::string_view title)
{
    const std::string k = key(text);
    const std::vector<Part> parts = split(title);
    return !k.empty() && std::any_of(parts.begin() + 1, parts.end(),
                                     [&](const Part &p) { return key(p.text) == k; });
}

std::pair<std::string_view, std::string_view> TitleCleaner::splitLast(std::string_view title)
{
    const std::vector<Part> parts = split(title);
    if (parts.size() < 2)
        return {title, {}};
    const Part &last = parts.back();
    const std::size_t start = static_cast<std::size_t>(last.separator.data() - title.data());
    return {title.substr(0, start), last.text};
}

std::string TitleCleaner::hostName(std::string_view host)
{
    if (host.starts_with("www."))
        host.remove_prefix(4);
    std::vector<std::string_view> labels;
    std::size_t start = 0;
    for (std::size_t dot; (dot = host.find('.', start)) != std::string_view::npos; start = dot + 1)
        labels.push_back(host.substr(start, dot - start));
    labels.push_back(host.substr(start));
    if (labels.size() < 2)
        return std::string(host);
    std::size_t last = labels.size() - 1;        // the top-level domain
    constexpr std::size_t kShortSecondLevel = 3; // co.uk, com.au, gov.br
    if (labels.size() >= 3 && labels[last].size() == 2 &&
        labels[last - 1].size() <= kShortSecondLevel)
        --last;
    return std::string(labels[last - 1]);
}

std::string TitleCleaner::clean(std::string_view title, std::string_view siteName,
                                std::string_view host, bool siteRoot)
{
    std::vector<Part> parts = split(title);
    if (parts.size() < 2)
        return std::string(title);
    const std::string siteKey = key(siteName);
    const std::string hostKey = key(hostName(host));
    if (siteRoot && namesSite(parts.front().text, siteKey, hostKey))
        return withoutTrailingSite(title, siteName, host);
    std::size_t first = 0, last = parts.size(); // the parts kept: [first, last)
    while (last - first > 1 && namesSite(parts[last - 1].text, siteKey, hostKey))
        --last;
    while (last - first > 1 && namesSite(parts[first].text, siteKey, hostKey))
        ++first;
    if (first == 0 && last == parts.size()) {
        std::uint32_t restWords = 0;
        for (std::size_t p = 0; p + 1 < parts.size(); ++p)
            restWords += TextRules::countWords(parts[p].text);
        const std::uint32_t lastWords = TextRules::countWords(parts.back().text);
        if (lastWords <= kMaxSiteWords && lastWords < restWords)
            --last;
    }
    // A "|" still left divides the title from what the site adds to it ("Models | Django
    // documentation"): the part before it, as trafilatura's metadata.py keeps the first part,
    // when it has at least kMinFirstPartWords words.
    std::uint32_t leading = TextRules::countWords(parts[first].text);
    for (std::size_t p = first + 1; p < last; ++p) {
        if (parts[p].separator == " | ") {
            if (leading >= kMinFirstPartWords)
                last = p;
            break;
        }
        leading += TextRules::countWords(parts[p].text);
    }
    std::string out(parts[first].text);
    for (std::size_t p = first + 1; p < last; ++p) {
        out += parts[p].separator;
        out += parts[p].text;
    }
    if (TextRules::countWords(out) <= kMaxCutWords)
        return std::string(title);
    return out;
}

} // namespace core

#include "consentbanners.h"

#include "document/asciicase.h"

#include <array>

namespace core {

namespace {

// Whether value holds word at `at`, ASCII case-insensitive.
bool wordAt(std::string_view value, std::size_t at, std::string_view word)
{
    return value.size() - at >= word.size() &&
           asciiEqualsIgnoreCase(value.substr(at, word.size()), word);
}

// Whether value holds word at `at` and one of next follows it after at most `separators`
// separators, '-' or '_' (the regex's [-_]? for 1, [-_]{0,2} for 2).
template <std::size_t N>
bool compoundAt(std::string_view value, std::size_t at, std::string_view word,
                const std::array<std::string_view, N> &next, int separators)
{
    if (!wordAt(value, at, word))
        return false;
    const std::size_t end = at + word.size();
    for (std::size_t from = end;; ++from) {
        for (const std::string_view w : next)
            if (wordAt(value, from, w))
                return true;
        if (from - end == static_cast<std::size_t>(separators) || from >= value.size() ||
            (value[from] != '-' && value[from] != '_'))
            return false;
    }
}

// trafilatura 2.3.1's _COOKIE_CONSENT_RE (trafilatura/settings.py), piece by piece: a word, the
// words one of which follows it and the most separators between them; and the consent
// platforms' own names, anywhere.
constexpr std::string_view kCookie = "cookie";
constexpr std::array<std::string_view, 7> kAfterCookie = {"banner", "bar",    "consent",    "law",
                                                          "notice", "policy", "description"};
constexpr std::string_view kConsent = "consent";
constexpr std::array<std::string_view, 3> kAfterConsent = {"banner", "manager", "sdk"};
constexpr std::string_view kNotice = "notice";
constexpr std::array<std::string_view, 1> kAfterNotice = {kCookie};
constexpr int kNoticeSeparators = 2;
constexpr std::string_view kMoove = "moove";
constexpr std::array<std::string_view, 1> kAfterMoove = {"gdpr"};
constexpr int kSeparators = 1;
constexpr std::array<std::string_view, 4> kPlatforms = {"borlabs", "cookiebot", "cmplz",
                                                        "onetrust"};

} // namespace

ConsentBanners::ConsentBanners(const Document &doc)
    : m_doc(doc), m_inside(static_cast<size_t>(doc.size()), -1)
{
}

bool ConsentBanners::names(std::string_view value)
{
    for (std::size_t at = 0; at < value.size(); ++at) {
        // Every pattern starts with one of five letters: most positions ask nothing more.
        const char first = asciiLower(value[at]);
        if (first != 'b' && first != 'c' && first != 'm' && first != 'n' && first != 'o')
            continue;
        for (const std::string_view platform : kPlatforms)
            if (platform.front() == first && wordAt(value, at, platform))
                return true;
        if (compoundAt(value, at, kCookie, kAfterCookie, kSeparators) ||
            compoundAt(value, at, kConsent, kAfterConsent, kSeparators) ||
            compoundAt(value, at, kNotice, kAfterNotice, kNoticeSeparators) ||
            compoundAt(value, at, kMoove, kAfterMoove, kSeparators))
            return true;
    }
    return false;
}

bool ConsentBanners::holds(NodeId node)
{
    // Up from node to the first element whose answer is known, names a banner, or is <body>;
    // every node on the way has that answer.
    m_way.clear();
    bool inside = false;
    for (NodeId n = node; n != kNoNode; n = m_doc.node(n).parent) {
        const std::int8_t known = m_inside[static_cast<size_t>(n)];
        if (known >= 0) {
            inside = known == 1;
            break;
        }
        const Node &e = m_doc.node(n);
        if (e.isElement()) {
            if (e.tag == Tag::body || e.tag == Tag::html)
                break;
            if (names(m_doc.attribute(n, "class")) || names(m_doc.attribute(n, "id"))) {
                inside = true;
                m_way.push_back(n);
                break;
            }
        }
        m_way.push_back(n);
    }
    for (const NodeId n : m_way)
        m_inside[static_cast<size_t>(n)] = inside ? 1 : 0;
    return inside;
}

} // namespace core

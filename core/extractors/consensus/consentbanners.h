#pragma once

#include "document/document.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace core {

// The cookie and consent banners of consent-management platforms
// (docs/consensus.md#consent-banners): an element whose class or id names one by trafilatura's
// vocabulary for them. The consensus drops the blocks it kept inside one, on every page. Owns,
// for one document, what it found of the elements asked about so far (each element's class and
// id are read once); not thread-safe: one instance per document and thread.
class ConsentBanners
{
public:
    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold.
    static constexpr const char *kReason =
        "dropped: in a cookie or consent banner (trafilatura's consent markup); {0} of 20 "
        "heuristics chose it, weight {1} vs {2}";

    explicit ConsentBanners(const Document &doc);

    // Whether a class or id attribute value names a banner: trafilatura 2.3.1's
    // _COOKIE_CONSENT_RE (trafilatura/settings.py, BASIC_CLEAN_XPATH), ASCII case-insensitive,
    // anywhere in the value: cookie[-_]?(banner|bar|consent|law|notice|policy|description),
    // notice[-_]{0,2}cookie, consent[-_]?(banner|manager|sdk), moove[-_]?gdpr, and the
    // platforms borlabs, cookiebot, cmplz and onetrust. Bare "cookie" or "consent" is not
    // enough: trafilatura found those on pages about cookies and on the bodies of notices that
    // say cookies are off ("cookies-not-set").
    static bool names(std::string_view value);

    // Whether node or an ancestor element below <body> has a class or id that names() a
    // banner. <html>'s and <body>'s are not read: a page marks there that a banner is showing
    // ("onetrust-banner-open"), not which part of it is one.
    bool holds(NodeId node);

private:
    const Document &m_doc;
    // Per node: -1 not asked yet, else whether holds() is true of it.
    std::vector<std::int8_t> m_inside;
    // holds()'s way up from the node asked about, kept to reuse its memory.
    std::vector<NodeId> m_way;
};

} // namespace core

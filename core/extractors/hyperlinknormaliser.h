#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace core {

// AdDANAg's hyperlink normalisation (Mohammadzadeh et al. 2012 §3.1): the attributes of every <a
// ...> start tag are replaced by a placeholder of length max(0, LT - 5), LT the anchor text's
// length, so that long URLs no longer outweigh the linked text. The line builder of DANAg/AdDANAg
// (ContentCodeLines) uses startTagLength(); normalise() rewrites a source string the same way, for
// tests and for showing what the extractor sees. Stateless, thread-safe.
class HyperlinkNormaliser
{
public:
    // The seed's rule: LT - 5, never negative.
    static std::uint32_t placeholderLength(std::uint32_t anchorTextLength);
    // Length of the rewritten start tag "<a " + placeholder + ">".
    static std::uint32_t startTagLength(std::uint32_t anchorTextLength);
    // Rewrites every <a ...> start tag of html to "<a " + '_' x placeholderLength(LT) + ">".
    // LT counts code points of the anchor's text with tags removed, each text run whitespace-
    // collapsed and trimmed, runs joined by one space (TextAssembler's rule). Character
    // references count as written (the Document-based line builder counts them decoded).
    // An anchor ends at </a>, at the next <a, or at the end of the input.
    static std::string normalise(std::string_view html);
};

} // namespace core

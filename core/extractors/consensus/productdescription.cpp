#include "productdescription.h"

#include "document/asciicase.h"
#include "document/jsonld.h"
#include "document/textrules.h"
#include "extraction/textassembler.h"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace core {

namespace {

// schema.org's product types (https://schema.org/Product and its kinds).
bool isProductType(const std::string &type)
{
    return type == "Product" || type == "ProductGroup" || type == "ProductModel" ||
           type == "IndividualProduct";
}

} // namespace

ProductDescription::Cover ProductDescription::cover(const Document &doc,
                                                    const ConsensusFeatures &features)
{
    std::unordered_set<std::string> description;
    for (const JsonLd::Object &object : JsonLd::of(doc).objects)
        if (std::any_of(object.types.begin(), object.types.end(), isProductType))
            forEachAsciiWord(object.description,
                             [&](const std::string &w) { description.insert(w); });
    Cover out;
    if (description.empty())
        return out;
    const auto &blocks = features.blocks();
    out.words.assign(blocks.size(), 0);
    out.found.assign(blocks.size(), 0);
    for (size_t b = 0; b < blocks.size(); ++b)
        for (NodeId t : features.texts(blocks[b]))
            forEachAsciiWord(doc.text(t), [&](const std::string &w) {
                ++out.words[b];
                out.found[b] += description.contains(w);
            });
    return out;
}

ProductDescription::Outcome ProductDescription::apply(const Document &doc,
                                                      const ConsensusFeatures &features,
                                                      std::span<const char> kept)
{
    const auto &blocks = features.blocks();
    Outcome out;
    out.added.assign(blocks.size(), 0);
    std::uint32_t chars = 0;
    for (size_t b = 0; b < blocks.size() && b < kept.size() && chars < kFewChars; ++b) {
        if (!kept[b])
            continue;
        std::vector<TextSpan> spans;
        for (NodeId t : features.texts(blocks[b]))
            spans.push_back(TextAssembler::wholeNode(doc, t));
        chars += TextRules::codePoints(TextAssembler::assemble(doc, spans));
    }
    if (chars >= kFewChars)
        return out;
    out.cover = cover(doc, features);
    if (out.cover.empty())
        return out;
    std::uint32_t words = 0, found = 0;
    for (size_t b = 0; b < blocks.size() && b < kept.size(); ++b)
        if (kept[b]) {
            words += out.cover.words[b];
            found += out.cover.found[b];
        }
    if (chars >= kShortChars && double(found) >= kMaxOverlap * double(words))
        return out;
    for (size_t b = 0; b < blocks.size() && b < kept.size(); ++b)
        out.added[b] = !kept[b] && out.cover.share(b) >= kMinCover;
    return out;
}

} // namespace core

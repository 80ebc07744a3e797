#include "productdescription.h"

#include "document/jsonld.h"
#include "document/textrules.h"
#include "extraction/textassembler.h"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace core {

namespace {

// The words of text, f(word) for each: lower-cased runs of ASCII letters, digits and underscores
// and of the bytes of non-ASCII characters. Project choice: the page's texts are compared with
// each other, not with a benchmark's tokens, and this needs no Unicode tables; non-ASCII
// punctuation stays part of a word alike on both sides.
template <typename F> void forEachProductWord(std::string_view text, F &&f)
{
    std::string word;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || u == '_' || u >= 0x80) {
            word += c;
        } else if (u >= 'A' && u <= 'Z') {
            word += static_cast<char>(u - 'A' + 'a');
        } else if (!word.empty()) {
            f(static_cast<const std::string &>(word));
            word.clear();
        }
    }
    if (!word.empty())
        f(static_cast<const std::string &>(word));
}

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
            forEachProductWord(object.description,
                               [&](const std::string &w) { description.insert(w); });
    Cover out;
    if (description.empty())
        return out;
    const auto &blocks = features.blocks();
    out.words.assign(blocks.size(), 0);
    out.found.assign(blocks.size(), 0);
    for (size_t b = 0; b < blocks.size(); ++b)
        for (NodeId t : features.texts(blocks[b]))
            forEachProductWord(doc.text(t), [&](const std::string &w) {
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

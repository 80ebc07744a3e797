#include "articlebodyprofile.h"

#include "document/asciicase.h"
#include "metadata/metadataextractor.h"

#include <algorithm>

namespace core {

namespace {

// The words of s as Readability.js's _textSimilarity cuts them (forEachAsciiWord).
std::vector<std::string> articleBodyWords(std::string_view s)
{
    std::vector<std::string> words;
    forEachAsciiWord(s, [&](const std::string &w) { words.push_back(w); });
    return words;
}

// The length of words joined by single spaces.
size_t articleBodyJoinedLength(const std::vector<std::string> &words)
{
    size_t n = words.empty() ? 0 : words.size() - 1;
    for (const std::string &w : words)
        n += w.size();
    return n;
}

// A block's text: its text nodes, white space collapsed to single spaces and one space between
// two nodes (so that words in separate elements stay apart).
std::string articleBodyBlockText(const Document &doc, const ConsensusFeatures &features,
                                 const ConsensusFeatures::Block &block)
{
    std::string text;
    bool space = false;
    for (NodeId t : features.texts(block)) {
        space = !text.empty();
        for (char c : doc.text(t)) {
            if (isAsciiWhitespace(c)) {
                space = !text.empty();
                continue;
            }
            if (space)
                text += ' ';
            space = false;
            text += c;
        }
    }
    return text;
}

// Characters of UTF-8 text (its bytes that start a character).
size_t articleBodyChars(std::string_view text)
{
    return static_cast<size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

// Where a byline or date was read on the page: the elements a person sees it in (a byline
// class, rel=author, <time>, itemprop, the visible text), not <meta> or JSON-LD.
bool isArticleBodyVisibleSource(MetadataSource source)
{
    return source == MetadataSource::Byline || source == MetadataSource::TimeElement ||
           source == MetadataSource::Microdata || source == MetadataSource::VisibleText;
}

} // namespace

double ArticleBodyProfile::likeness(std::string_view title, std::string_view heading)
{
    const std::vector<std::string> a = articleBodyWords(title);
    const std::vector<std::string> b = articleBodyWords(heading);
    if (a.empty() || b.empty())
        return 0;
    std::vector<std::string> unique;
    for (const std::string &w : b)
        if (std::find(a.begin(), a.end(), w) == a.end())
            unique.push_back(w);
    return 1 - double(articleBodyJoinedLength(unique)) / double(articleBodyJoinedLength(b));
}

ArticleBodyProfile::Outcome ArticleBodyProfile::apply(const Document &doc,
                                                      const ConsensusFeatures &features,
                                                      std::span<const char> kept)
{
    const auto &blocks = features.blocks();
    Outcome out;
    out.drops.assign(blocks.size(), Drop::None);
    out.likeness.assign(blocks.size(), 0.0);
    out.bodyStart = blocks.size();

    // The titles the page declares (<title>, og:title, JSON-LD headline, ...), not its first
    // <h1>, which is the heading in question; the elements that show its author or dates.
    const Metadata meta = MetadataExtractor::extract(doc);
    std::vector<std::string> titles;
    for (const MetadataCandidate &c : meta[MetadataField::Title].candidates)
        if (c.source != MetadataSource::Heading && !c.value.empty() &&
            std::find(titles.begin(), titles.end(), c.value) == titles.end())
            titles.push_back(c.value);
    std::vector<NodeId> shown;
    for (MetadataField field :
         {MetadataField::Authors, MetadataField::Published, MetadataField::Modified})
        for (const MetadataCandidate &c : meta[field].candidates)
            if (c.node != kNoNode && isArticleBodyVisibleSource(c.source))
                shown.push_back(c.node);
    // The block holds such an element, or is inside one that is itself short (a byline box;
    // not a column whose loose text carries a date).
    auto showsAuthorOrDate = [&](NodeId block) {
        return std::any_of(shown.begin(), shown.end(), [&](NodeId n) {
            return doc.isAncestorOf(block, n) ||
                   (doc.isAncestorOf(n, block) && doc.subtreeChars(n) < kBylineMaxChars);
        });
    };

    bool headline = false;
    for (size_t b = 0; b < blocks.size() && b < kept.size(); ++b) {
        if (!kept[b])
            continue;
        const ConsensusFeatures::Block &block = blocks[b];
        const std::string text = articleBodyBlockText(doc, features, block);
        if (block.values[ConsensusFeatures::Heading] != 0) {
            const Tag tag = doc.node(block.node).tag;
            if (headline || (tag != Tag::h1 && tag != Tag::h2))
                continue;
            for (const std::string &title : titles) {
                const double l = likeness(title, text);
                if (l > kHeadlineLikeness && l > out.likeness[b]) {
                    out.likeness[b] = l;
                    out.title = title;
                }
            }
            if (out.likeness[b] > 0) {
                out.drops[b] = Drop::Headline;
                headline = true;
            }
            continue;
        }
        const size_t chars = articleBodyChars(text);
        if (chars < kBylineMaxChars &&
            (block.values[ConsensusFeatures::InMeta] != 0 || showsAuthorOrDate(block.node))) {
            out.drops[b] = Drop::Byline;
            continue;
        }
        if (chars >= kBodyMinChars || block.values[ConsensusFeatures::EndsSentence] != 0) {
            out.bodyStart = b;
            break;
        }
    }
    return out;
}

} // namespace core

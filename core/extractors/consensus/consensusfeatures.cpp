#include "consensusfeatures.h"

#include "document/asciicase.h"

#include "document/tagset.h"
#include "document/textrules.h"
#include "extraction/noscripttext.h"
#include "extraction/textassembler.h"
#include "extractors/attributehints.h"
#include "readabilityparagraphs.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace core {

namespace {

constexpr TagSet kHeadings = {Tag::h1, Tag::h2, Tag::h3, Tag::h4, Tag::h5, Tag::h6};
constexpr TagSet kFeatureListItems = {Tag::li, Tag::dt, Tag::dd};
constexpr TagSet kCells = {Tag::td, Tag::th};
constexpr TagSet kCaptions = {Tag::figcaption, Tag::caption, Tag::legend, Tag::summary};

using Feature = ConsensusFeatures::Feature;

// Context features (the block or an ancestor) and the hint that raises each.
constexpr std::pair<Feature, AttributeHints::Hint> kContext[] = {
    {Feature::InNavigation, AttributeHints::Navigation},
    {Feature::InHeader, AttributeHints::Header},
    {Feature::InFooter, AttributeHints::Footer},
    {Feature::InSidebar, AttributeHints::Sidebar},
    {Feature::InForm, AttributeHints::Form},
    {Feature::InComments, AttributeHints::Comments},
    {Feature::InSharing, AttributeHints::Sharing},
    {Feature::InRelated, AttributeHints::Related},
    {Feature::InBreadcrumb, AttributeHints::Breadcrumb},
    {Feature::InDialog, AttributeHints::Dialog},
    {Feature::InAdvert, AttributeHints::Advert},
    {Feature::InSignup, AttributeHints::Signup},
    {Feature::InMeta, AttributeHints::Meta},
    {Feature::InCommerce, AttributeHints::Commerce},
    {Feature::InHiddenClass, AttributeHints::HiddenClass},
    {Feature::InContent, AttributeHints::Content},
    {Feature::InMain, AttributeHints::Main},
    {Feature::InCode, AttributeHints::Code},
    {Feature::InTable, AttributeHints::Table},
};
// Not a markup hint: the <section> siblings cue shares the hints' bit mask.
constexpr std::uint32_t kInSections = 1u << 31;

// The last code point of s (UTF-8), 0 when s is empty; pos is set to where it starts.
char32_t lastCodePoint(std::string_view s, size_t &pos)
{
    if (s.empty())
        return 0;
    pos = s.size() - 1;
    while (pos > 0 && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80)
        --pos;
    size_t i = pos;
    return TextRules::decode(s, i);
}

// A sentence ends in . ! ? (or their CJK forms), possibly followed by closing quotes or brackets.
bool endsSentence(std::string_view text)
{
    while (!text.empty()) {
        size_t pos = 0;
        const char32_t c = lastCodePoint(text, pos);
        if (TextRules::isSpace(c) || c == U'"' || c == U'\'' || c == U')' || c == U'\u201D' ||
            c == U'\u2019' || c == U'\u00BB') {
            text = text.substr(0, pos);
            continue;
        }
        return c == U'.' || c == U'!' || c == U'?' || c == U'\u3002' || c == U'\uFF01' ||
               c == U'\uFF1F';
    }
    return false;
}

// The element itself is a block boundary: the text assembly puts every block-level element, and
// <body>, on lines of its own (TextAssembler).
bool isBlockElement(const Node &n)
{
    return n.isElement() && (isBlock(n.tag) || n.tag == Tag::body);
}

// The page types a page declares, as Meta* features: og:type values and schema.org types. The
// lists are schema.org's names for those kinds of page (https://schema.org/Article and its
// subtypes, /Product, /DiscussionForumPosting, /ItemList, /FAQPage); Open Graph's og:type
// values are "article" and, in the commerce extensions, "product" and "product.group".
constexpr std::pair<std::string_view, Feature> kSchemaTypes[] = {
    {"Article", Feature::MetaArticle},
    {"NewsArticle", Feature::MetaArticle},
    {"BlogPosting", Feature::MetaArticle},
    {"TechArticle", Feature::MetaArticle},
    {"ScholarlyArticle", Feature::MetaArticle},
    {"Report", Feature::MetaArticle},
    {"Product", Feature::MetaProduct},
    {"ProductGroup", Feature::MetaProduct},
    {"DiscussionForumPosting", Feature::MetaForum},
    {"QAPage", Feature::MetaForum},
    {"SocialMediaPosting", Feature::MetaForum},
    {"ItemList", Feature::MetaListing},
    {"CollectionPage", Feature::MetaListing},
    {"SearchResultsPage", Feature::MetaListing},
    {"OfferCatalog", Feature::MetaListing},
    {"FAQPage", Feature::MetaFaq},
};

void declareSchemaType(std::string_view type, std::array<bool, ConsensusFeatures::Count> &meta)
{
    // "http://schema.org/Product" and "schema:Product" name Product too.
    const size_t cut = type.find_last_of("/:");
    if (cut != std::string_view::npos)
        type.remove_prefix(cut + 1);
    for (const auto &[name, feature] : kSchemaTypes)
        if (type == name)
            meta[feature] = true;
}

// Every "@type" of a JSON-LD text, a string or an array of strings; a light scan, not a JSON
// parser: a malformed document yields what it can, never an error.
void scanJsonLd(std::string_view json, std::array<bool, ConsensusFeatures::Count> &meta)
{
    constexpr std::string_view kKey = "\"@type\"";
    for (size_t at = json.find(kKey); at != std::string_view::npos; at = json.find(kKey, at)) {
        size_t i = at + kKey.size();
        at = i; // the next search starts past this key, whatever follows it
        auto skipSpace = [&] {
            while (i < json.size() && std::isspace(static_cast<unsigned char>(json[i])))
                ++i;
        };
        skipSpace();
        if (i >= json.size() || json[i] != ':')
            continue;
        ++i;
        skipSpace();
        const bool array = i < json.size() && json[i] == '[';
        if (array)
            ++i;
        while (true) {
            skipSpace();
            if (i >= json.size() || json[i] != '"')
                break;
            const size_t close = json.find('"', i + 1);
            if (close == std::string_view::npos)
                break;
            declareSchemaType(json.substr(i + 1, close - i - 1), meta);
            i = close + 1;
            skipSpace();
            if (!array || i >= json.size() || json[i] != ',')
                break;
            ++i;
        }
        at = i;
    }
}

// The Meta* features of the page: <meta property="og:type"> and <script type=application/ld+json>.
std::array<bool, ConsensusFeatures::Count> declaredTypes(const Document &doc)
{
    std::array<bool, ConsensusFeatures::Count> meta{};
    for (NodeId i = 1; i < doc.size(); ++i) {
        const Node &nd = doc.node(i);
        if (!nd.isElement())
            continue;
        if (nd.tag == Tag::meta && asciiEqualsIgnoreCase(doc.attribute(i, "property"), "og:type")) {
            const std::string_view content = doc.attribute(i, "content");
            if (asciiEqualsIgnoreCase(content, "article"))
                meta[Feature::MetaArticle] = true;
            if (content.size() >= 7 && asciiEqualsIgnoreCase(content.substr(0, 7), "product"))
                meta[Feature::MetaProduct] = true;
        } else if (nd.tag == Tag::script &&
                   asciiEqualsIgnoreCase(doc.attribute(i, "type"), "application/ld+json")) {
            for (NodeId c = nd.firstChild; c != kNoNode; c = doc.node(c).nextSibling)
                if (doc.node(c).isText())
                    scanJsonLd(doc.text(c), meta);
        }
    }
    return meta;
}

} // namespace

ConsensusFeatures::ConsensusFeatures(const Document &doc, std::span<const Extractor *const> voters,
                                     std::span<const ExtractionResult *const> voterResults)
{
    if (voters.size() != kVoterCount)
        throw std::invalid_argument("consensus features: " + std::to_string(voters.size()) +
                                    " voters given, " + std::to_string(kVoterCount) + " expected");

    const NodeId n = doc.size();
    const auto N = static_cast<size_t>(n);
    const NodeId body = doc.body() != kNoNode ? doc.body() : doc.root();

    // Which text nodes are read: the visible wordful ones, and on an application shell whose
    // <noscript> holds enough words also those a browser without scripts shows there.
    const std::vector<char> inNoscript = NoscriptText::shown(doc);
    std::uint32_t noscriptWords = 0;
    for (NodeId i = 1; i < n; ++i) {
        const Node &nd = doc.node(i);
        if (nd.isText() && !nd.visible && inNoscript[static_cast<size_t>(i)])
            noscriptWords += nd.words;
    }
    m_fallback = NoscriptText::shell(doc) && noscriptWords >= kFallbackMinWords;
    std::vector<char> readable(N, 0);
    for (NodeId i = 0; i < n; ++i) {
        const Node &nd = doc.node(i);
        readable[static_cast<size_t>(i)] =
            nd.isText() && nd.words > 0 &&
            (nd.visible || (m_fallback && inNoscript[static_cast<size_t>(i)]));
    }

    // Pre-order passes: the block of every node, whether it is inside an anchor, the hints of it
    // and its ancestors, and prefix sums of the read words (subtree words in O(1)).
    std::vector<NodeId> blockOf(N, kNoNode);
    std::vector<char> inAnchor(N, 0);
    std::vector<std::uint32_t> hints(N, 0), ownHints(N, 0);
    std::vector<std::uint32_t> wordsBefore(N + 1, 0);
    for (NodeId i = 0; i < n; ++i) {
        const Node &nd = doc.node(i);
        const auto k = static_cast<size_t>(i);
        if (i == 0) {
            blockOf[k] = 0;
        } else {
            const auto p = static_cast<size_t>(nd.parent);
            blockOf[k] = isBlockElement(nd) ? i : blockOf[p];
            inAnchor[k] = (nd.isElement() && nd.tag == Tag::a) || inAnchor[p];
            // <html>'s and <body>'s classes describe the page (WordPress writes "has-sidebar
            // single-post" there), not a part of it.
            ownHints[k] = nd.isElement() && (nd.tag == Tag::html || nd.tag == Tag::body)
                              ? 0
                              : AttributeHints::of(doc, i);
            hints[k] = hints[p] | ownHints[k];
        }
        wordsBefore[k + 1] = wordsBefore[k] + (readable[k] ? nd.words : 0);
    }
    auto subtreeWords = [&](NodeId id) {
        return wordsBefore[static_cast<size_t>(doc.node(id).end)] -
               wordsBefore[static_cast<size_t>(id)];
    };
    const double pageWords = std::max<std::uint32_t>(1, wordsBefore[N]);

    // Sibling groups: element children of one parent with the same tag and class attribute,
    // counting only those with read words; kMinRepeat or more make a group. And <section>s with
    // a <section> sibling.
    struct Member
    {
        NodeId parent;
        std::size_t signature;
        NodeId node;
    };
    std::vector<Member> members;
    std::unordered_map<NodeId, std::uint32_t> sectionChildren;
    for (NodeId i = 1; i < n; ++i) {
        const Node &nd = doc.node(i);
        if (!nd.isElement() || subtreeWords(i) == 0)
            continue;
        const std::size_t signature =
            std::hash<std::string_view>()(doc.attribute(i, "class")) * 31 +
            static_cast<std::size_t>(nd.tag) +
            (nd.tag == Tag::Unknown ? std::hash<std::string_view>()(doc.name(i)) : 0);
        members.push_back({nd.parent, signature, i});
        if (nd.tag == Tag::section)
            ++sectionChildren[nd.parent];
    }
    std::sort(members.begin(), members.end(), [](const Member &a, const Member &b) {
        return a.parent != b.parent         ? a.parent < b.parent
               : a.signature != b.signature ? a.signature < b.signature
                                            : a.node < b.node;
    });
    struct Group
    {
        std::uint32_t size = 0;
        std::uint32_t words = 0;
        size_t firstMember = 0;
    };
    std::vector<Group> groups;
    std::vector<std::int32_t> groupOf(N, -1);
    for (size_t a = 0; a < members.size();) {
        size_t b = a;
        while (b < members.size() && members[b].parent == members[a].parent &&
               members[b].signature == members[a].signature)
            ++b;
        if (b - a >= kMinRepeat) {
            Group g;
            g.size = static_cast<std::uint32_t>(b - a);
            g.firstMember = a;
            for (size_t k = a; k < b; ++k) {
                g.words += subtreeWords(members[k].node);
                groupOf[static_cast<size_t>(members[k].node)] =
                    static_cast<std::int32_t>(groups.size());
            }
            groups.push_back(g);
        }
        a = b;
    }
    // The nearest repeated ancestor-or-self of every node, and the <section> siblings cue.
    std::vector<std::int32_t> repeated(N, -1);
    for (NodeId i = 1; i < n; ++i) {
        const Node &nd = doc.node(i);
        const auto k = static_cast<size_t>(i);
        const auto p = static_cast<size_t>(nd.parent);
        repeated[k] = groupOf[k] >= 0 ? groupOf[k] : repeated[p];
        if (nd.isElement() && nd.tag == Tag::section) {
            const auto it = sectionChildren.find(nd.parent);
            if (it != sectionChildren.end() && it->second >= 2)
                hints[k] |= kInSections;
        }
        if (hints[p] & kInSections)
            hints[k] |= kInSections;
    }

    // Blocks, in document order of their first text node.
    std::unordered_map<NodeId, std::uint32_t> blockIndex;
    std::vector<std::vector<NodeId>> textsOf;
    for (NodeId i = 0; i < n; ++i) {
        if (!readable[static_cast<size_t>(i)])
            continue;
        const NodeId b = blockOf[static_cast<size_t>(i)];
        auto [it, added] = blockIndex.try_emplace(b, static_cast<std::uint32_t>(m_blocks.size()));
        if (added) {
            m_blocks.push_back({});
            m_blocks.back().node = b;
            textsOf.emplace_back();
        }
        textsOf[it->second].push_back(i);
    }

    // The voters, each run once on the document; a partly chosen text node counts its words in
    // the chosen byte ranges.
    const size_t V = voters.size();
    m_shares.assign(m_blocks.size() * V, 0.f);
    std::vector<float> chosen(N, 0.f);
    for (size_t v = 0; v < V; ++v) {
        ExtractionResult r =
            v < voterResults.size() && voterResults[v] ? *voterResults[v] : voters[v]->run(doc);
        if (r.spans.empty() && !r.selected.empty())
            r.spans = TextAssembler::spansOf(doc, r.selected);
        std::fill(chosen.begin(), chosen.end(), 0.f);
        for (const TextSpan &s : r.spans) {
            if (s.begin >= s.end)
                continue;
            const Node &t = doc.node(s.node);
            const std::uint32_t words =
                s.begin == 0 && s.end >= t.textLength
                    ? t.words
                    : TextRules::countWords(doc.text(s.node).substr(s.begin, s.end - s.begin));
            float &c = chosen[static_cast<size_t>(s.node)];
            c = std::min<float>(static_cast<float>(t.words), c + static_cast<float>(words));
        }
        for (size_t b = 0; b < m_blocks.size(); ++b) {
            float sum = 0;
            for (NodeId t : textsOf[b])
                sum += chosen[static_cast<size_t>(t)];
            m_shares[b * V + v] = sum;
        }
    }

    const ReadabilityParagraphs readability(doc);
    // Per text: the blocks that have it, and the first of them.
    std::unordered_map<std::string, std::pair<std::uint32_t, std::uint32_t>> duplicates;
    std::vector<std::string> blockText(m_blocks.size());
    std::uint32_t before = 0;
    for (size_t b = 0; b < m_blocks.size(); ++b) {
        Block &blk = m_blocks[b];
        blk.firstText = static_cast<std::uint32_t>(m_textNodes.size());
        blk.textCount = static_cast<std::uint32_t>(textsOf[b].size());
        std::uint32_t anchorWords = 0;
        for (NodeId t : textsOf[b]) {
            m_textNodes.push_back(t);
            blk.words += doc.node(t).words;
            if (inAnchor[static_cast<size_t>(t)])
                anchorWords += doc.node(t).words;
            if (!blockText[b].empty())
                blockText[b].push_back(' ');
            blockText[b] += TextRules::normalize(doc.text(t));
        }
        const auto copy =
            duplicates.try_emplace(blockText[b], 0, static_cast<std::uint32_t>(b)).first;
        ++copy->second.first;
        blk.firstCopy = copy->second.second;

        const double words = blk.words;
        auto &x = blk.values;
        double voteSum = 0;
        for (size_t v = 0; v < V; ++v) {
            float &s = m_shares[b * V + v];
            s = words > 0 ? static_cast<float>(s / words) : 0.f;
            voteSum += s;
            blk.votes += s >= 0.5f;
        }
        x[VoteShare] = V > 0 ? static_cast<float>(voteSum / V) : 0.f;
        x[LogWords] = static_cast<float>(std::log1p(words));
        x[LinkShare] = static_cast<float>(anchorWords / std::max(1.0, words));
        x[EndsSentence] = endsSentence(blockText[b]) ? 1.f : 0.f;

        const Node &node = doc.node(blk.node);
        const Tag tag = node.tag;
        x[Heading] = kHeadings.contains(tag);
        x[Paragraph] = tag == Tag::p;
        x[ListItem] = kFeatureListItems.contains(tag);
        x[Cell] = kCells.contains(tag);
        x[Preformatted] = tag == Tag::pre;
        x[Caption] = kCaptions.contains(tag);
        x[Quote] = tag == Tag::blockquote;
        x[BodyText] = blk.node == body || blk.node == doc.root();
        x[ReadabilityLogParagraph] = static_cast<float>(std::log1p(readability.score(blk.node)));

        const std::uint32_t h = hints[static_cast<size_t>(blk.node)];
        for (const auto &[feature, hint] : kContext)
            x[feature] = (h & hint) ? 1.f : 0.f;
        x[InSections] = (h & kInSections) ? 1.f : 0.f;

        const std::int32_t g =
            blk.node > 0 ? repeated[static_cast<size_t>(node.parent)] : std::int32_t(-1);
        if (g >= 0) {
            const Group &grp = groups[static_cast<size_t>(g)];
            blk.repeatSize = grp.size;
            blk.group = g;
            x[InRepeated] = 1.f;
            x[RepeatLogSize] = static_cast<float>(std::log(double(grp.size)));
            x[RepeatShare] = static_cast<float>(grp.words / pageWords);
            x[RepeatLogItemWords] = static_cast<float>(std::log1p(double(grp.words) / grp.size));
        }
        x[SelfRepeated] = groupOf[static_cast<size_t>(blk.node)] >= 0;
        blk.ownGroup = groupOf[static_cast<size_t>(blk.node)];

        const double middle = (before + words / 2) / pageWords;
        x[Position] = static_cast<float>(middle);
        x[PositionSquared] = static_cast<float>(middle * middle);
        before += blk.words;

        bool fromNoscript = false;
        for (NodeId t : textsOf[b])
            fromNoscript = fromNoscript || !doc.node(t).visible;
        x[Fallback] = fromNoscript;
    }
    for (size_t b = 0; b < m_blocks.size(); ++b)
        m_blocks[b].values[LogDuplicates] =
            static_cast<float>(std::log(double(duplicates[blockText[b]].first)));

    // Containers: the blocks whose first text lies in the ancestor's subtree [id, end).
    std::vector<NodeId> firstTexts(m_blocks.size());
    for (size_t b = 0; b < m_blocks.size(); ++b)
        firstTexts[b] = m_textNodes[m_blocks[b].firstText];
    auto blocksIn = [&](NodeId ancestor) {
        const auto from = std::lower_bound(firstTexts.begin(), firstTexts.end(), ancestor);
        const auto to = std::lower_bound(from, firstTexts.end(), doc.node(ancestor).end);
        return std::pair<std::uint32_t, std::uint32_t>(
            static_cast<std::uint32_t>(from - firstTexts.begin()),
            static_cast<std::uint32_t>(to - firstTexts.begin()));
    };
    for (Block &blk : m_blocks) {
        NodeId up = blk.node;
        for (auto &range : blk.containers) {
            const NodeId parent = doc.node(up).parent;
            if (parent != kNoNode && parent != doc.root())
                up = parent;
            range = blocksIn(up);
        }
    }
    m_groups.resize(groups.size());
    for (size_t g = 0; g < groups.size(); ++g)
        for (size_t k = groups[g].firstMember; k < groups[g].firstMember + groups[g].size; ++k)
            m_groups[g].push_back(blocksIn(members[k].node));

    // The surroundings' votes and the page's features, once every block's own cues are known.
    const size_t count = m_blocks.size();
    std::vector<double> words(count + 1, 0), votes(count + 1, 0);
    std::array<double, Count> pageSum{};
    double highest = 0;
    for (size_t b = 0; b < count; ++b) {
        const Block &blk = m_blocks[b];
        words[b + 1] = words[b] + blk.words;
        votes[b + 1] = votes[b] + blk.words * double(blk.values[VoteShare]);
        for (Feature f : {LinkShare, InRepeated, InMain, Paragraph, EndsSentence})
            pageSum[f] += blk.words * double(blk.values[f]);
        highest = std::max(highest, double(blk.values[VoteShare]));
    }
    auto meanVotes = [&](size_t first, size_t last) {
        const double w = words[last] - words[first];
        return w > 0 ? (votes[last] - votes[first]) / w : 0.0;
    };
    const double totalWords = std::max(1.0, words[count]);
    const std::array<bool, Count> meta = declaredTypes(doc);
    float repeatMax = 0;
    for (const Block &blk : m_blocks)
        repeatMax = std::max(repeatMax, blk.values[RepeatShare]);
    for (size_t b = 0; b < count; ++b) {
        auto &x = m_blocks[b].values;
        x[PreviousVotes] = b > 0 ? m_blocks[b - 1].values[VoteShare] : 0.f;
        x[NextVotes] = b + 1 < count ? m_blocks[b + 1].values[VoteShare] : 0.f;
        for (size_t level = 0; level < kContainerLevels; ++level)
            x[ParentVotes + level] = static_cast<float>(meanVotes(
                m_blocks[b].containers[level].first, m_blocks[b].containers[level].second));
        x[PageVotes] = static_cast<float>(meanVotes(0, count));
        x[RelativeVotes] = highest > 0 ? static_cast<float>(x[VoteShare] / highest) : 0.f;
        x[PageLogBlocks] = static_cast<float>(std::log1p(double(count)));
        x[PageLogWords] = static_cast<float>(std::log1p(words[count]));
        x[PageLinkShare] = static_cast<float>(pageSum[LinkShare] / totalWords);
        x[PageRepeatedShare] = static_cast<float>(pageSum[InRepeated] / totalWords);
        x[PageRepeatMax] = repeatMax;
        x[PageMainShare] = static_cast<float>(pageSum[InMain] / totalWords);
        x[PageParagraphShare] = static_cast<float>(pageSum[Paragraph] / totalWords);
        x[PageSentenceShare] = static_cast<float>(pageSum[EndsSentence] / totalWords);
        for (Feature f : {MetaArticle, MetaProduct, MetaForum, MetaListing, MetaFaq})
            x[f] = meta[f] ? 1.f : 0.f;
    }
}

} // namespace core

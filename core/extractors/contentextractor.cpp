#include "document/tagset.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <cstdio>

namespace core {

namespace {

// `content-extractor`: Elsts' ContentExtractor (Elsts 2008), a port of its PHP source.
//
// The paper's (the PHP class): pass 1 (HeuristicRemove) removes $removed_tags and
// comments and gathers statistics: every <a> counts as one link; the text of every text node
// whose parent is not <a> is appended to one string of unlinked text, split into words on
// /[\s|?!.,]+/; every element with such a text child is one text block. Automatic thresholds:
// link ratio = links / unlinked words × 1.3 (0.04 when there are no words), minimum text length
// = strlen(unlinked text) / text blocks. Pass 2 (ContainerRemove), depth first, children first:
// per node, link count = children's link counts + 1 per <a> child; word count = non-<a>
// children's word counts (deleted ones too) + the words of its own text children's joined text
// split on /[\s|?!.,\[\]]+/; text length = kept children's lengths + strlen of its own trimmed
// text. A $container_tags element is deleted when links / words (1 without words) is above the
// ratio, or, unless it is in $ignore_len_tags, its text length is below the minimum or its word
// count below $min_words. The root (<html>) is never deleted: the PHP drops its verdict.
// PHP quirks kept on purpose: text nodes are joined without a separator before splitting;
// array_filter() drops a word that is exactly "0"; lengths are strlen(), i.e. UTF-8 bytes; the
// minimum length uses the untrimmed text when the ratio was given by hand; a deleted child's
// links and words still count for its parent.
//
// The project's documented choices: the text is core's decoded, whitespace-collapsed text
// (Document::text; the PHP's own sanitize_text() maps NBSP and other spaces to blanks, collapsing
// goes further: a run of layout white space counts 1 byte, not its source length); invisible
// nodes (the shared visible-text rule: head, title, hidden elements) are absent like removed
// ones, so <title> does not enter the averages; whitespace-only text nodes are kept, as
// DOMDocument::loadHTML keeps them, so an element with one counts as a text block; a <tbody> the
// parser inserted (libxml2, the PHP's parser, inserts none) is transparent; when a page has no
// text block the automatic minimum is 0 (the PHP divides by zero); the copy of the source in
// Elsts 2008 lost the contents of $ignore_len_tags: the project takes "span", which keeps the
// length test off the inline spans inside a paragraph (container_tags lists span); a parameter
// value of 0 means "automatic", as in the PHP, where extract()'s `$ratio == null` also holds for 0.

// Elsts 2008: $container_tags.
constexpr TagSet kContainerTags = {Tag::div,   Tag::table, Tag::td,    Tag::th,     Tag::tr,
                                   Tag::tbody, Tag::thead, Tag::tfoot, Tag::col,    Tag::colgroup,
                                   Tag::ul,    Tag::ol,    Tag::html,  Tag::center, Tag::span};
// Elsts 2008: $removed_tags ('#comment' is handled by node kind).
constexpr TagSet kContentRemovedTags = {Tag::script, Tag::noscript, Tag::style,  Tag::form,
                                        Tag::meta,   Tag::input,    Tag::iframe, Tag::embed,
                                        Tag::hr,     Tag::img,      Tag::link,   Tag::label};
// Project choice (see above): the lost $ignore_len_tags.
constexpr TagSet kIgnoreLenTags = {Tag::span};
// Elsts 2008: $link_text_ratio *= 1.3.
constexpr double kRatioFactor = 1.3;
// Elsts 2008: var $link_text_ratio = 0.04, kept when the page has no unlinked words.
constexpr double kFallbackRatio = 0.04;
// Elsts 2008: var $min_words = 0.
constexpr double kMinWords = 0;
// Automatic (Elsts 2008: extract($text, $ratio = null, $min_len = null)).
constexpr double kAutomatic = 0;
// Traces (docs/traces.md): one step per removed tag and per container verdict for the first
// kContentTraceNodes each. Project choice: a page's first screens of nodes.
constexpr std::size_t kContentTraceNodes = 300;

// The PHP's sanitize_text() + preg_split() + array_filter() + strlen() over text that the PHP
// concatenates piece by piece, streamed so that nothing is copied. Core's collapsed text holds
// no white space other than ' ', so trim() only strips blanks.
class PhpTextMeasure
{
public:
    explicit PhpTextMeasure(bool splitOnBrackets) : m_brackets(splitOnBrackets) {}

    void add(std::string_view s)
    {
        for (char ch : s) {
            ++m_bytes;
            if (ch == ' ') {
                (m_seen ? m_trail : m_lead) += 1;
            } else {
                m_seen = true;
                m_trail = 0;
            }
            if (isDelimiter(ch)) {
                endWord();
            } else {
                m_zero = m_wordBytes == 0 && ch == '0';
                ++m_wordBytes;
            }
        }
    }
    // Words after array_filter(), which drops empty strings and "0".
    std::uint32_t words()
    {
        endWord();
        return m_words;
    }
    // strlen(trim(text)).
    std::uint32_t trimmedBytes() const { return m_seen ? m_bytes - m_lead - m_trail : 0; }
    std::uint32_t bytes() const { return m_bytes; }

private:
    bool isDelimiter(char ch) const
    {
        return ch == ' ' || ch == '|' || ch == '?' || ch == '!' || ch == '.' || ch == ',' ||
               (m_brackets && (ch == '[' || ch == ']'));
    }
    void endWord()
    {
        if (m_wordBytes > 0 && !(m_wordBytes == 1 && m_zero))
            ++m_words;
        m_wordBytes = 0;
        m_zero = false;
    }

    bool m_brackets;
    bool m_seen = false, m_zero = false;
    std::uint32_t m_bytes = 0, m_lead = 0, m_trail = 0, m_wordBytes = 0, m_words = 0;
};

class ContentExtractor final : public TracedExtractor
{
public:
    const ExtractorInfo &info() const override
    {
        static const ExtractorInfo i{
            "content-extractor",
            "ContentExtractor (Elsts)",
            "Elsts 2008",
            ExtractorInput::Dom,
            "Removes uninteresting tags, then deletes containers with too many links per "
            "unlinked word or too little text; thresholds default to the page's averages.",
            {{"ratio", ParamDescriptor::Type::Real, kAutomatic, 0, 100, 0.01,
              "delete a container with more links per unlinked word; 0 = automatic "
              "(ratio-factor x the page's links / unlinked words)",
              "Elsts 2008: extract($ratio = null); PHP's null == 0"},
             {"ratio-factor", ParamDescriptor::Type::Real, kRatioFactor, 0.1, 10, 0.05,
              "factor on the page's average for the automatic ratio",
              "Elsts 2008: $link_text_ratio *= 1.3"},
             {"min-length", ParamDescriptor::Type::Real, kAutomatic, 0, 1e6, 1,
              "delete a container with less text (bytes); 0 = automatic (the page's average "
              "text block length)",
              "Elsts 2008: extract($min_len = null)"},
             {"min-words", ParamDescriptor::Type::Integer, kMinWords, 0, 1e6, 1,
              "delete a container with fewer unlinked words", "Elsts 2008: var $min_words = 0"}}};
        return i;
    }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override;
};

ExtractionResult ContentExtractor::compute(const Document &doc, const ParamValues &values,
                                           Trace *trace) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    ExtractionResult r;
    const NodeId root = doc.htmlElement();
    if (root == kNoNode) {
        r.summary = "no <html> element";
        return r;
    }
    const auto n = static_cast<size_t>(doc.size());
    const NodeId end = doc.node(root).end;

    // Pass 1 (HeuristicRemove): which nodes survive, and the statistics, in document order (the
    // PHP's recursion appends text nodes in document order too).
    std::vector<char> present(n, 0);
    present[static_cast<size_t>(root)] = 1;
    std::uint32_t totalLinks = 0, textBlocks = 0;
    PhpTextMeasure unlinked(false);
    std::vector<char> isTextBlock(n, 0);
    if (trace)
        trace->phase("pass 1", "HeuristicRemove: remove the uninteresting tags and comments, and "
                               "count links, unlinked words and text blocks.");
    Trace::Items removedSteps(trace, "removed tags", kContentTraceNodes);
    for (NodeId i = root + 1; i < end; ++i) {
        const Node &node = doc.node(i);
        const auto k = static_cast<size_t>(i);
        const bool parentPresent = present[static_cast<size_t>(node.parent)];
        const bool removedTag = node.isElement() && kContentRemovedTags.contains(node.tag);
        if (parentPresent && removedTag) {
            r.judgements.push_back(
                {i, -1, false, 0, {"removed tag: never content (Elsts 2008 $removed_tags)"}});
            if (TraceStep *s = removedSteps.next())
                s->node(i).say("<" + std::string(doc.name(i)) +
                               "> is one of $removed_tags: removed with its subtree.");
        }
        if (!parentPresent || removedTag || !node.visible || node.kind == NodeKind::Comment)
            continue;
        present[k] = 1;
        if (node.isElement() && node.tag == Tag::a)
            ++totalLinks;
        const Node &parent = doc.node(node.parent);
        if (node.isText() && parent.tag != Tag::a) {
            unlinked.add(doc.text(i));
            auto &flag = isTextBlock[static_cast<size_t>(node.parent)];
            if (!flag) {
                flag = 1;
                ++textBlocks;
            }
        }
    }

    const bool autoRatio = values.at(0) == kAutomatic;
    const bool autoLength = values.at(2) == kAutomatic;
    const std::uint32_t unlinkedWords = unlinked.words();
    double ratio = values.at(0);
    if (autoRatio)
        ratio =
            unlinkedWords > 0 ? double(totalLinks) / unlinkedWords * values.at(1) : kFallbackRatio;
    double minLength = values.at(2);
    if (autoLength)
        minLength =
            textBlocks == 0
                ? 0
                : double(autoRatio ? unlinked.trimmedBytes() : unlinked.bytes()) / textBlocks;
    const double minWords = values.at(3);
    removedSteps.finish();
    if (trace) {
        TraceStep &s = trace->add(TraceStep::Kind::Decision);
        s.node(root)
            .number("links", totalLinks)
            .number("unlinked words", unlinkedWords)
            .number("factor", values.at(1))
            .number("ratio", ratio)
            .number("text bytes", autoRatio ? unlinked.trimmedBytes() : unlinked.bytes())
            .number("text blocks", textBlocks)
            .number("minimum length", minLength)
            .number("minimum words", minWords);
        std::string text = !autoRatio ? "The link ratio threshold is {ratio}, as given; "
                           : unlinkedWords > 0
                               ? "{links} links / {unlinked words} unlinked words × {factor} = "
                                 "link ratio threshold {ratio}; "
                               : "No unlinked words: the link ratio threshold is the PHP's "
                                 "default, {ratio}; ";
        text += !autoLength       ? "the minimum length is {minimum length}, as given"
                : textBlocks == 0 ? "no text block: the minimum length is 0"
                                  : "{text bytes} bytes of unlinked text / {text blocks} text "
                                    "blocks = minimum length {minimum length}";
        s.say(text + "; minimum words {minimum words}.");
        trace->phase("pass 2", "ContainerRemove, children before parents: a container is "
                               "deleted when its links per unlinked word are above the "
                               "threshold, or its text is shorter than the minimum.");
    }
    Trace::Items containerSteps(trace, "containers", kContentTraceNodes);
    // Pass 2 (ContainerRemove): children before parents, i.e. the pre-order array backwards.
    std::vector<std::uint32_t> links(n, 0), words(n, 0), length(n, 0);
    std::vector<char> deleted(n, 0);
    std::uint32_t containers = 0, deletedCount = 0;
    for (NodeId i = end - 1; i >= root; --i) {
        const Node &node = doc.node(i);
        const auto k = static_cast<size_t>(i);
        if (!present[k] || !node.isElement())
            continue;
        PhpTextMeasure own(true);
        for (NodeId c = node.firstChild; c != kNoNode; c = doc.node(c).nextSibling) {
            const auto ck = static_cast<size_t>(c);
            if (!present[ck])
                continue;
            const Node &child = doc.node(c);
            if (child.isText()) {
                own.add(doc.text(c));
                continue;
            }
            if (!deleted[ck])
                length[k] += length[ck];
            links[k] += links[ck];
            if (child.tag == Tag::a)
                ++links[k];
            else
                words[k] += words[ck];
        }
        words[k] += own.words();
        length[k] += own.trimmedBytes();

        const bool impliedTbody = node.tag == Tag::tbody && node.startTagLength == 0;
        if (i == root || impliedTbody || !kContainerTags.contains(node.tag))
            continue;
        ++containers;
        const double w = words[k], len = length[k];
        const double linkRatio = words[k] > 0 ? links[k] / w : 1;
        const bool tooLinked = linkRatio > ratio;
        const bool lengthTest = !kIgnoreLenTags.contains(node.tag);
        const bool tooShort = lengthTest && (len < minLength || w < minWords);
        deleted[k] = tooLinked || tooShort;
        deletedCount += deleted[k];
        Reason reason;
        if (tooLinked && tooShort)
            reason = {"link ratio {0} > {1} and text length {2} < minimum {3}: deleted",
                      {linkRatio, ratio, len, minLength}};
        else if (tooLinked && words[k] == 0)
            reason = {"link ratio {0} (the PHP's default: {1} links, no unlinked words) > {3}: "
                      "deleted",
                      {linkRatio, double(links[k]), w, ratio}};
        else if (tooLinked)
            reason = {"link ratio {0} = {1} links / {2} unlinked words > {3}: deleted",
                      {linkRatio, double(links[k]), w, ratio}};
        else if (tooShort)
            reason = {"text length {0} < minimum {1} or words {2} < minimum {3}: deleted",
                      {len, minLength, w, minWords}};
        else if (lengthTest)
            reason = {"link ratio {0} <= {1}, text length {2} >= minimum {3}: kept",
                      {linkRatio, ratio, len, minLength}};
        else if (words[k] == 0)
            reason = {"link ratio {0} (the PHP's default: {1} links, no unlinked words) <= {3}: "
                      "kept (no length test for span)",
                      {linkRatio, double(links[k]), w, ratio}};
        else
            reason = {"link ratio {0} = {1} links / {2} unlinked words <= {3}: kept (no length "
                      "test for span)",
                      {linkRatio, double(links[k]), w, ratio}};
        r.judgements.push_back({i, -1, !deleted[k], linkRatio, reason});
        if (TraceStep *s =
                containerSteps.next(deleted[k] ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
            s->node(i)
                .number("links", links[k])
                .number("words", w)
                .number("link ratio", linkRatio)
                .number("threshold", ratio)
                .number("length", len)
                .number("minimum length", lengthTest ? minLength : 0)
                .number("minimum words", minWords)
                .say("<" + std::string(doc.name(i)) + ">: " +
                     (words[k] > 0 ? "{links} links / {words} unlinked words = {link ratio}"
                                   : "{links} links, no unlinked words: link ratio {link "
                                     "ratio} (the PHP's default)") +
                     (tooLinked ? " > {threshold}" : " <= {threshold}") +
                     (!lengthTest       ? "; no length test for <span>"
                      : len < minLength ? "; {length} bytes of text < {minimum length}"
                                        : "; {length} bytes of text >= {minimum length}") +
                     (lengthTest && w < minWords ? "; {words} words < {minimum words}" : "") +
                     (deleted[k] ? ": deleted." : ": kept."));
    }
    containerSteps.finish();

    // What is left: visible text of present nodes outside deleted containers.
    std::vector<char> gone(n, 0);
    for (NodeId i = root; i < end; ++i) {
        const auto k = static_cast<size_t>(i);
        const Node &node = doc.node(i);
        gone[k] =
            !present[k] || deleted[k] || (i != root && gone[static_cast<size_t>(node.parent)]);
        if (!gone[k] && node.isText() && node.words > 0)
            r.spans.push_back(TextAssembler::wholeNode(doc, i));
    }
    r.selected = TextAssembler::cover(doc, r.spans);
    r.text = TextAssembler::assemble(doc, r.spans);

    // Without unlinked words the automatic threshold is the PHP's default, not a quotient.
    char ratioSource[96];
    if (autoRatio && unlinkedWords == 0)
        std::snprintf(ratioSource, sizeof ratioSource,
                      "the PHP's default: %u links, no unlinked words", totalLinks);
    else
        std::snprintf(ratioSource, sizeof ratioSource, "%u links / %u unlinked words", totalLinks,
                      unlinkedWords);
    char summary[320];
    std::snprintf(summary, sizeof summary,
                  "link ratio threshold %.4g%s (%s), minimum length %.4g%s (%u bytes / %u text "
                  "blocks); deleted %u of %u containers",
                  ratio, autoRatio ? " auto" : "", ratioSource, minLength,
                  autoLength ? " auto" : "", autoRatio ? unlinked.trimmedBytes() : unlinked.bytes(),
                  textBlocks, deletedCount, containers);
    r.summary = summary;
    return r;
}

} // namespace

const Extractor &contentExtractor()
{
    static const ContentExtractor e;
    return e;
}

} // namespace core

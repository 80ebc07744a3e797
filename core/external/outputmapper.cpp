#include "outputmapper.h"

#include "document/asciicase.h"

#include "document/spacedelimited.h"
#include "document/textrules.h"
#include "extraction/textassembler.h"
#include "measures/hirschberg.h"
#include "measures/spancomparison.h"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace core {

namespace {

// Project choice: a stretch of the main alignment shorter than this, not bordered by kept
// stretches on both sides, is a chance pairing of common words ("of the", "by") between text the
// page does not have and page text the output does not use, not the output's text: it is dropped.
constexpr std::size_t kMinRunWords = 3;
// Project choice: stretches of the main alignment one word apart (a word the program added or
// left out, or spelled otherwise: the same first this many bytes) form one stretch for
// kMinRunWords.
constexpr std::size_t kSameWordPrefix = 3;
// Project choice: a stretch found out of order, or repeated, must be at least this long; shorter
// ones ("one of the") occur by chance all over a long page.
constexpr std::size_t kMinMovedWords = 5;
// Project choice: passes over the rest of the output and the rest of the page; each finds the
// reordered stretches that fit one order, and real outputs reorder a title or one block.
constexpr int kMaxReorderPasses = 4;

// Project choice: an output word the page lacks is tried as a join of at most this many page
// words, if it is at most this long (the search is quadratic in its length); longer joins are
// rare and a long unknown word is rather a word the page does not have.
constexpr int kMaxJoinedWords = 3;
constexpr std::size_t kMaxJoinedBytes = 64;

bool isSeparator(char32_t c)
{
    if (c < 0x80)
        return !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
    return TextRules::isSpace(c) || (c >= 0xA1 && c <= 0xBF) || c == 0xD7 || c == 0xF7 ||
           (c >= 0x2010 && c <= 0x205E) || // general punctuation
           (c >= 0x2190 && c <= 0x2BFF) || // arrows, symbols, boxes
           (c >= 0x3000 && c <= 0x303F) || // CJK punctuation
           (c >= 0xFE30 && c <= 0xFE4F) || // CJK compatibility forms
           (c >= 0xFF01 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) || c == 0xFEFF;
}

// Scripts written without spaces: every character is a word.
bool isIdeographic(char32_t c)
{
    return (c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x9FFF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x2FA1F);
}

// Calls emit(begin, end) for every word of s (byte offsets).
template <typename F> void forEachWord(std::string_view s, F &&emit)
{
    std::size_t i = 0, begin = 0;
    bool inWord = false;
    while (i < s.size()) {
        const std::size_t at = i;
        const char32_t c = TextRules::decode(s, i);
        if (isSeparator(c) || isIdeographic(c)) {
            if (inWord)
                emit(begin, at);
            inWord = false;
            if (isIdeographic(c))
                emit(at, i);
        } else if (!inWord) {
            inWord = true;
            begin = at;
        }
    }
    if (inWord)
        emit(begin, s.size());
}

// Dense ids of case-folded words: equal words, equal ids, no collisions.
class Dictionary
{
public:
    std::uint32_t id(std::string_view word)
    {
        fold(word);
        return m_ids.try_emplace(m_key, static_cast<std::uint32_t>(m_ids.size())).first->second;
    }
    // The id of a word already known, or kNone.
    std::uint32_t find(std::string_view word)
    {
        fold(word);
        const auto it = m_ids.find(m_key);
        return it == m_ids.end() ? kNone : it->second;
    }
    std::uint32_t size() const { return static_cast<std::uint32_t>(m_ids.size()); }

    static constexpr std::uint32_t kNone = ~std::uint32_t{0};

private:
    void fold(std::string_view word)
    {
        m_key.assign(word);
        for (char &c : m_key)
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
    }

private:
    std::unordered_map<std::string, std::uint32_t> m_ids;
    std::string m_key;
};

// Splits word into 2..kMaxJoinedWords pieces that are all page words (ids below vocabulary),
// preferring fewer pieces; fills cut[0..pieces] with the boundaries and returns the number of
// pieces, 0 when there is no such split. Cuts fall on code point boundaries.
int splitJoined(std::string_view word, Dictionary &dictionary, std::uint32_t vocabulary,
                std::size_t (&cut)[kMaxJoinedWords + 1])
{
    auto isPageWord = [&](std::size_t from, std::size_t to) {
        const std::uint32_t id = dictionary.find(word.substr(from, to - from));
        return id != Dictionary::kNone && id < vocabulary;
    };
    auto boundary = [&](std::size_t at) {
        return at < word.size() && (static_cast<unsigned char>(word[at]) & 0xC0) != 0x80;
    };
    for (std::size_t i = 1; i < word.size(); ++i) {
        if (!boundary(i) || !isPageWord(0, i))
            continue;
        if (isPageWord(i, word.size())) {
            cut[0] = 0, cut[1] = i, cut[2] = word.size();
            return 2;
        }
    }
    static_assert(kMaxJoinedWords == 3);
    for (std::size_t i = 1; i < word.size(); ++i) {
        if (!boundary(i) || !isPageWord(0, i))
            continue;
        for (std::size_t j = i + 1; j < word.size(); ++j)
            if (boundary(j) && isPageWord(i, j) && isPageWord(j, word.size())) {
                cut[0] = 0, cut[1] = i, cut[2] = j, cut[3] = word.size();
                return 3;
            }
    }
    return 0;
}

struct PageWord
{
    NodeId node = kNoNode;
    NodeId block = kNoNode;                   // the nearest block-level element (judgement unit)
    std::uint32_t spanBegin = 0, spanEnd = 0; // in Document::text(node), see map()
    std::uint32_t begin = 0, end = 0;         // the word itself
};

// A white-space delimited word of the page without letters or digits, and the index of the
// page word after it.
struct Mark
{
    PageWord where;
    std::size_t next = 0;
};

struct OutputWord
{
    std::uint32_t begin = 0, end = 0; // in the output text
};

enum class Found : std::uint8_t { No, InOrder, Moved, Repeated };

struct Run
{
    std::size_t a = 0, b = 0, length = 0; // a[a + k] pairs with b[b + k]
};

// Maximal stretches of pairs consecutive in both sequences; positions through the maps.
std::vector<Run> runsOf(const std::vector<Hirschberg::Pair> &pairs,
                        const std::vector<std::uint32_t> &aAt,
                        const std::vector<std::uint32_t> &bAt)
{
    std::vector<Run> runs;
    for (const Hirschberg::Pair &p : pairs) {
        const std::size_t a = aAt[p.a], b = bAt[p.b];
        if (!runs.empty() && runs.back().a + runs.back().length == a &&
            runs.back().b + runs.back().length == b)
            ++runs.back().length;
        else
            runs.push_back({a, b, 1});
    }
    return runs;
}

std::vector<std::uint32_t> identity(std::size_t n)
{
    std::vector<std::uint32_t> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = static_cast<std::uint32_t>(i);
    return v;
}

} // namespace

OutputMapping OutputMapper::map(const Document &doc, std::string text)
{
    OutputMapping m;
    Dictionary dictionary;

    // The page's visible words, in document order (the text nodes TextAssembler counts).
    std::vector<PageWord> page;
    std::vector<std::uint32_t> pageIds;
    std::vector<Mark> marks;
    for (NodeId id = 0; id < doc.size(); ++id) {
        const Node &n = doc.node(id);
        if (!n.isText() || !n.visible || n.words == 0)
            continue;
        const std::string_view s = doc.text(id);
        const NodeId block = TextAssembler::blockOf(doc, id);
        // Whitespace-delimited words first, so that a span takes the punctuation around its words.
        forEachSpaceDelimited(s, [&](std::size_t wordBegin, std::size_t wordEnd) {
            // Each word of it spans up to the next one, the first from the white space before
            // and the last to the white space after: spans take the punctuation around words.
            const std::string_view whole = s.substr(wordBegin, wordEnd - wordBegin);
            const std::size_t first = page.size();
            forEachWord(whole, [&](std::size_t b, std::size_t e) {
                if (page.size() > first)
                    page.back().spanEnd = static_cast<std::uint32_t>(wordBegin + b);
                const auto from = static_cast<std::uint32_t>(wordBegin + b),
                           to = static_cast<std::uint32_t>(wordBegin + e);
                page.push_back({id, block, from, to, from, to});
                pageIds.push_back(dictionary.id(whole.substr(b, e - b)));
            });
            if (page.size() > first) {
                page[first].spanBegin = static_cast<std::uint32_t>(wordBegin);
                page.back().spanEnd = static_cast<std::uint32_t>(wordEnd);
            } else {
                // Punctuation alone ("." after a link, "|" between items): kept with its words.
                const auto from = static_cast<std::uint32_t>(wordBegin),
                           to = static_cast<std::uint32_t>(wordEnd);
                marks.push_back({{id, block, from, to, from, to}, page.size()});
            }
        });
    }

    // The output's words. A word the page lacks may be two or three page words the program
    // joined: text nodes of inline elements without white space between them ("Credit" and
    // "Kevin" become "CreditKevin"); it is split where all its pieces are page words.
    const std::uint32_t pageVocabulary = dictionary.size();
    std::vector<OutputWord> output;
    std::vector<std::uint32_t> outputIds;
    forEachWord(text, [&](std::size_t b, std::size_t e) {
        const std::string_view word = std::string_view(text).substr(b, e - b);
        const std::uint32_t id = dictionary.find(word);
        std::size_t cut[kMaxJoinedWords + 1] = {};
        if (id == Dictionary::kNone && word.size() <= kMaxJoinedBytes) {
            const int pieces = splitJoined(word, dictionary, pageVocabulary, cut);
            for (int k = 0; k < pieces; ++k) {
                output.push_back({static_cast<std::uint32_t>(b + cut[k]),
                                  static_cast<std::uint32_t>(b + cut[k + 1])});
                outputIds.push_back(dictionary.find(word.substr(cut[k], cut[k + 1] - cut[k])));
            }
            if (pieces > 0)
                return;
        }
        output.push_back({static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e)});
        outputIds.push_back(id != Dictionary::kNone ? id : dictionary.id(word));
    });

    std::vector<Found> found(output.size(), Found::No);
    std::vector<char> kept(page.size(), 0);

    // Pass 1: the main alignment, without its chance pairings.
    {
        const std::vector<Run> runs = runsOf(Hirschberg::align(outputIds, pageIds),
                                             identity(output.size()), identity(page.size()));
        // Stretches one word apart in both texts (a word changed, added or left out) count
        // together.
        auto linked = [&](const Run &x, const Run &y) {
            const std::size_t gapA = y.a - (x.a + x.length), gapB = y.b - (x.b + x.length);
            if (gapA + gapB == 1)
                return true; // a word added or left out
            if (gapA != 1 || gapB != 1)
                return false;
            // A word changed: only the same word spelled otherwise ("café", "caf\uFFFD"),
            // not another word in its place ("First paragraph", "Second paragraph").
            const OutputWord &o = output[y.a - 1];
            const PageWord &w = page[y.b - 1];
            const std::string_view ow = std::string_view(text).substr(o.begin, o.end - o.begin);
            const std::string_view pw = doc.text(w.node).substr(w.begin, w.end - w.begin);
            if (ow.size() < kSameWordPrefix || pw.size() < kSameWordPrefix)
                return false;
            return asciiEqualsIgnoreCase(ow.substr(0, kSameWordPrefix),
                                         pw.substr(0, kSameWordPrefix));
        };
        std::vector<char> keep(runs.size(), 0);
        for (std::size_t first = 0; first < runs.size();) {
            std::size_t last = first, words = runs[first].length;
            while (last + 1 < runs.size() && linked(runs[last], runs[last + 1]))
                words += runs[++last].length;
            for (std::size_t r = first; r <= last; ++r)
                keep[r] = words >= kMinRunWords || output.size() < kMinRunWords;
            first = last + 1;
        }
        auto touches = [&](const Run &x, const Run &y) { // x right before y in either text
            return x.a + x.length == y.a || x.b + x.length == y.b;
        };
        // A short stretch is text when kept stretches (or the ends of the texts) border it on
        // both sides, as a short heading between two paragraphs does.
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t r = 0; r < runs.size(); ++r) {
                if (keep[r])
                    continue;
                const Run &x = runs[r];
                const bool before =
                    r > 0 ? keep[r - 1] && touches(runs[r - 1], x) : x.a == 0 || x.b == 0;
                const bool after = r + 1 < runs.size() ? keep[r + 1] && touches(x, runs[r + 1])
                                                       : x.a + x.length == output.size() ||
                                                             x.b + x.length == page.size();
                if (before && after) {
                    keep[r] = 1;
                    changed = true;
                }
            }
        }
        for (std::size_t r = 0; r < runs.size(); ++r)
            for (std::size_t k = 0; keep[r] && k < runs[r].length; ++k) {
                found[runs[r].a + k] = Found::InOrder;
                kept[runs[r].b + k] = 1;
            }
    }

    // The output words still unplaced, with their positions.
    auto rest = [&](std::vector<std::uint32_t> &at) {
        at.clear();
        std::vector<std::uint32_t> ids;
        for (std::size_t i = 0; i < output.size(); ++i)
            if (found[i] == Found::No) {
                at.push_back(static_cast<std::uint32_t>(i));
                ids.push_back(outputIds[i]);
            }
        return ids;
    };

    // Pass 2: reordered stretches, the rest of the output against the rest of the page.
    for (int pass = 0; pass < kMaxReorderPasses; ++pass) {
        std::vector<std::uint32_t> outAt, pageAt, restPage;
        const std::vector<std::uint32_t> restOut = rest(outAt);
        for (std::size_t j = 0; j < page.size(); ++j)
            if (!kept[j]) {
                pageAt.push_back(static_cast<std::uint32_t>(j));
                restPage.push_back(pageIds[j]);
            }
        bool any = false;
        for (const Run &run : runsOf(Hirschberg::align(restOut, restPage), outAt, pageAt)) {
            if (run.length < kMinMovedWords)
                continue;
            any = true;
            for (std::size_t k = 0; k < run.length; ++k) {
                found[run.a + k] = Found::Moved;
                kept[run.b + k] = 1;
            }
        }
        if (!any)
            break;
    }

    // Pass 3: text the output repeats, the rest of the output against the whole page.
    {
        std::vector<std::uint32_t> outAt;
        const std::vector<std::uint32_t> restOut = rest(outAt);
        for (const Run &run :
             runsOf(Hirschberg::align(restOut, pageIds), outAt, identity(page.size())))
            for (std::size_t k = 0; run.length >= kMinMovedWords && k < run.length; ++k)
                found[run.a + k] = Found::Repeated;
    }

    // Counts, and the stretches of the output that are not on the page.
    m.outputWords = output.size();
    for (std::size_t i = 0; i < output.size(); ++i) {
        switch (found[i]) {
        case Found::InOrder:
            ++m.inOrder;
            break;
        case Found::Moved:
            ++m.moved;
            break;
        case Found::Repeated:
            ++m.repeated;
            break;
        case Found::No: {
            std::size_t last = i;
            while (last + 1 < output.size() && found[last + 1] == Found::No)
                ++last;
            m.result.offPage.push_back(
                text.substr(output[i].begin, output[last].end - output[i].begin));
            m.notOnPage += last - i + 1;
            i = last;
            break;
        }
        }
    }

    // Spans over the kept words, and over punctuation between kept words of a block or after
    // the last kept word of a block.
    ExtractionResult &r = m.result;
    for (std::size_t j = 0; j < page.size(); ++j) {
        if (!kept[j])
            continue;
        std::size_t last = j;
        while (last + 1 < page.size() && kept[last + 1] && page[last + 1].node == page[j].node)
            ++last;
        r.spans.push_back({page[j].node, page[j].spanBegin, page[last].spanEnd});
        j = last;
    }
    for (const Mark &mark : marks) {
        const bool before =
            mark.next > 0 && kept[mark.next - 1] && page[mark.next - 1].block == mark.where.block;
        const bool after = mark.next == page.size() || kept[mark.next] ||
                           page[mark.next].block != mark.where.block;
        if (before && after)
            r.spans.push_back({mark.where.node, mark.where.spanBegin, mark.where.spanEnd});
    }
    // In document order, and one span where only white space separates two of a node.
    r.spans = SpanComparison::normalised(r.spans);
    std::vector<TextSpan> joined;
    for (const TextSpan &span : r.spans) {
        if (!joined.empty() && joined.back().node == span.node &&
            TextRules::normalize(
                doc.text(span.node).substr(joined.back().end, span.begin - joined.back().end))
                .empty())
            joined.back().end = span.end;
        else
            joined.push_back(span);
    }
    r.spans = std::move(joined);
    r.selected = TextAssembler::cover(doc, r.spans);

    // One judgement per block that has words: how many of them the output kept.
    std::unordered_map<NodeId, std::size_t> blockIndex;
    struct BlockCount
    {
        NodeId block;
        std::uint32_t kept = 0, total = 0;
    };
    std::vector<BlockCount> blocks;
    for (std::size_t j = 0; j < page.size(); ++j) {
        const auto [it, added] = blockIndex.try_emplace(page[j].block, blocks.size());
        if (added)
            blocks.push_back({page[j].block});
        BlockCount &b = blocks[it->second];
        ++b.total;
        b.kept += kept[j] ? 1 : 0;
    }
    std::sort(blocks.begin(), blocks.end(),
              [](const BlockCount &x, const BlockCount &y) { return x.block < y.block; });
    for (const BlockCount &b : blocks) {
        const char *format = b.kept == b.total ? "node fully kept: {0} of {1} words"
                             : b.kept > 0      ? "node partly kept: {0} of {1} words"
                                          : "node dropped: none of its {1} words in the output";
        r.judgements.push_back({b.block,
                                -1,
                                b.kept > 0,
                                static_cast<double>(b.kept) / b.total,
                                {format, {double(b.kept), double(b.total)}}});
    }

    r.summary = std::to_string(m.inOrder) + " of " + std::to_string(m.outputWords) +
                " output words found on the page in order";
    if (m.moved > 0)
        r.summary += ", " + std::to_string(m.moved) + " elsewhere on the page";
    if (m.repeated > 0)
        r.summary += ", " + std::to_string(m.repeated) + " repeated";
    r.summary += "; " + std::to_string(m.notOnPage) + " not on the page";
    if (m.outputWords == 0)
        r.summary = "the program returned no words";
    r.text = std::move(text);
    return m;
}

std::vector<std::string> OutputMapper::words(std::string_view text)
{
    std::vector<std::string> out;
    forEachWord(text, [&](std::size_t b, std::size_t e) {
        std::string word(text.substr(b, e - b));
        for (char &c : word)
            if (c >= 'A' && c <= 'Z')
                c = static_cast<char>(c - 'A' + 'a');
        out.push_back(std::move(word));
    });
    return out;
}

} // namespace core

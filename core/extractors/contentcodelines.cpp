#include "contentcodelines.h"

#include "document/textrules.h"
#include "extraction/trace.h"
#include "hyperlinknormaliser.h"

namespace core {

namespace {

// Traces (docs/traces.md): one step per normalised anchor for the first kTraceAnchors. Project
// choice: a page's first screens of links.
constexpr std::size_t kTraceAnchors = 300;

// Builds the lines in one pass over the Document's pre-order array (ContentCodeLines' private
// helper: the state of one construction).
class LineBuilder
{
public:
    LineBuilder(const Document &doc, bool normaliseLinks,
                std::vector<ContentCodeLines::Line> &lines, std::vector<TextSpan> &spans,
                Trace *trace)
        : m_doc(doc), m_src(doc.source()), m_normaliseLinks(normaliseLinks), m_lines(lines),
          m_spans(spans), m_anchorSteps(trace, "anchors", kTraceAnchors)
    {
        m_lines.emplace_back();
    }

    void run()
    {
        const NodeId count = m_doc.size();
        for (NodeId i = 1; i < count;) {
            while (!m_open.empty() && m_doc.node(m_open.back().id).end <= i)
                close();
            const Node &n = m_doc.node(i);
            if (n.kind == NodeKind::Comment ||
                (n.isElement() && (n.tag == Tag::script || n.tag == Tag::style))) {
                i = n.end; // removed, tags included (Mohammadzadeh et al. 2012 §3.2)
                continue;
            }
            if (n.isElement())
                open(i);
            else if (n.isText())
                text(i);
            ++i;
        }
        while (!m_open.empty())
            close();
        if (m_lines.back().node == kNoNode)
            m_lines.pop_back();
        m_anchorSteps.finish();
    }

private:
    struct Open
    {
        NodeId id;
        bool anchor; // an AdDANAg anchor with an entry on m_anchors
    };
    // An open <a> whose normalised start tag waits for its text length LT.
    struct Anchor
    {
        std::uint32_t line, chars, runs;
    };

    ContentCodeLines::Line &line() { return m_lines.back(); }

    void newLine()
    {
        if (line().node == kNoNode)
            return; // blank so far: reuse it
        const auto at = static_cast<std::uint32_t>(m_spans.size());
        m_lines.push_back({0, 0, kNoNode, at, at});
    }

    void place(NodeId id)
    {
        if (line().node == kNoNode)
            line().node = id;
    }

    std::uint32_t sourceCodePoints(std::uint32_t begin, std::uint32_t length) const
    {
        if (begin >= m_src.size())
            return 0;
        return TextRules::codePoints(m_src.substr(begin, length));
    }

    void addCode(NodeId id, std::uint32_t chars)
    {
        if (chars == 0)
            return;
        place(id);
        line().code += chars;
    }

    void addPiece(NodeId id, std::uint32_t begin, std::uint32_t end, std::uint32_t chars)
    {
        place(id);
        line().content += chars + (line().spanEnd > line().spanBegin ? 1 : 0);
        m_spans.push_back({id, begin, end});
        line().spanEnd = static_cast<std::uint32_t>(m_spans.size());
    }

    void open(NodeId id)
    {
        const Node &n = m_doc.node(id);
        if (isBlock(n.tag) && n.tag != Tag::br)
            newLine();
        const bool anchor = m_normaliseLinks && n.tag == Tag::a && n.startTagLength > 0;
        if (anchor) {
            place(id);
            m_anchors.push_back({static_cast<std::uint32_t>(m_lines.size() - 1), 0, 0});
        } else {
            addCode(id, sourceCodePoints(n.srcBegin, n.startTagLength));
        }
        m_open.push_back({id, anchor});
    }

    void close()
    {
        const Open o = m_open.back();
        m_open.pop_back();
        const Node &n = m_doc.node(o.id);
        if (o.anchor) {
            const Anchor a = m_anchors.back();
            m_anchors.pop_back();
            const std::uint32_t lt = a.chars + (a.runs > 0 ? a.runs - 1 : 0);
            m_lines[a.line].code += HyperlinkNormaliser::startTagLength(lt);
            if (TraceStep *s = m_anchorSteps.next())
                s->node(o.id)
                    .range("content-code", a.line, a.line)
                    .number("line", a.line)
                    .number("LT", lt)
                    .number("written", sourceCodePoints(n.srcBegin, n.startTagLength))
                    .number("placeholder", HyperlinkNormaliser::placeholderLength(lt))
                    .number("normalised", HyperlinkNormaliser::startTagLength(lt))
                    .say("Line {line}: a link with {LT} characters of anchor text; its start tag, "
                         "{written} characters as written, counts as \"<a \" + {placeholder} "
                         "placeholder characters + \">\" = {normalised}.");
            if (!m_anchors.empty()) { // nested anchors: the inner text is the outer's too
                m_anchors.back().chars += a.chars;
                m_anchors.back().runs += a.runs;
            }
        }
        if (n.endTagLength > 0 && n.srcEnd >= n.endTagLength)
            addCode(o.id, sourceCodePoints(n.srcEnd - n.endTagLength, n.endTagLength));
        if (isBlock(n.tag))
            newLine();
    }

    void text(NodeId id)
    {
        const Node &n = m_doc.node(id);
        const std::string_view raw = n.srcBegin < n.srcEnd && n.srcEnd <= m_src.size()
                                         ? m_src.substr(n.srcBegin, n.srcEnd - n.srcBegin)
                                         : std::string_view();
        const bool hasNewline = raw.find_first_of("\r\n") != std::string_view::npos;
        if (!n.visible || n.chars == 0) {
            if (hasNewline)
                newLine();
            return;
        }
        if (!m_anchors.empty()) {
            m_anchors.back().chars += n.chars;
            ++m_anchors.back().runs;
        }
        const std::string_view t = m_doc.text(id);
        std::uint32_t rawWords = 0;
        if (hasNewline)
            rawWords = countSegmentWords(raw);
        if (rawWords == 0) {
            const auto b = static_cast<std::uint32_t>(t.front() == ' ');
            const auto e = static_cast<std::uint32_t>(t.size() - (t.back() == ' '));
            addPiece(id, b, e, n.chars);
            return;
        }
        // Words of source line j go to line j; decoded words are shared out in proportion when
        // the counts differ (character references that decode to or from white space). Only the
        // segments with words are listed, and the last: crossing several newlines at once starts
        // one new line, as starting a line on a blank one does nothing.
        size_t pos = 0;
        std::uint32_t taken = 0;
        std::uint64_t cumulative = 0;
        std::uint32_t previous = 0;
        const std::uint32_t lastSegment = m_segments - 1;
        if (m_segmentWords.empty() || m_segmentWords.back().segment != lastSegment)
            m_segmentWords.push_back({lastSegment, 0});
        for (const SegmentWords &segment : m_segmentWords) {
            if (segment.segment > previous)
                newLine();
            previous = segment.segment;
            cumulative += segment.words;
            std::uint32_t target =
                rawWords == n.words
                    ? static_cast<std::uint32_t>(cumulative)
                    : static_cast<std::uint32_t>((cumulative * n.words + rawWords / 2) / rawWords);
            if (segment.segment == lastSegment)
                target = n.words;
            if (target <= taken)
                continue;
            size_t begin = std::string_view::npos, end = pos;
            for (; taken < target && pos < t.size(); ++taken) {
                while (pos < t.size() && t[pos] == ' ')
                    ++pos;
                if (begin == std::string_view::npos)
                    begin = pos;
                end = t.find(' ', pos);
                if (end == std::string_view::npos)
                    end = t.size();
                pos = end;
            }
            if (begin != std::string_view::npos && end > begin)
                addPiece(id, static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end),
                         TextRules::codePoints(t.substr(begin, end - begin)));
        }
    }

    // Lists in m_segmentWords the newline-separated segments of raw that hold words, and counts
    // all segments in m_segments; returns the words. A page of a million newlines costs no
    // memory per newline.
    std::uint32_t countSegmentWords(std::string_view raw)
    {
        m_segmentWords.clear();
        m_segments = 1;
        std::uint32_t total = 0;
        bool inWord = false;
        size_t i = 0;
        while (i < raw.size()) {
            const auto b = static_cast<unsigned char>(raw[i]);
            bool space;
            if (b < 0x80) {
                ++i;
                space = b <= 0x20;
            } else {
                space = TextRules::isSpace(TextRules::decode(raw, i));
            }
            // A newline is \n, \r\n or a lone \r (HTML's definition).
            if (b == '\n' || (b == '\r' && (i >= raw.size() || raw[i] != '\n'))) {
                ++m_segments;
                inWord = false;
                continue;
            }
            if (!space && !inWord) {
                const std::uint32_t segment = m_segments - 1;
                if (m_segmentWords.empty() || m_segmentWords.back().segment != segment)
                    m_segmentWords.push_back({segment, 0});
                ++m_segmentWords.back().words;
                ++total;
            }
            inWord = !space;
        }
        return total;
    }

    const Document &m_doc;
    const std::string_view m_src;
    const bool m_normaliseLinks;
    std::vector<ContentCodeLines::Line> &m_lines;
    std::vector<TextSpan> &m_spans;
    std::vector<Open> m_open;
    std::vector<Anchor> m_anchors;
    struct SegmentWords
    {
        std::uint32_t segment, words;
    };
    std::vector<SegmentWords> m_segmentWords; // reused for every text node
    std::uint32_t m_segments = 1;
    Trace::Items m_anchorSteps;
};

} // namespace

ContentCodeLines::ContentCodeLines(const Document &doc, bool normaliseLinks, Trace *trace)
{
    LineBuilder(doc, normaliseLinks, m_lines, m_spans, trace).run();
}

} // namespace core

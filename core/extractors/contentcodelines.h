#pragma once

#include "document/document.h"
#include "extraction/extractionresult.h"

#include <cstdint>
#include <vector>

namespace core {

class Trace;

// The per-line content/code counts DANAg and AdDANAg decide on (Mohammadzadeh et al. 2012 §3.2,
// step 1), built from the parsed Document instead of a second tokenizer. Owns the lines and the
// text spans on them; immutable after construction, so safe to read from any thread.
//
// Pre-processing (Mohammadzadeh et al. 2012 §3.2): scripts, styles and comments are removed, tags
// included. Newline normalisation (project choice, so that a line holds at most one block even on
// minified pages): a line starts before every block-level start tag (core::isBlock; <br> excepted:
// it ends its line) and after every block-level end tag, and at every newline of the source's text.
// Blank lines (no tag and no text) are dropped, so line numbers count non-blank lines.
// Per line: code S = code points of the start and end tags as written (0 for tags the parser
// inserted); with normaliseLinks (AdDANAg, Mohammadzadeh et al. 2012 §3.1) an <a> start tag counts
// as HyperlinkNormaliser::startTagLength(LT). Content T = code points of the visible text on the
// line, whitespace-collapsed and trimmed, text nodes joined by one space (TextAssembler's rule);
// text of invisible elements counts as neither. A text node that spans lines is cut at word
// boundaries: the words of each source line go to that line (counted in the source; where character
// references make source and decoded word counts differ, they are shared out in proportion).
class ContentCodeLines
{
public:
    struct Line
    {
        std::uint32_t content = 0;                // T_i
        std::uint32_t code = 0;                   // S_i
        NodeId node = kNoNode;                    // the first node on the line
        std::uint32_t spanBegin = 0, spanEnd = 0; // its text: spans()[spanBegin, spanEnd)
    };

    // With a trace, AdDANAg's normalisation records one step per anchor (the first
    // kTraceAnchors, contentcodelines.cpp) in the trace's current phase.
    ContentCodeLines(const Document &doc, bool normaliseLinks, Trace *trace = nullptr);

    const std::vector<Line> &lines() const { return m_lines; }
    // Text on the lines, in document order; each span lies on one line.
    const std::vector<TextSpan> &spans() const { return m_spans; }

private:
    std::vector<Line> m_lines;
    std::vector<TextSpan> m_spans;
};

} // namespace core

#pragma once

#include "document/document.h"
#include "extraction/extractionresult.h"

#include <cstddef>
#include <string>
#include <vector>

namespace core {

// Puts an external program's own reasons onto the page (docs/external-extractors.md, "Reasons"):
// each judgement the program gave names an element by its path (Document::path() form), a CSS
// selector (CssSelector's subset) or its text, and says whether the program kept it and why.
// The first locator that resolves wins; one that resolves nowhere is counted, never fatal.
// Stateless, thread-safe.
//
// What the result then says: every block the output mapping judged ("node partly kept: 37 of 52
// words") inside an element the program judged takes the program's words for the nearest such
// element, with the alignment's counts after them, and an element the program judged that is no
// judged block gets a judgement of its own. So the inspector, the compare view and `diff` show
// the program's words where a built-in's reasons would be.
class JudgementMapper
{
public:
    // One judgement as the program gave it.
    struct ProgramJudgement
    {
        std::string path;     // "/html/body/div[2]"; empty when not given
        std::string selector; // "nav.menu"; empty when not given
        std::string text;     // the element's text; empty when not given
        bool kept = false;
        std::string reason; // one line, the program's words
    };

    struct Outcome
    {
        std::size_t mapped = 0;
        std::size_t unmapped = 0;
    };

    // Project choices, bounding what a program's answer can cost: the judgements read (a page
    // has at most some tens of thousands of elements), the bytes of one reason kept (a line
    // fits in a tooltip), and the word comparisons spent searching texts on the page (about a
    // tenth of a second), beyond which the remaining text judgements count as unmapped.
    static constexpr std::size_t kMaxJudgements = 100000;
    static constexpr std::size_t kMaxReasonBytes = 400;
    static constexpr std::size_t kTextSearchBudget = 50'000'000;

    // The elements a judgement names; empty when none of its locators resolves. A text names
    // the blocks (TextAssembler::blockOf) of the first place on the page where its words
    // (OutputMapper::words) stand in a row.
    static std::vector<NodeId> locate(const Document &doc, const ProgramJudgement &judgement);

    // Adds the judgements to result, a program's text already mapped onto doc by OutputMapper.
    // Texts are searched from where the previous one was found on (then from the top), so that
    // a text the page has twice is taken at its occurrence in the program's order.
    static Outcome apply(const Document &doc, const std::vector<ProgramJudgement> &judgements,
                         ExtractionResult &result);
};

} // namespace core

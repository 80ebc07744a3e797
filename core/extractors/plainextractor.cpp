#include "extraction/extractor.h"
#include "extraction/textassembler.h"

namespace core {

namespace {

// `plain` (Gottron 2007 "Plain", Moreno et al. 2009 "baseline"): all visible text, no selection.
// Perfect recall, poor precision: the floor every other extractor must beat.
class PlainExtractor final : public Extractor
{
public:
    const ExtractorInfo &info() const override
    {
        static const ExtractorInfo i{"plain",
                                     "Plain text (baseline)",
                                     "Gottron 2007 §5; Moreno et al. 2009 §5.3",
                                     ExtractorInput::Dom,
                                     "All visible text of the page.",
                                     {}};
        return i;
    }

    ExtractionResult run(const Document &doc, const ParamValues &) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        ExtractionResult r;
        const NodeId root = doc.body() != kNoNode ? doc.body() : doc.root();
        r.selected.push_back(root);
        TextAssembler::complete(doc, r);
        r.judgements.push_back(
            {root,
             -1,
             true,
             static_cast<double>(doc.subtreeWords(root)),
             {"baseline: all {0} visible words", {double(doc.subtreeWords(root))}}});
        r.summary = "all visible text";
        return r;
    }
};

} // namespace

const Extractor &plainExtractor()
{
    static const PlainExtractor e;
    return e;
}

} // namespace core

#pragma once

#include <extraction/extractor.h>
#include <extraction/textassembler.h>

namespace testpages {

// A test extractor with a known choice: the elements of class "content" (the #main of
// tests/data/ui/annotate.html), for pre-annotation and site rules in the GUI tests. Stateless.
class ContentExtractor final : public core::Extractor
{
public:
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{"test-content",
                                           "Test: .content",
                                           "-",
                                           core::ExtractorInput::Dom,
                                           "Chooses .content.",
                                           {}};
        return i;
    }
    core::ExtractionResult run(const core::Document &doc, const core::ParamValues &) const override
    {
        core::ExtractionResult r;
        for (core::NodeId n = 0; n < doc.size(); ++n)
            if (doc.node(n).isElement() && doc.attribute(n, "class") == "content")
                r.selected.push_back(n);
        core::TextAssembler::complete(doc, r);
        return r;
    }
};

} // namespace testpages

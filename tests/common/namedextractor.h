#pragma once

#include <extraction/extractor.h>

namespace testpages {

// A test extractor that has only a name: for the tests that build analyses by hand (the overlay's
// marks and plan) and need extractors to name their runs. Chooses nothing; stateless.
class NamedExtractor final : public core::Extractor
{
public:
    explicit NamedExtractor(const char *id, const char *name)
        : m_info{id, name, "-", core::ExtractorInput::Dom, "A test extractor.", {}}
    {
    }
    const core::ExtractorInfo &info() const override { return m_info; }
    core::ExtractionResult run(const core::Document &, const core::ParamValues &) const override
    {
        return {};
    }

private:
    core::ExtractorInfo m_info;
};

} // namespace testpages

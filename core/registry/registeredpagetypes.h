#pragma once

#include "document/document.h"
#include "extraction/extractionresult.h"
#include "extraction/parameter.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The page classifier (PageTypeClassifier, docs/page-types.md) as the layers above the
// registry use it: its evidence computed with the voters the registry hands the consensus
// extractor. Stateless, thread-safe.
class RegisteredPageTypes
{
public:
    // The classifier's types, in its order.
    static std::vector<std::string> names();
    // The type of doc. url: the page's address when known ("" reads the page's own).
    // voterResults[v], when not null, is the consensus's voter v's result on doc with its
    // default parameters and is used instead of running it again; an empty span: every voter
    // runs.
    static std::string typeOf(const Document &doc, std::string_view url,
                              std::span<const ExtractionResult *const> voterResults = {});

    // The registry's consensus extractor's run on doc with values, and doc's type, from one
    // computation of the evidence they share (the voters' results and the blocks' cues), where
    // running the extractor and then typeOf() would compute it twice.
    struct ConsensusRun
    {
        ExtractionResult result;
        std::string type;
    };
    static ConsensusRun consensusWithType(const Document &doc, std::string_view url,
                                          const ParamValues &values,
                                          std::span<const ExtractionResult *const> voterResults);
};

} // namespace core

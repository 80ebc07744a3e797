#include "registeredpagetypes.h"

#include "extractorregistry.h"
#include "extractors/consensus/consensusextractor.h"
#include "extractors/consensus/consensusfeatures.h"
#include "extractors/consensus/pagetypeclassifier.h"

namespace core {

std::vector<std::string> RegisteredPageTypes::names()
{
    return {PageTypeClassifier::kTypeNames.begin(), PageTypeClassifier::kTypeNames.end()};
}

std::string RegisteredPageTypes::typeOf(const Document &doc, std::string_view url,
                                        std::span<const ExtractionResult *const> voterResults)
{
    const ConsensusFeatures features(doc, ExtractorRegistry::find("consensus")->voters(),
                                     voterResults);
    return std::string(
        PageTypeClassifier::classify(PageTypeEvidence(doc, url, features)).typeName());
}

RegisteredPageTypes::ConsensusRun
RegisteredPageTypes::consensusWithType(const Document &doc, std::string_view url,
                                       const ParamValues &values,
                                       std::span<const ExtractionResult *const> voterResults)
{
    const auto *consensus =
        dynamic_cast<const ConsensusExtractor *>(ExtractorRegistry::find("consensus"));
    const ConsensusFeatures features(doc, consensus->voters(), voterResults);
    ConsensusRun run;
    run.result = consensus->runOn(doc, values, features, url);
    run.type =
        std::string(PageTypeClassifier::classify(PageTypeEvidence(doc, url, features)).typeName());
    return run;
}

} // namespace core

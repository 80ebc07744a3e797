#pragma once

#include "extraction/extractor.h"

#include <span>
#include <string>
#include <vector>

namespace core {

// The field's ensemble (Bevendorff et al. 2023, §4 "ensembles"): several extraction programs vote
// on every word of the page, and a word is kept when the voters that keep it hold at least a
// share of the total weight. A voter keeps a word of the page when its output contains one of
// the word 5-grams of the page that start or end at that word, so that a program's text counts
// where it reproduces the page's wording, whatever its layout. Its voters are chosen by whoever
// builds it (the catalog's "vote" entry, the window's ticked extractors), each with a weight.
// Immutable after construction; runs are thread-safe when the voters' are.
class VoteExtractor final : public Extractor
{
public:
    struct Voter
    {
        const Extractor *extractor = nullptr;
        double weight = 1;
    };

    // Bevendorff et al. 2023 §4: a word is kept when at least 0.66 of the voters' weight keeps
    // it.
    static constexpr double kDefaultShare = 0.66;
    // Bevendorff et al. 2023 §4: votes are on word 5-grams.
    static constexpr std::size_t kShingleWords = 5;
    static constexpr std::string_view kId = "vote";

    // voters: at least one, none an ensemble itself, weights above 0.
    explicit VoteExtractor(std::vector<Voter> voters);

    const ExtractorInfo &info() const override { return m_info; }
    std::span<const Extractor *const> voters() const override { return m_voterList; }
    const std::vector<Voter> &weightedVoters() const { return m_voters; }

    ExtractionResult run(const Document &doc, const ParamValues &values) const override;
    // Each voter runs on the page (external programs get its bytes and URL); a voter that
    // fails casts no vote and is named in the result's notes.
    ExtractionResult runPage(const PageInput &page, const ParamValues &values) const override;
    ExtractionResult runWithVoters(const Document &doc, const ParamValues &values,
                                   std::span<const ExtractionResult *const> given) const override;
    // runPage where given[v], when not null, is voter v's result on the page and stands in for
    // running it (an evaluation that runs the voters anyway hands them over).
    ExtractionResult
    runPageWithVoters(const PageInput &page, const ParamValues &values,
                      std::span<const ExtractionResult *const> given) const override;

    // The vote itself on the voters' results (null: the voter failed and casts no vote).
    ExtractionResult combine(const Document &doc, const ParamValues &values,
                             std::span<const ExtractionResult *const> results) const;

private:
    std::vector<Voter> m_voters;
    std::vector<const Extractor *> m_voterList;
    ExtractorInfo m_info;
};

} // namespace core

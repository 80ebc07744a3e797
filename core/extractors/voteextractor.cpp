#include "voteextractor.h"

#include "document/spacedelimited.h"
#include "extraction/textassembler.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string_view>
#include <unordered_set>

namespace core {

namespace {

// A word of the page: a white-space delimited token of a visible text node.
struct PageToken
{
    NodeId node = kNoNode;
    NodeId block = kNoNode;
    std::uint32_t begin = 0, end = 0;
    std::uint64_t key = 0;
};

// The token's key: ASCII case folded, ASCII punctuation at its ends dropped ("Link." and "link"
// agree, as the programs' punctuation around inline elements differs from the page's); 0 for
// a token of punctuation only, which is no word.
std::uint64_t keyOf(std::string_view token)
{
    auto isWordByte = [](unsigned char c) {
        return c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
               (c >= 'A' && c <= 'Z');
    };
    std::size_t b = 0, e = token.size();
    while (b < e && !isWordByte(static_cast<unsigned char>(token[b])))
        ++b;
    while (e > b && !isWordByte(static_cast<unsigned char>(token[e - 1])))
        --e;
    if (b == e)
        return 0;
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    for (std::size_t i = b; i < e; ++i) {
        char c = token[i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    }
    return h | 1; // never 0
}

std::uint64_t shingle(const std::uint64_t *keys, std::size_t n)
{
    std::uint64_t h = 0;
    for (std::size_t k = 0; k < n; ++k)
        h = (h ^ keys[k]) * 0x9E3779B97F4A7C15ull + (h >> 29);
    return h;
}

std::unordered_set<std::uint64_t> shinglesOf(const std::string &text, std::size_t n)
{
    std::vector<std::uint64_t> keys;
    forEachSpaceDelimited(text, [&](std::size_t b, std::size_t e) {
        if (const std::uint64_t key = keyOf(std::string_view(text).substr(b, e - b)))
            keys.push_back(key);
    });
    std::unordered_set<std::uint64_t> set;
    for (std::size_t i = 0; i + n <= keys.size(); ++i)
        set.insert(shingle(keys.data() + i, n));
    return set;
}

std::string describe(const std::vector<VoteExtractor::Voter> &voters)
{
    std::string s = "Keeps a word of the page when extractors holding at least a share of the "
                    "weight keep a word 5-gram through it (Bevendorff et al. 2023): ";
    for (std::size_t v = 0; v < voters.size(); ++v) {
        if (v > 0)
            s += ", ";
        s += voters[v].extractor->info().id;
        if (voters[v].weight != 1) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%g", voters[v].weight);
            s += std::string(" ×") + buf;
        }
    }
    return s + ".";
}

} // namespace

VoteExtractor::VoteExtractor(std::vector<Voter> voters) : m_voters(std::move(voters))
{
    if (m_voters.empty())
        throw std::invalid_argument("vote: no voters");
    bool external = false;
    for (const Voter &v : m_voters) {
        if (!v.extractor || !v.extractor->voters().empty() || !(v.weight > 0))
            throw std::invalid_argument("vote: a voter must be an extractor that is no "
                                        "ensemble, with a weight above 0");
        m_voterList.push_back(v.extractor);
        external = external || v.extractor->info().input == ExtractorInput::ExternalProgram;
    }
    m_info.id = std::string(kId);
    m_info.name = "Vote of " + std::to_string(m_voters.size()) + " extractors";
    m_info.seed = "Bevendorff et al. 2023 §4 (ensemble)";
    m_info.input = external ? ExtractorInput::ExternalProgram : ExtractorInput::Dom;
    m_info.description = describe(m_voters);
    m_info.params = {{"share", ParamDescriptor::Type::Real, kDefaultShare, 0.01, 1, 0.01,
                      "the share of the voters' weight that must keep a word",
                      "Bevendorff et al. 2023 §4"}};
}

ExtractionResult VoteExtractor::run(const Document &doc, const ParamValues &values) const
{
    return runWithVoters(doc, values, {});
}

ExtractionResult VoteExtractor::runPage(const PageInput &page, const ParamValues &values) const
{
    return runPageWithVoters(page, values, {});
}

ExtractionResult VoteExtractor::runWithVoters(const Document &doc, const ParamValues &values,
                                              std::span<const ExtractionResult *const> given) const
{
    PageInput page;
    page.document = &doc;
    return runPageWithVoters(page, values, given);
}

ExtractionResult
VoteExtractor::runPageWithVoters(const PageInput &page, const ParamValues &values,
                                 std::span<const ExtractionResult *const> given) const
{
    std::vector<ExtractionResult> results(m_voters.size());
    std::vector<const ExtractionResult *> all(m_voters.size(), nullptr);
    std::vector<std::string> failures;
    for (std::size_t v = 0; v < m_voters.size(); ++v) {
        if (v < given.size() && given[v]) {
            all[v] = given[v];
            continue;
        }
        const Extractor &e = *m_voters[v].extractor;
        try {
            results[v] = e.runPage(page, e.info().defaults());
            all[v] = &results[v];
        } catch (const ExtractorFailure &f) {
            if (page.cancel && page.cancel->load())
                throw;
            failures.push_back(e.info().id + " failed: " + f.what());
        }
    }
    if (failures.size() == m_voters.size())
        throw ExtractorFailure("every voter failed: " + failures.front());
    ExtractionResult r = combine(*page.document, values, all);
    r.notes.insert(r.notes.end(), failures.begin(), failures.end());
    return r;
}

ExtractionResult VoteExtractor::combine(const Document &doc, const ParamValues &values,
                                        std::span<const ExtractionResult *const> results) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    const double share = values.empty() ? kDefaultShare : values[0];

    std::vector<PageToken> page;
    for (NodeId id = 0; id < doc.size(); ++id) {
        const Node &n = doc.node(id);
        if (!n.isText() || !n.visible || n.words == 0)
            continue;
        const std::string_view s = doc.text(id);
        const NodeId block = TextAssembler::blockOf(doc, id);
        forEachSpaceDelimited(s, [&](std::size_t b, std::size_t e) {
            if (const std::uint64_t key = keyOf(s.substr(b, e - b)))
                page.push_back(
                    {id, block, static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e), key});
        });
    }
    const std::size_t n = std::min(kShingleWords, page.size());
    std::vector<std::uint64_t> keys(page.size());
    for (std::size_t i = 0; i < page.size(); ++i)
        keys[i] = page[i].key;

    // votes[v][i]: voter v keeps page word i.
    double total = 0;
    std::vector<std::vector<char>> votes(m_voters.size(), std::vector<char>(page.size(), 0));
    for (std::size_t v = 0; v < m_voters.size(); ++v) {
        total += m_voters[v].weight;
        if (v >= results.size() || !results[v] || n == 0)
            continue;
        const std::unordered_set<std::uint64_t> shingles = shinglesOf(results[v]->text, n);
        for (std::size_t start = 0; start + n <= page.size(); ++start)
            if (shingles.contains(shingle(keys.data() + start, n)))
                std::fill_n(votes[v].begin() + static_cast<std::ptrdiff_t>(start), n, 1);
    }
    // A little below the share, so that 2 of 3 equal voters (0.666…) pass 0.66 whatever the
    // rounding of the sum.
    const double needed = share * total - 1e-9;
    std::vector<char> kept(page.size(), 0);
    for (std::size_t i = 0; i < page.size(); ++i) {
        double weight = 0;
        for (std::size_t v = 0; v < m_voters.size(); ++v)
            weight += votes[v][i] ? m_voters[v].weight : 0;
        kept[i] = weight >= needed;
    }

    ExtractionResult r;
    for (std::size_t i = 0; i < page.size(); ++i) {
        if (!kept[i])
            continue;
        // One span over consecutive kept words of a node, the white space between them included.
        if (!r.spans.empty() && r.spans.back().node == page[i].node && i > 0 && kept[i - 1] &&
            page[i - 1].node == page[i].node)
            r.spans.back().end = page[i].end;
        else
            r.spans.push_back({page[i].node, page[i].begin, page[i].end});
    }
    r.selected = TextAssembler::cover(doc, r.spans);
    r.text = TextAssembler::assemble(doc, r.spans);

    // Per block: the words kept, and each voter's share of them as its vote.
    std::map<NodeId, std::vector<std::size_t>> blocks;
    for (std::size_t i = 0; i < page.size(); ++i)
        blocks[page[i].block].push_back(i);
    for (const auto &[block, words] : blocks) {
        std::size_t keptWords = 0;
        for (const std::size_t i : words)
            keptWords += kept[i] ? 1 : 0;
        const auto judgement = static_cast<std::int32_t>(r.judgements.size());
        const double fraction = static_cast<double>(keptWords) / words.size();
        r.judgements.push_back(
            {block,
             -1,
             keptWords > 0,
             fraction,
             {keptWords > 0 ? "voted in: {0} of {1} words kept by voters holding at least {2} of "
                              "the weight"
                            : "voted out: none of its {1} words kept by voters holding {2} of "
                              "the weight",
              {double(keptWords), double(words.size()), share}}});
        for (std::size_t v = 0; v < m_voters.size(); ++v) {
            std::size_t voted = 0;
            for (const std::size_t i : words)
                voted += votes[v][i] ? 1 : 0;
            r.votes.push_back({judgement, m_voters[v].extractor->info().id.c_str(),
                               static_cast<double>(voted) / words.size(), m_voters[v].weight});
        }
    }
    std::size_t keptWords = 0;
    for (const char k : kept)
        keptWords += k ? 1 : 0;
    r.summary = std::to_string(keptWords) + " of " + std::to_string(page.size()) +
                " words kept by voters holding at least " + std::to_string(share).substr(0, 4) +
                " of the weight of " + std::to_string(m_voters.size()) + " extractors";
    return r;
}

} // namespace core

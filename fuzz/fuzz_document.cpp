// libFuzzer target (a): raw bytes -> DocumentLoader (gzip, decoding, binary and nesting guards)
// -> parse -> every registered extractor, with its defaults or with parameter values drawn from
// the input inside their declared ranges. The input is the page, optionally followed by
// kParamsMarker and bytes that choose, per extractor, defaults or drawn values (running both
// would halve the executions per second for little more coverage); without the marker every
// extractor runs with its defaults, as the CLI does, and a seed page (gzip too) stays intact.
// Beside the sanitizers it checks what the rest of the program relies on: the parsed tree is
// consistent, every result keeps the extractor contract (as tests/extractors/tst_extractorregistry
// checks on real pages: spans in visible text, or on a shell in the <noscript> text NoscriptText
// allows), paths of chosen nodes resolve back to them, and HtmlMarker (the CLI's --format html)
// can mark every result. Then the metadata extractor runs on the page: every field's chosen
// candidate is one of its candidates, each candidate's element exists and its path resolves back
// to it, the dates are valid days written YYYY-MM-DD, and the JSON form is one line.

#include "fuzzcheck.h"

#include <document/documentloader.h>
#include <extraction/htmlmarker.h>
#include <extraction/noscripttext.h>
#include <extraction/textassembler.h>
#include <metadata/calendarday.h>
#include <metadata/metadataextractor.h>
#include <metadata/metadatajson.h>
#include <registry/extractorregistry.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using core::Document;
using core::ExtractionResult;
using core::NodeId;

namespace {

constexpr std::string_view kParamsMarker{"\0params\0", 8};

bool validNode(const Document &doc, NodeId id)
{
    return id >= 0 && id < doc.size();
}

void checkTree(const Document &doc)
{
    FUZZ_CHECK(doc.size() >= 1, "no document node");
    const auto sourceSize = doc.source().size();
    for (NodeId id = 0; id < doc.size(); ++id) {
        const core::Node &n = doc.node(id);
        FUZZ_CHECK(n.end > id && n.end <= doc.size(), "node %d: end %d", id, n.end);
        if (id > 0) {
            FUZZ_CHECK(validNode(doc, n.parent) && n.parent < id, "node %d: parent %d", id,
                       n.parent);
            const core::Node &p = doc.node(n.parent);
            FUZZ_CHECK(n.end <= p.end, "node %d ends after its parent", id);
            FUZZ_CHECK(n.depth == p.depth + 1, "node %d: depth %d", id, n.depth);
        }
        FUZZ_CHECK(n.srcBegin <= n.srcEnd && n.srcEnd <= sourceSize, "node %d: source [%u, %u)", id,
                   n.srcBegin, n.srcEnd);
        FUZZ_CHECK(doc.text(id).size() ==
                       (n.isText() || n.kind == core::NodeKind::Comment ? n.textLength : 0u),
                   "node %d: text length", id);
        FUZZ_CHECK(doc.attributes(id).size() == n.attrCount, "node %d: attributes", id);
    }
}

// The extractor contract, and what the CLI prints of a result (reasons, --format html).
// readable: per node, whether a span may lie in it beside visible text (NoscriptText on a
// shell), empty when nothing may.
void checkResult(const Document &doc, const ExtractionResult &r, const std::string &id,
                 const std::vector<char> &readable)
{
    const char *e = id.c_str();
    for (size_t i = 0; i < r.selected.size(); ++i) {
        const NodeId n = r.selected[i];
        FUZZ_CHECK(validNode(doc, n), "%s: selected node %d", e, n);
        FUZZ_CHECK(i == 0 || n >= doc.node(r.selected[i - 1]).end,
                   "%s: selected %d not after the previous subtree", e, n);
        FUZZ_CHECK(doc.findPath(doc.path(n)) == n, "%s: path %.200s of node %d does not resolve", e,
                   doc.path(n).c_str(), n);
    }
    for (size_t i = 0; i < r.spans.size(); ++i) {
        const core::TextSpan &s = r.spans[i];
        FUZZ_CHECK(validNode(doc, s.node), "%s: span node %d", e, s.node);
        const core::Node &n = doc.node(s.node);
        FUZZ_CHECK(n.isText() &&
                       (n.visible || (!readable.empty() && readable[static_cast<size_t>(s.node)])),
                   "%s: span on node %d, not visible text", e, s.node);
        FUZZ_CHECK(s.begin <= s.end && s.end <= n.textLength, "%s: span [%u, %u) of %u", e, s.begin,
                   s.end, n.textLength);
        if (i > 0) {
            const core::TextSpan &p = r.spans[i - 1];
            FUZZ_CHECK(s.node > p.node || (s.node == p.node && s.begin >= p.end),
                       "%s: spans out of order at %zu", e, i);
        }
    }
    FUZZ_CHECK(r.text == core::TextAssembler::assemble(doc, r.spans),
               "%s: text is not the spans' text", e);
    for (const core::Judgement &j : r.judgements) {
        FUZZ_CHECK(j.node == core::kNoNode || validNode(doc, j.node), "%s: judgement on %d", e,
                   j.node);
        j.reason.text();
    }
    for (const core::Series &s : r.series) {
        const char *name = s.name.c_str();
        FUZZ_CHECK(s.nodes.size() == s.y.size(), "%s/%s: %zu nodes, %zu values", e, name,
                   s.nodes.size(), s.y.size());
        for (NodeId n : s.nodes)
            FUZZ_CHECK(validNode(doc, n), "%s/%s: node %d", e, name, n);
        for (const auto &[from, to] : s.chosen)
            FUZZ_CHECK(from >= 0 && from <= to && static_cast<size_t>(to) < s.y.size(),
                       "%s/%s: chosen [%d, %d] of %zu", e, name, from, to, s.y.size());
    }
    FUZZ_CHECK(core::HtmlMarker::mark(doc, r, id).size() > doc.source().size(),
               "%s: nothing marked", e);
}

void checkMetadata(const Document &doc)
{
    const core::Metadata m = core::MetadataExtractor::extract(doc, "https://example.org/a");
    for (core::MetadataField f : core::kMetadataFields) {
        const core::MetadataValue &v = m[f];
        const char *name = core::metadataFieldName(f).data();
        FUZZ_CHECK(v.chosen >= -1 && v.chosen < static_cast<int>(v.candidates.size()),
                   "%s: chosen %d of %zu", name, v.chosen, v.candidates.size());
        FUZZ_CHECK(v.chosen >= 0 || f == core::MetadataField::CanonicalUrl || v.value.empty(),
                   "%s: a value without a candidate", name);
        for (const core::MetadataCandidate &c : v.candidates) {
            FUZZ_CHECK(c.node == core::kNoNode ||
                           (validNode(doc, c.node) && c.path == doc.path(c.node) &&
                            doc.findPath(c.path) == c.node),
                       "%s: candidate node %d, path %.200s", name, c.node, c.path.c_str());
            FUZZ_CHECK(c.reason.find('\n') == std::string::npos, "%s: reason on two lines", name);
            if (f == core::MetadataField::Published || f == core::MetadataField::Modified) {
                const auto day = core::CalendarDay::parse(c.value);
                FUZZ_CHECK(day && day->iso() == c.value, "%s: day '%s'", name, c.value.c_str());
            }
        }
    }
    const std::string json =
        core::MetadataJson::object(m, core::MetadataJson::Candidates::Included);
    FUZZ_CHECK(json.size() >= 2 && json.front() == '{' && json.back() == '}' &&
                   json.find('\n') == std::string::npos,
               "metadata JSON '%.200s'", json.c_str());
}

core::ParamValues drawValues(const core::ExtractorInfo &info, FuzzedDataProvider &input)
{
    core::ParamValues values;
    for (const core::ParamDescriptor &p : info.params) {
        switch (p.type) {
        case core::ParamDescriptor::Type::Real:
            values.push_back(input.ConsumeFloatingPointInRange(p.minimum, p.maximum));
            break;
        case core::ParamDescriptor::Type::Integer:
            values.push_back(static_cast<double>(input.ConsumeIntegralInRange<std::int64_t>(
                std::llround(p.minimum), std::llround(p.maximum))));
            break;
        case core::ParamDescriptor::Type::Boolean:
            values.push_back(input.ConsumeBool() ? 1 : 0);
            break;
        }
    }
    return values;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view page(reinterpret_cast<const char *>(data), size);
    std::string_view params;
    if (const size_t at = page.rfind(kParamsMarker); at != std::string_view::npos) {
        params = page.substr(at + kParamsMarker.size());
        page = page.substr(0, at);
    }
    FuzzedDataProvider input(reinterpret_cast<const std::uint8_t *>(params.data()), params.size());
    const auto extractors = core::ExtractorRegistry::all();
    std::vector<core::ParamValues> values;
    values.reserve(extractors.size());
    for (const core::Extractor *x : extractors)
        values.push_back(input.ConsumeBool() ? drawValues(x->info(), input) : x->info().defaults());

    core::DocumentLoader::Result loaded =
        core::DocumentLoader::loadBytes(std::string(page), "fuzz-input");
    if (!loaded.document) {
        // A clear one-line error naming the input (the project's rule for bad input).
        FUZZ_CHECK(loaded.error.starts_with("fuzz-input: ") &&
                       loaded.error.find('\n') == std::string::npos,
                   "error '%s'", loaded.error.c_str());
        return 0;
    }
    FUZZ_CHECK(loaded.error.empty(), "error '%s' with a document", loaded.error.c_str());
    const Document &doc = *loaded.document;
    checkTree(doc);
    const std::vector<char> readable =
        core::NoscriptText::shell(doc) ? core::NoscriptText::shown(doc) : std::vector<char>{};
    for (size_t i = 0; i < extractors.size(); ++i)
        checkResult(doc, extractors[i]->run(doc, values[i]), extractors[i]->info().id, readable);
    checkMetadata(doc);
    return 0;
}

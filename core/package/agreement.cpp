#include "agreement.h"

#include "document/documentloader.h"
#include "extraction/textassembler.h"
#include "measures/textmetrics.h"

#include <algorithm>
#include <map>

namespace core {

namespace {

// The node-level golds of a document's annotations on its page, per annotation; empty optional
// where an annotation has no node-level gold.
struct Loaded
{
    std::optional<Document> page;
    std::vector<NodeId> units;
    std::vector<std::optional<std::vector<bool>>> labels; // per annotation
    std::string note;
};

Loaded load(const TestPackage &package, const PackageDocument &doc,
            std::vector<PackageIssue> &issues)
{
    Loaded l;
    l.labels.resize(doc.annotations.size());
    bool anyNodes = false, rendered = false, mixed = false;
    for (const Annotation &a : doc.annotations) {
        if (a.nodes.empty())
            continue;
        mixed = mixed || (anyNodes && a.nodesOfRendered != rendered);
        rendered = a.nodesOfRendered;
        anyNodes = true;
    }
    if (!anyNodes) {
        l.note = "no node-level gold";
        return l;
    }
    if (mixed) {
        l.note = "annotations on different page versions (source and rendered)";
        return l;
    }
    const std::string path =
        rendered ? package.pathOf(doc, TestPackage::kRendered) : package.htmlPath(doc);
    DocumentLoader::Result loaded = DocumentLoader::loadFile(path);
    if (!loaded.document) {
        issues.push_back({PackageIssue::Severity::Error, doc.stem, loaded.error});
        l.note = "page not loaded";
        return l;
    }
    l.page = std::move(loaded.document);
    l.units = Agreement::units(*l.page);
    for (std::size_t i = 0; i < doc.annotations.size(); ++i)
        if (!doc.annotations[i].nodes.empty())
            l.labels[i] = Agreement::labels(
                *l.page, l.units, GoldAnnotation::fromGoldNodes(*l.page, doc.annotations[i].nodes));
    return l;
}

std::optional<double> mean(const std::vector<double> &values)
{
    if (values.empty())
        return std::nullopt;
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

} // namespace

std::vector<NodeId> Agreement::units(const Document &doc)
{
    const NodeId root = doc.root();
    std::vector<NodeId> out;
    for (const TextSpan &s : TextAssembler::spansOf(doc, std::span(&root, 1)))
        out.push_back(s.node);
    return out;
}

std::vector<bool> Agreement::labels(const Document &doc, std::span<const NodeId> units,
                                    const GoldAnnotation &gold)
{
    std::vector<NodeId> kept;
    for (const TextSpan &s : gold.spans(doc))
        if (s.end > s.begin)
            kept.push_back(s.node);
    std::vector<bool> out;
    out.reserve(units.size());
    for (NodeId unit : units)
        out.push_back(std::binary_search(kept.begin(), kept.end(), unit));
    return out;
}

std::optional<double> Agreement::kappa(const std::vector<bool> &a, const std::vector<bool> &b)
{
    if (a.empty() || a.size() != b.size())
        return std::nullopt;
    const auto n = static_cast<double>(a.size());
    double same = 0, keptA = 0, keptB = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        same += a[i] == b[i];
        keptA += a[i];
        keptB += b[i];
    }
    const double po = same / n;
    const double pe = (keptA / n) * (keptB / n) + (1 - keptA / n) * (1 - keptB / n);
    if (pe >= 1)
        return 1.0;
    return (po - pe) / (1 - pe);
}

double Agreement::wordF1(std::string_view a, std::string_view b)
{
    return TextMetrics(std::string(a)).score(b)[static_cast<std::size_t>(Measure::BagOfWords)].f1;
}

namespace {

// ofDocument, keeping the loaded labels for pooling.
DocumentAgreement agreementOf(const TestPackage &package, const PackageDocument &doc,
                              std::vector<PackageIssue> &issues, Loaded &l)
{
    DocumentAgreement d;
    d.stem = doc.stem;
    for (const Annotation &a : doc.annotations)
        d.annotators.push_back(a.key);
    if (doc.annotations.size() < 2)
        return d;
    std::vector<double> f1s, kappas;
    for (std::size_t i = 0; i < doc.annotations.size(); ++i)
        for (std::size_t j = i + 1; j < doc.annotations.size(); ++j)
            f1s.push_back(Agreement::wordF1(doc.annotations[i].text, doc.annotations[j].text));
    d.wordF1 = mean(f1s);
    l = load(package, doc, issues);
    d.units = l.units.size();
    d.note = l.note;
    for (std::size_t i = 0; i < l.labels.size(); ++i)
        for (std::size_t j = i + 1; j < l.labels.size(); ++j)
            if (l.labels[i] && l.labels[j])
                if (const std::optional<double> k = Agreement::kappa(*l.labels[i], *l.labels[j]))
                    kappas.push_back(*k);
    d.kappa = mean(kappas);
    if (!d.kappa && d.note.empty())
        d.note = l.units.empty() ? "no units (no visible words)"
                                 : "fewer than two annotations with node-level gold";
    return d;
}

} // namespace

DocumentAgreement Agreement::ofDocument(const TestPackage &package, const PackageDocument &doc,
                                        std::vector<PackageIssue> &issues)
{
    Loaded l;
    return agreementOf(package, doc, issues, l);
}

PackageAgreement Agreement::ofPackage(const TestPackage &package)
{
    PackageAgreement p;
    // Per pair of annotator keys, the labels of every document both annotated, concatenated.
    std::map<std::pair<std::string, std::string>, std::pair<std::vector<bool>, std::vector<bool>>>
        pooled;
    std::vector<double> f1s;
    for (const PackageDocument &doc : package.documents) {
        if (doc.annotations.size() < 2)
            continue;
        Loaded l;
        DocumentAgreement d = agreementOf(package, doc, p.issues, l);
        if (d.wordF1)
            f1s.push_back(*d.wordF1);
        for (std::size_t i = 0; i < l.labels.size(); ++i)
            for (std::size_t j = i + 1; j < l.labels.size(); ++j)
                if (l.labels[i] && l.labels[j]) {
                    auto &[a, b] = pooled[{doc.annotations[i].key, doc.annotations[j].key}];
                    a.insert(a.end(), l.labels[i]->begin(), l.labels[i]->end());
                    b.insert(b.end(), l.labels[j]->begin(), l.labels[j]->end());
                }
        p.documents.push_back(std::move(d));
    }
    p.wordF1 = mean(f1s);
    std::vector<double> kappas;
    for (const auto &[pair, labels] : pooled) {
        p.units += labels.first.size();
        if (const std::optional<double> k = kappa(labels.first, labels.second))
            kappas.push_back(*k);
    }
    p.kappa = mean(kappas);
    return p;
}

} // namespace core

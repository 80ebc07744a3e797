#include "document/tagset.h"
#include "extraction/blockstats.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <algorithm>
#include <cstdio>

namespace core {

namespace {

// `fe` and `kfe`: FeatureExtractor and K-FeatureExtractor (Debnath et al. 2005; as
// Mohammadzadeh et al. 2012 §2.1 and Table 4 describe them). One class; `kfe` adds the number of
// clusters. Stateless, thread-safe.
//
// The papers' (Mohammadzadeh et al. 2012 §2.1): segment the page into blocks, describe each block
// by features such as the dominance of text or images, and pick the primary content blocks by the
// desired feature, text. The project's rule: features text ratio, link ratio, image ratio; FE
// returns the single block with the highest text ratio, KFE the blocks of the highest cluster
// (k-means, k = 2). The project's documented choices: a block is a table cell, div, list or
// paragraph (kSegments, plus body and the HTML5 sectioning elements, which pages use as divs) at
// the lowest level that holds the text: every text node and image belongs to its nearest such
// ancestor (BlockStats). Features are counted in one unit: each unlinked word, each linked word and
// each image is one feature; the text ratio is unlinked words / features, the link ratio linked
// words / features, the image ratio images / features. FE breaks ties in the text ratio by more
// unlinked words, then by document order. KFE's k-means is one-dimensional over the text ratio
// with a deterministic start: centroids evenly spaced from the lowest to the highest ratio;
// points go to the nearest centroid (ties to the lower one); at most kFeatureMaxIterations rounds.
// Output: the chosen blocks' own text.

constexpr TagSet kSegments = {Tag::td,   Tag::th,    Tag::div,  Tag::ul,      Tag::ol,
                              Tag::dl,   Tag::p,     Tag::body, Tag::article, Tag::section,
                              Tag::main, Tag::aside, Tag::nav,  Tag::header,  Tag::footer};
// Project choice: two clusters, content and the rest (Mohammadzadeh et al. 2012 §2.1 gives no k).
constexpr double kClusters = 2;
// Project choice: 1-D Lloyd iterations settle in a handful of rounds; the bound keeps the run
// linear whatever the data.
constexpr int kFeatureMaxIterations = 100;
// Traces (docs/traces.md): one step per block for the first kFeatureTraceBlocks, and per k-means
// iteration (at most kFeatureMaxIterations). Project choice: a page's first screens of blocks.
constexpr std::size_t kFeatureTraceBlocks = 300;

bool isSegment(Tag tag)
{
    return kSegments.contains(tag);
}

struct Features
{
    double text = 0;     // unlinked words
    double features = 0; // unlinked words + linked words + images
    double textRatio = 0;
    double linkRatio = 0;  // linked words / features
    double imageRatio = 0; // images / features
};

Features featuresOf(const BlockStats::Counts &c)
{
    Features f;
    f.text = c.words - c.anchorWords;
    f.features = double(c.words) + c.images;
    if (f.features > 0) {
        f.textRatio = f.text / f.features;
        f.linkRatio = c.anchorWords / f.features;
        f.imageRatio = c.images / f.features;
    }
    return f;
}

// The centroids (and, after an update, their member counts) as a step's numbers.
void traceCentroids(TraceStep &s, const std::vector<double> &centroids,
                    const std::vector<size_t> *count)
{
    for (size_t j = 0; j < centroids.size(); ++j) {
        s.number("centroid " + std::to_string(j), centroids[j]);
        if (count)
            s.number("members " + std::to_string(j), double((*count)[j]));
    }
}

// One-dimensional k-means; returns each point's cluster and fills the centroids. With a trace,
// one step for the start and one per iteration.
std::vector<int> kMeans(const std::vector<double> &x, int k, std::vector<double> &centroids,
                        Trace *trace)
{
    const auto [lo, hi] = std::minmax_element(x.begin(), x.end());
    centroids.assign(static_cast<size_t>(k), *lo);
    for (int j = 1; j < k; ++j)
        centroids[static_cast<size_t>(j)] = *lo + (*hi - *lo) * j / (k - 1);
    if (trace) {
        trace->phase("k-means", "Cluster the blocks' text ratios with k-means: assign each block "
                                "to its nearest centroid, move each centroid to its blocks' "
                                "mean, until no block changes cluster.");
        TraceStep &s = trace->add(TraceStep::Kind::Overview);
        s.range("feature", 0, std::int64_t(x.size()) - 1).number("k", k);
        traceCentroids(s, centroids, nullptr);
        s.number("lowest", *lo).number("highest", *hi);
        s.say("k = {k} centroids start evenly spaced from the lowest text ratio, {lowest}, to "
              "the highest, {highest}.");
    }
    std::vector<int> cluster(x.size(), -1);
    std::vector<double> sum(static_cast<size_t>(k));
    std::vector<size_t> count(static_cast<size_t>(k));
    for (int it = 0; it < kFeatureMaxIterations; ++it) {
        size_t changed = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            int best = 0;
            for (int j = 1; j < k; ++j)
                if (std::abs(x[i] - centroids[static_cast<size_t>(j)]) <
                    std::abs(x[i] - centroids[static_cast<size_t>(best)]))
                    best = j;
            changed += cluster[i] != best;
            cluster[i] = best;
        }
        if (changed == 0) {
            if (trace)
                trace->add(TraceStep::Kind::Decision)
                    .number("iteration", it)
                    .say("Iteration {iteration}: no block changes cluster: k-means has "
                         "converged.");
            break;
        }
        std::fill(sum.begin(), sum.end(), 0.0);
        std::fill(count.begin(), count.end(), 0);
        for (size_t i = 0; i < x.size(); ++i) {
            sum[static_cast<size_t>(cluster[i])] += x[i];
            ++count[static_cast<size_t>(cluster[i])];
        }
        for (size_t j = 0; j < centroids.size(); ++j)
            if (count[j] > 0) // an empty cluster keeps its centroid
                centroids[j] = sum[j] / double(count[j]);
        if (trace) {
            TraceStep &s = trace->add(TraceStep::Kind::Item);
            s.number("iteration", it).number("changed", double(changed));
            traceCentroids(s, centroids, &count);
            s.say(it == 0 ? "Iteration 0: every block goes to its nearest centroid; each "
                            "centroid moves to the mean of its blocks."
                          : "Iteration {iteration}: {changed} block(s) change cluster; each "
                            "centroid moves to the mean of its blocks.");
        }
    }
    return cluster;
}

class FeatureExtractor final : public TracedExtractor
{
public:
    explicit FeatureExtractor(bool clustered)
        : m_clustered(clustered),
          m_info{clustered ? "kfe" : "fe",
                 clustered ? "K-FeatureExtractor" : "FeatureExtractor",
                 "Mohammadzadeh et al. 2012 §2.1, Table 4",
                 ExtractorInput::Dom,
                 clustered ? "Clusters the page's blocks by their text ratio (k-means) and "
                             "returns the blocks of the highest cluster."
                           : "Returns the one block with the highest text ratio.",
                 {}}
    {
        if (clustered)
            m_info.params.push_back({"k", ParamDescriptor::Type::Integer, kClusters, 2, 10, 1,
                                     "number of k-means clusters of the blocks' text ratios",
                                     "project choice: content and the rest"});
    }

    const ExtractorInfo &info() const override { return m_info; }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override;

    bool m_clustered;
    ExtractorInfo m_info;
};

ExtractionResult FeatureExtractor::compute(const Document &doc, const ParamValues &values,
                                           Trace *trace) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    ExtractionResult r;
    const BlockStats stats(doc, isSegment);
    const std::span<const NodeId> blocks = stats.blocks();
    if (blocks.empty()) {
        r.summary = "no block with text or images";
        return r;
    }
    std::vector<Features> features;
    features.reserve(blocks.size());
    // The text ratio decides; the link and image ratios are drawn beside it (same x, same nodes).
    Series series{"feature", "text ratio per block", Series::Style::Bars, {}, {}, {}, {}, {}};
    Series links{"feature", "link ratio per block", Series::Style::Line, {}, {}, {}, {}, {}};
    Series images{"feature", "image ratio per block", Series::Style::Line, {}, {}, {}, {}, {}};
    for (NodeId b : blocks) {
        features.push_back(featuresOf(stats.counts(b)));
        series.y.push_back(features.back().textRatio);
        links.y.push_back(features.back().linkRatio);
        images.y.push_back(features.back().imageRatio);
        series.nodes.push_back(b);
    }
    links.nodes = series.nodes;
    images.nodes = series.nodes;
    if (trace) {
        trace->phase("blocks", "Segment the page into blocks (cells, divs, lists, paragraphs at "
                               "the lowest level that holds the text) and count each block's "
                               "features: unlinked words, linked words, images.");
        Trace::Items items(trace, "blocks", kFeatureTraceBlocks);
        for (size_t x = 0; x < blocks.size(); ++x)
            if (TraceStep *s = items.next()) {
                const BlockStats::Counts &c = stats.counts(blocks[x]);
                s->node(blocks[x])
                    .range("feature", std::int64_t(x), std::int64_t(x))
                    .number("unlinked", features[x].text)
                    .number("linked", c.anchorWords)
                    .number("images", c.images)
                    .number("features", features[x].features)
                    .number("text ratio", features[x].textRatio)
                    .number("link ratio", features[x].linkRatio)
                    .number("image ratio", features[x].imageRatio)
                    .say("<" + std::string(doc.name(blocks[x])) +
                         ">: {unlinked} unlinked words, {linked} linked words, {images} images: "
                         "text ratio {unlinked} / {features} = {text ratio}, link ratio {link "
                         "ratio}, image ratio {image ratio}.");
            }
        items.finish();
    }

    std::vector<char> chosen(blocks.size(), 0);
    std::vector<int> cluster;
    std::vector<double> centroids;
    int top = 0;
    size_t best = 0;
    if (m_clustered) {
        const int k = static_cast<int>(values.at(0));
        cluster = kMeans(series.y, k, centroids, trace);
        top = static_cast<int>(std::max_element(centroids.begin(), centroids.end()) -
                               centroids.begin());
        double below = -1; // the next lower centroid: the boundary is half way to it
        for (size_t x = 0; x < blocks.size(); ++x) {
            chosen[x] = cluster[x] == top;
            if (!chosen[x])
                below = std::max(below, centroids[static_cast<size_t>(cluster[x])]);
        }
        if (below >= 0) {
            series.threshold = (below + centroids[static_cast<size_t>(top)]) / 2;
            series.thresholdLabel = "cluster boundary";
        }
        if (trace) {
            trace->phase("pick", "The blocks of the cluster with the highest centroid are the "
                                 "main content.");
            TraceStep &s = trace->add(TraceStep::Kind::Decision);
            s.range("feature", 0, std::int64_t(blocks.size()) - 1)
                .number("cluster", top)
                .number("centroid", centroids[static_cast<size_t>(top)])
                .number("blocks", double(std::count(chosen.begin(), chosen.end(), 1)));
            if (series.threshold)
                s.number("boundary", *series.threshold);
            s.say(series.threshold ? "Cluster {cluster} has the highest centroid, {centroid}: "
                                     "its {blocks} block(s) are chosen (the boundary to the "
                                     "next cluster is {boundary})."
                                   : "Cluster {cluster} has the highest centroid, {centroid}: "
                                     "its {blocks} block(s), every block, are chosen.");
        }
    } else {
        if (trace)
            trace->phase("pick", "The block with the highest text ratio (more unlinked words, "
                                 "then the earlier block, on ties).");
        Trace::Items raised(trace, "blocks that became the best so far", kFeatureTraceBlocks);
        for (size_t x = 0; x < blocks.size(); ++x) {
            if (x > 0 && !(features[x].textRatio > features[best].textRatio ||
                           (features[x].textRatio == features[best].textRatio &&
                            features[x].text > features[best].text)))
                continue;
            best = x;
            if (TraceStep *s = raised.next(TraceStep::Kind::Decision))
                s->node(blocks[x])
                    .range("feature", std::int64_t(x), std::int64_t(x))
                    .number("block", double(x))
                    .number("text ratio", features[x].textRatio)
                    .number("unlinked", features[x].text)
                    .say("Block {block}, <" + std::string(doc.name(blocks[x])) +
                         ">: text ratio {text ratio} with {unlinked} unlinked words is the best "
                         "so far.");
        }
        raised.finish();
        chosen[best] = 1;
    }

    std::vector<char> keep(static_cast<size_t>(doc.size()), 0);
    size_t count = 0;
    for (size_t x = 0; x < blocks.size(); ++x) {
        const Features &f = features[x];
        const auto xi = static_cast<std::int32_t>(x);
        keep[static_cast<size_t>(blocks[x])] = chosen[x];
        count += chosen[x];
        if (chosen[x]) {
            if (!series.chosen.empty() && series.chosen.back().second == xi - 1)
                series.chosen.back().second = xi;
            else
                series.chosen.emplace_back(xi, xi);
        }
        Reason reason;
        if (m_clustered)
            reason = {
                chosen[x] ? "text ratio {0} = {1} unlinked words / {2} features; in the "
                            "highest cluster (centroid {3}): chosen"
                          : "text ratio {0} = {1} unlinked words / {2} features; in a "
                            "lower cluster (centroid {3})",
                {f.textRatio, f.text, f.features, centroids[static_cast<size_t>(cluster[x])]}};
        else
            reason = {chosen[x] ? "text ratio {0} = {1} unlinked words / {2} features: the "
                                  "highest, chosen"
                                : "text ratio {0} = {1} unlinked words / {2} features",
                      {f.textRatio, f.text, f.features}};
        r.judgements.push_back({blocks[x], xi, bool(chosen[x]), f.textRatio, reason});
    }
    r.spans = stats.keptSpans(doc, [&](NodeId o) { return keep[static_cast<size_t>(o)] != 0; });
    r.selected = TextAssembler::cover(doc, r.spans);
    r.text = TextAssembler::assemble(doc, r.spans);
    r.series.push_back(std::move(series));
    r.series.push_back(std::move(links));
    r.series.push_back(std::move(images));
    char summary[160];
    if (m_clustered)
        std::snprintf(summary, sizeof summary,
                      "%zu of %zu blocks in the highest of %zu clusters (centroid %.3g)", count,
                      blocks.size(), centroids.size(), centroids[static_cast<size_t>(top)]);
    else
        std::snprintf(summary, sizeof summary,
                      "the block with the highest text ratio (%.3g) of %zu",
                      features[best].textRatio, blocks.size());
    r.summary = summary;
    return r;
}

} // namespace

const Extractor &feExtractor()
{
    static const FeatureExtractor e(false);
    return e;
}

const Extractor &kfeExtractor()
{
    static const FeatureExtractor e(true);
    return e;
}

} // namespace core

#include "clicontext.h"
#include "commands.h"

#include <document/documentloader.h>
#include <extraction/textassembler.h>
#include <extractors/consensus/consensusfeatures.h>
#include <extractors/consensus/consentbanners.h>
#include <extractors/consensus/customerreviews.h>
#include <extractors/consensus/documentationcontainers.h>
#include <extractors/consensus/forumpostcontainers.h>
#include <extractors/consensus/forumquotes.h>
#include <extractors/consensus/forumsignatures.h>
#include <extractors/consensus/imagefigures.h>
#include <extractors/consensus/pagelandmarks.h>
#include <extractors/consensus/pagetypeevidence.h>
#include <extractors/consensus/productdescription.h>
#include <extractors/consensus/readercomments.h>
#include <registry/extractorregistry.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace {

// Features are single-precision: nine significant digits give back the very float (IEEE 754's
// round-trip width for binary32), so the fitting script compares them with the trees' split
// thresholds exactly as the extractor does; fewer would move a value across a split.
double rounded(float v)
{
    if (v == 0)
        return 0;
    const double scale = std::pow(10.0, 8 - std::floor(std::log10(std::fabs(double(v)))));
    return std::round(double(v) * scale) / scale;
}

// The consensus extractor's voters, as the registry hands them to it.
std::span<const core::Extractor *const> consensusVoters()
{
    return core::ExtractorRegistry::find("consensus")->voters();
}

QJsonObject pageJson(const std::string &file, const core::Document &doc)
{
    const core::ConsensusFeatures features(doc, consensusVoters());
    QJsonObject o;
    o[QStringLiteral("file")] = QString::fromStdString(file);
    o[QStringLiteral("fallback")] = features.fallback();
    const std::vector<std::uint8_t> posts = core::ForumPostContainers::of(doc);
    core::ConsentBanners banners(doc);
    const std::vector<char> figures = core::ImageFigures::of(doc);
    const std::vector<core::PageLandmarks::Kind> landmarks = core::PageLandmarks::of(doc);
    const core::DocumentationContainers::Marks docs = core::DocumentationContainers::of(doc);
    const core::ProductDescription::Cover product = core::ProductDescription::cover(doc, features);
    QJsonArray blocks;
    for (size_t k = 0; k < features.blocks().size(); ++k) {
        const core::ConsensusFeatures::Block &b = features.blocks()[k];
        std::vector<core::TextSpan> spans;
        for (core::NodeId t : features.texts(b))
            spans.push_back(core::TextAssembler::wholeNode(doc, t));
        QJsonObject bo;
        bo[QStringLiteral("path")] = QString::fromStdString(doc.path(b.node));
        bo[QStringLiteral("words")] = static_cast<qint64>(b.words);
        bo[QStringLiteral("text")] =
            QString::fromStdString(core::TextAssembler::assemble(doc, spans));
        QJsonArray x;
        for (float v : b.values)
            x.append(rounded(v));
        bo[QStringLiteral("x")] = x;
        QJsonArray shares;
        for (size_t v = 0; v < core::ConsensusFeatures::kVoterCount; ++v)
            shares.append(rounded(features.share(k, v)));
        bo[QStringLiteral("votes")] = shares;
        QJsonArray containers;
        for (const auto &[first, last] : b.containers)
            containers.append(QJsonArray{static_cast<qint64>(first), static_cast<qint64>(last)});
        bo[QStringLiteral("containers")] = containers;
        bo[QStringLiteral("group")] = b.group;
        bo[QStringLiteral("own_group")] = b.ownGroup;
        bo[QStringLiteral("post")] = posts[static_cast<size_t>(b.node)];
        bo[QStringLiteral("signature")] = core::ForumSignatures::holds(doc, b.node);
        bo[QStringLiteral("quote")] = core::ForumQuotes::holds(doc, b.node);
        bo[QStringLiteral("consent")] = banners.holds(b.node);
        bo[QStringLiteral("comments")] = core::ReaderComments::holds(doc, b.node);
        bo[QStringLiteral("reviews")] = core::CustomerReviews::holds(doc, b.node);
        bo[QStringLiteral("figure")] = figures[static_cast<size_t>(b.node)] != 0;
        if (b.firstCopy != k)
            bo[QStringLiteral("copy")] = static_cast<qint64>(b.firstCopy);
        bo[QStringLiteral("landmark")] = static_cast<int>(landmarks[static_cast<size_t>(b.node)]);
        bo[QStringLiteral("docs")] = docs.content[static_cast<size_t>(b.node)];
        bo[QStringLiteral("docs_nav")] = docs.navigation[static_cast<size_t>(b.node)];
        if (!product.empty())
            bo[QStringLiteral("product")] = QJsonArray{static_cast<qint64>(product.found[k]),
                                                       static_cast<qint64>(product.words[k])};
        blocks.append(bo);
    }
    o[QStringLiteral("blocks")] = blocks;
    QJsonArray groups;
    for (const auto &items : features.groups()) {
        QJsonArray g;
        for (const auto &[first, last] : items)
            g.append(QJsonArray{static_cast<qint64>(first), static_cast<qint64>(last)});
        groups.append(g);
    }
    o[QStringLiteral("groups")] = groups;
    const core::PageTypeEvidence evidence(doc, {}, features);
    QJsonArray page;
    for (float v : evidence.values())
        page.append(rounded(v));
    o[QStringLiteral("page")] = page;
    return o;
}

} // namespace

int runFeatures(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Print the consensus extractor's evidence: per page (one JSON object per line) its text "
        "blocks, each with its path, words, text, feature values (x, in the order of the "
        "first line's \"features\"), the share of its words each voter chose (votes, in the "
        "order of \"voters\") and the blocks inside its parent, grandparent and great-grandparent "
        "element (containers: [first, last) block numbers), the nearest repeated sibling group "
        "above it and the group its own element is an item of (group, own_group: an index in "
        "the page's groups, -1 for none), the forum platform whose post "
        "container holds it (post: 1 + its index in ForumPostContainers::kPlatforms, 0 for "
        "none), whether a forum signature box holds it (signature, ForumSignatures), whether a "
        "forum platform's quote of another post holds it (quote, ForumQuotes), whether a "
        "cookie or consent banner holds it (consent, ConsentBanners), whether a reader "
        "comment section holds it (comments, ReaderComments), whether a figure (no "
        "table, no quotation) holds it (figure, ImageFigures), the page landmark that "
        "holds it (landmark: a PageLandmarks::Kind, 0 for none), the "
        "documentation framework whose content container holds it (docs: 1 + its "
        "index in DocumentationContainers::kFrameworks, 0 for none) and whose navigation part "
        "holds it (docs_nav, the same), on a page with a JSON-LD Product description its words "
        "that stand in it and its words (product: [found, words], ProductDescription::cover); "
        "and the page's own evidence of its "
        "kind (page, in the order of \"page_cues\") and its repeated sibling groups (groups: per "
        "group, the blocks inside each of its items as [first, last) block numbers). "
        "scripts/fit_consensus.py fits the "
        "weights on it, scripts/fit_page_types.py the page classifier."));
    parser.addPositionalArgument("inputs", "Files, directories or -.", "FILE|DIR|-...");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("features"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        CliContext::error(QStringLiteral("features: no input (give files, a directory or -)"));
        return CliContext::kUsageError;
    }
    const std::vector<std::string> inputs = CliContext::expandInputs(positional);
    if (inputs.empty()) {
        CliContext::error(
            QStringLiteral("features: no HTML pages in %1").arg(positional.join(' ')));
        return CliContext::kInputError;
    }
    QJsonArray names;
    for (std::string_view name : core::ConsensusFeatures::kNames)
        names.append(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
    QJsonArray pageCues;
    for (std::string_view name : core::PageTypeEvidence::kNames)
        pageCues.append(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
    QJsonArray voters;
    for (const core::Extractor *e : consensusVoters())
        voters.append(QString::fromStdString(e->info().id));
    CliContext::print(QJsonDocument(QJsonObject{{QStringLiteral("features"), names},
                                                {QStringLiteral("voters"), voters},
                                                {QStringLiteral("page_cues"), pageCues}})
                          .toJson(QJsonDocument::Compact)
                          .toStdString() +
                      "\n");
    int exitStatus = CliContext::kOk;
    for (const std::string &file : inputs) {
        core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(file);
        if (!loaded.document) {
            CliContext::error(QString::fromStdString(loaded.error));
            exitStatus = CliContext::kInputError;
            continue;
        }
        CliContext::print(QJsonDocument(pageJson(file, *loaded.document))
                              .toJson(QJsonDocument::Compact)
                              .toStdString() +
                          "\n");
    }
    return exitStatus;
}

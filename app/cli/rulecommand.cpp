#include "clicontext.h"
#include "commands.h"

#include <document/documentloader.h>
#include <document/filereader.h>
#include <io/atomicfile.h>
#include <package/goldannotation.h>
#include <package/siterule.h>
#include <package/testpackagereader.h>

#include <QCommandLineParser>
#include <QUrl>

namespace {

int propose(const QStringList &positional, const QCommandLineParser &parser)
{
    if (positional.size() != 3) {
        CliContext::error(QStringLiteral("rule propose: expected PACKAGE STEM (see --help)"));
        return CliContext::kUsageError;
    }
    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(positional[1].toStdString());
    if (!read.package) {
        for (const core::PackageIssue &issue : read.issues)
            CliContext::error(QString::fromStdString(issue.text()));
        return CliContext::kInputError;
    }
    const core::PackageDocument *doc = nullptr;
    for (const core::PackageDocument &d : read.package->documents)
        if (QString::fromStdString(d.stem) == positional[2])
            doc = &d;
    if (!doc) {
        CliContext::error(QStringLiteral("rule propose: no document '%1' in %2")
                              .arg(positional[2], positional[1]));
        return CliContext::kInputError;
    }
    const std::vector<core::GoldNode> *nodes = &doc->goldNodes;
    bool ofRendered = doc->goldNodesOfRendered;
    if (parser.isSet("annotator")) {
        const core::Annotation *a = doc->annotation(parser.value("annotator").toStdString());
        if (!a) {
            CliContext::error(QStringLiteral("rule propose: %1 has no annotation by '%2'")
                                  .arg(positional[2], parser.value("annotator")));
            return CliContext::kInputError;
        }
        nodes = &a->nodes;
        ofRendered = a->nodesOfRendered;
    }
    const std::string page = ofRendered ? read.package->pathOf(*doc, core::TestPackage::kRendered)
                                        : read.package->htmlPath(*doc);
    const core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(page);
    if (!loaded.document) {
        CliContext::error(QString::fromStdString(page + ": " + loaded.error));
        return CliContext::kInputError;
    }
    const core::Document &d = *loaded.document;
    const core::GoldAnnotation gold = core::GoldAnnotation::fromGoldNodes(d, *nodes);
    std::vector<core::NodeId> marked = gold.nodes();
    for (const core::TextSpan &range : gold.ranges())
        marked.push_back(range.node);
    std::string error;
    const std::optional<std::string> selector = core::SiteRule::propose(d, marked, error);
    if (!selector) {
        CliContext::error(QStringLiteral("rule propose: %1: %2")
                              .arg(positional[2], QString::fromStdString(error)));
        return CliContext::kInputError;
    }
    core::SiteRule rule;
    rule.selector = *selector;
    rule.site = QUrl(QString::fromStdString(doc->metadata.url)).host().toStdString();
    rule.source = positional[1].toStdString() + "/" + doc->stem;
    const core::SiteRule::Match match =
        rule.apply(d, *core::CssSelector::parse(rule.selector, error));
    CliContext::error(QStringLiteral("rule propose: %1 matches %2 elements, %3 of the page's %4 "
                                     "words")
                          .arg(QString::fromStdString(rule.selector))
                          .arg(match.nodes.size())
                          .arg(match.words)
                          .arg(match.pageWords));
    if (parser.isSet("out")) {
        if (!core::AtomicFile::write(parser.value("out").toStdString(), rule.json(), error)) {
            CliContext::error(QString::fromStdString(error));
            return CliContext::kInputError;
        }
        return CliContext::kOk;
    }
    CliContext::print(rule.json());
    return CliContext::kOk;
}

int test(const QStringList &positional)
{
    if (positional.size() < 3) {
        CliContext::error(QStringLiteral("rule test: expected RULE PAGE... (see --help)"));
        return CliContext::kUsageError;
    }
    std::string text, error;
    std::optional<core::SiteRule> rule;
    if (core::FileReader::read(positional[1].toStdString(), text, error))
        rule = core::SiteRule::parse(text, error);
    if (!rule) {
        CliContext::error(positional[1] + QStringLiteral(": ") + QString::fromStdString(error));
        return CliContext::kInputError;
    }
    const core::CssSelector selector = *core::CssSelector::parse(rule->selector, error);
    std::string out = "page\telements\twords\tpage_words\n";
    int status = CliContext::kOk;
    for (const std::string &page : CliContext::expandInputs(positional.mid(2))) {
        const core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(page);
        if (!loaded.document) {
            CliContext::error(QString::fromStdString(page + ": " + loaded.error));
            status = CliContext::kInputError;
            continue;
        }
        const core::SiteRule::Match m = rule->apply(*loaded.document, selector);
        out += page + '\t' + std::to_string(m.nodes.size()) + '\t' + std::to_string(m.words) +
               '\t' + std::to_string(m.pageWords) + '\n';
    }
    CliContext::print(out);
    return status;
}

} // namespace

int runRule(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Site rules (docs/site-rules.md): a CSS selector that picks a site's main content.\n"
        "  boilerscope-cli rule propose PACKAGE STEM   propose a rule from a document's "
        "node-level gold (prints the rule file)\n"
        "  boilerscope-cli rule test RULE PAGE...      what the rule matches on pages\n"
        "  boilerscope-cli import rule RULE PAGES OUT  compile a package with it"));
    parser.addOption({"annotator", "propose: from this annotator's annotation (KEY).", "KEY"});
    parser.addOption({{"o", "out"}, "propose: write the rule file here.", "RULE"});
    parser.addPositionalArgument("action", "propose or test.", "ACTION");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("rule"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.value(0) == QLatin1String("propose"))
        return propose(positional, parser);
    if (positional.value(0) == QLatin1String("test"))
        return test(positional);
    CliContext::error(QStringLiteral("rule: expected propose or test (see --help)"));
    return CliContext::kUsageError;
}

#include <extractors/consensus/consensusextractor.h>
#include <extractors/consensus/documentationcontainers.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <string>

using core::DocumentationContainers;

namespace {

// The id of the nearest element at or above node whose id starts with prefix, or "".
std::string idAbove(const core::Document &doc, core::NodeId node, std::string_view prefix)
{
    for (core::NodeId n = node; n != core::kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() && doc.attribute(n, "id").starts_with(prefix))
            return std::string(doc.attribute(n, "id"));
    return {};
}

QString frameworkName(std::uint8_t mark)
{
    return mark == 0 ? QString()
                     : QString::fromUtf8(
                           DocumentationContainers::kFrameworks[mark - 1].data(),
                           qsizetype(DocumentationContainers::kFrameworks[mark - 1].size()));
}

void addFixtureRows()
{
    QTest::addColumn<QString>("fixture");   // tests/data/extractors/documentation/<fixture>.html
    QTest::addColumn<QString>("framework"); // its framework's name
    QTest::newRow("Sphinx") << "sphinx"
                            << "Sphinx";
    QTest::newRow("Read the Docs") << "readthedocs"
                                   << "Read the Docs";
    QTest::newRow("MkDocs") << "mkdocs"
                            << "MkDocs";
    QTest::newRow("Docusaurus") << "docusaurus"
                                << "Docusaurus";
    QTest::newRow("MediaWiki") << "mediawiki"
                               << "MediaWiki";
    QTest::newRow("Docsy") << "docsy"
                           << "Docsy";
    QTest::newRow("GitBook") << "gitbook"
                             << "GitBook";
    QTest::newRow("Google DevSite") << "devsite"
                                    << "Google DevSite";
}

} // namespace

// Documentation frameworks' content containers and navigation parts, by each framework's own
// markup (a fixture page per framework: its text in elements with ids "content-*", its tables of
// contents, edit links, version pickers and previous/next links in elements with ids "nav-*"),
// and the consensus's rule on them: on a page read as documentation, the text is kept, the
// navigation dropped, the framework named in the reason.
class TestDocumentationContainers : public QObject
{
    Q_OBJECT

private slots:
    void frameworks_data() { addFixtureRows(); }
    void frameworks()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, framework);
        const core::Document doc =
            testpages::loadFixture("extractors/documentation/" + fixture + ".html");
        const DocumentationContainers::Marks marks = DocumentationContainers::of(doc);
        QCOMPARE(marks.content.size(), size_t(doc.size()));
        QCOMPARE(marks.navigation.size(), size_t(doc.size()));
        int content = 0, navigation = 0;
        for (core::NodeId n = 0; n < doc.size(); ++n) {
            if (!doc.node(n).isElement())
                continue;
            const auto i = size_t(n);
            if (!idAbove(doc, n, "content-").empty()) {
                QCOMPARE(frameworkName(marks.content[i]), framework);
                QCOMPARE(marks.navigation[i], std::uint8_t(0));
                ++content;
            }
            if (doc.attribute(n, "id").starts_with("nav-")) {
                QCOMPARE(frameworkName(marks.navigation[i]), framework);
                ++navigation;
            }
        }
        QVERIFY(content > 0);
        QVERIFY(navigation > 0);
        QCOMPARE(marks.content[size_t(doc.body())], std::uint8_t(0));
        QCOMPARE(marks.navigation[size_t(doc.body())], std::uint8_t(0));
    }

    void markup_data()
    {
        QTest::addColumn<QString>("markup");     // holds <b id=x>
        QTest::addColumn<QString>("content");    // its content container's framework, or ""
        QTest::addColumn<QString>("navigation"); // its navigation part's framework, or ""
        auto row = [](const char *name, const char *markup, const char *content,
                      const char *navigation) {
            QTest::newRow(name) << QString::fromUtf8(markup) << QString::fromUtf8(content)
                                << QString::fromUtf8(navigation);
        };
        row("Sphinx body", "<div class=bodywrapper><div class=body><b id=x>a</b></div></div>",
            "Sphinx", "");
        row("a body outside Sphinx's wrapper", "<div class=body><b id=x>a</b></div>", "", "");
        row("MediaWiki text",
            "<div id=mw-content-text><div class=mw-parser-output><b id=x>a</b>"
            "</div></div>",
            "MediaWiki", "");
        row("mw-parser-output outside the article",
            "<div id=siteNotice><div class=mw-parser-output><b id=x>a</b></div></div>", "", "");
        row("Sphinx's previous/next bar",
            "<div class=related><b id=x>a</b></div><div class=bodywrapper><div class=body>b</div>"
            "</div>",
            "", "Sphinx");
        // "related" is a common word: without Sphinx's body on the page it says nothing.
        row("a related box on another page", "<div class=related><b id=x>a</b></div>", "", "");
        row("a table of contents inside MediaWiki's text",
            "<div id=mw-content-text><div class=mw-parser-output><div id=toc><b id=x>a</b></div>"
            "</div></div>",
            "MediaWiki", "MediaWiki");
        row("DevSite article body",
            "<article class=devsite-article><div class='devsite-article-body clearfix'><b "
            "id=x>a</b></div></article>",
            "Google DevSite", "");
        // DevSite's "nocontent" marks its navigation; without DevSite's body it says nothing.
        row("DevSite's breadcrumbs",
            "<div class='devsite-article-meta nocontent'><b id=x>a</b></div><div "
            "class=devsite-article-body>b</div>",
            "", "Google DevSite");
        row("a nocontent box on another page", "<div class=nocontent><b id=x>a</b></div>", "", "");
        row("a class that only starts alike", "<div class=td-content-x><b id=x>a</b></div>", "",
            "");
    }
    void markup()
    {
        QFETCH(QString, markup);
        QFETCH(QString, content);
        QFETCH(QString, navigation);
        const core::Document doc =
            testpages::parsePage("<html><body>" + markup.toStdString() + "</body></html>");
        const DocumentationContainers::Marks marks = DocumentationContainers::of(doc);
        const auto x = size_t(testpages::byId(doc, "x"));
        QCOMPARE(frameworkName(marks.content[x]), content);
        QCOMPARE(frameworkName(marks.navigation[x]), navigation);
        // Each framework's reasons name it.
        for (size_t k = 0; k < DocumentationContainers::kFrameworkCount; ++k) {
            QVERIFY(
                std::string(DocumentationContainers::kKeptReasons[k])
                    .starts_with("kept: " + std::string(DocumentationContainers::kFrameworks[k])));
            QVERIFY(std::string(DocumentationContainers::kDroppedReasons[k])
                        .starts_with("dropped: " +
                                     std::string(DocumentationContainers::kFrameworks[k])));
        }
    }

    // The consensus on each fixture (a page the classifier reads as documentation): every block
    // of the text kept, every block of the navigation dropped; a block the rule decides names the
    // framework, in its judgement and in the trace's decision on it.
    void consensusKeepsTheTextAndDropsTheNavigation_data() { addFixtureRows(); }
    void consensusKeepsTheTextAndDropsTheNavigation()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, framework);
        const core::Document doc =
            testpages::loadFixture("extractors/documentation/" + fixture + ".html");
        const tracetest::Traced t = tracetest::run(doc, "consensus");
        const core::ExtractionResult &r = t.result;
        int text = 0;
        size_t decidedByRule = 0;
        for (const core::Judgement &j : r.judgements) {
            const bool inText = !idAbove(doc, j.node, "content-").empty();
            const bool inNavigation = !idAbove(doc, j.node, "nav-").empty();
            const QString reason = QString::fromStdString(j.reason.text());
            if (inText)
                ++text;
            QVERIFY2(!inText || j.selected, qPrintable(reason));
            QVERIFY2(!inNavigation || !j.selected, qPrintable(reason));
            if (reason.contains(QStringLiteral("on a documentation page"))) {
                QVERIFY2(reason.startsWith("kept: " + framework) ||
                             reason.startsWith("dropped: " + framework),
                         qPrintable(reason));
                ++decidedByRule;
            }
        }
        QVERIFY(text > 0);
        QVERIFY(r.judgements.size() <= core::ConsensusExtractor::kTraceBlocks);
        size_t tracedByRule = 0;
        for (const core::TraceStep *s :
             tracetest::steps(t.trace, "decisions", core::TraceStep::Kind::Decision))
            tracedByRule +=
                s->text.find("on a documentation page (probability") != std::string::npos;
        QCOMPARE(tracedByRule, decidedByRule);
    }
};

QTEST_APPLESS_MAIN(TestDocumentationContainers)
#include "tst_documentationcontainers.moc"

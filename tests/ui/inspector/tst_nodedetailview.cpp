#include "fixtureanalysis.h"

#include <document/htmlparser.h>
#include <inspector/nodedetailview.h>
#include <registry/extractorregistry.h>

#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QtTest>

class tst_NodeDetailView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void reasons_data();
    void reasons();
    void chosenWithoutAJudgement();
    void whyNotInOneParagraph_data();
    void whyNotInOneParagraph();
    void hints();
    void hiddenInTheSource_data();
    void hiddenInTheSource();
    void crunchVerdict_data();
    void crunchVerdict();

private:
    std::shared_ptr<const core::Document> m_doc;
    std::shared_ptr<const ui::Analysis> m_analysis;
};

void tst_NodeDetailView::initTestCase()
{
    m_doc = fixture::load("article.html");
    m_analysis = fixture::handMade(m_doc);
}

void tst_NodeDetailView::reasons_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("absent");
    // The fixture's runs (fixtureanalysis.h): density chose div#main, danag chose p[1], bte
    // chose nothing.
    QTest::newRow("p[1]") << "/html/body/div[2]/p[1]"
                          << QStringList{"/html/body/div[2]/p[1]", "string of 52 chars > cutoff 26",
                                         // density chose its parent div#main.
                                         "Inside a subtree this run chose",
                                         // danag chose p[1] itself, with its line reason.
                                         "Chosen by this run", "line 3: D = 45 > 0",
                                         "This run chose nothing on this page."}
                          // Chosen, or inside the chosen content, for both runs: no "why not".
                          << QStringList{"Why not this node?"};
    QTest::newRow("div#main") << "/html/body/div[2]"
                              << QStringList{"div#main.post", "23 words",
                                             "region of 79 chars above the cutoff",
                                             // danag's p[1] lies inside div#main.
                                             "This node contains the chosen node",
                                             "/html/body/div[2]/p[1]", "line 3: D = 45 > 0"}
                              << QStringList{"string of 52 chars"};
    QTest::newRow("nav") << "/html/body/div[1]"
                         << QStringList{"div#nav.menu.top",
                                        "string of 4 chars < cutoff 26",
                                        "line 0: D = -26 <= 0",
                                        "The chosen node lies elsewhere on the page",
                                        "/html/body/div[2]/p[1]",
                                        "Not chosen"}
                         << QStringList{"Chosen by this run"};
    QTest::newRow("b inside main")
        << "/html/body/div[2]/p[2]/b"
        << QStringList{"Inside a subtree this run chose", "Not judged by this run"}
        << QStringList{};
}

void tst_NodeDetailView::reasons()
{
    QFETCH(QString, path);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, absent);
    ui::NodeDetailView view;
    view.setAnalysis(m_analysis);
    view.setNode(fixture::at(*m_doc, path.toUtf8().constData()));
    const QString text = view.toPlainText();
    for (const QString &e : expected)
        QVERIFY2(text.contains(e), qPrintable(e + " missing in:\n" + text));
    for (const QString &a : absent)
        QVERIFY2(!text.contains(a), qPrintable(a + " unexpected in:\n" + text));
}

// A run that chose a node it did not judge (BTE chooses the elements that cover its text) says
// so, instead of "Chosen" followed by "Not judged".
void tst_NodeDetailView::chosenWithoutAJudgement()
{
    const core::NodeId node = fixture::at(*m_doc, "/html/body/div[2]/p[1]");
    auto analysis = std::make_shared<ui::Analysis>();
    analysis->document = m_doc;
    ui::ExtractorRun run = fixture::run("bte");
    run.result.selected = {node};
    analysis->runs.push_back(run);
    ui::NodeDetailView view;
    view.setAnalysis(analysis);
    view.setNode(node);
    const QString text = view.toPlainText();
    QVERIFY2(text.contains("Chosen by this run"), qPrintable(text));
    QVERIFY2(text.contains("Chosen as the cover of the text this run kept"), qPrintable(text));
    QVERIFY2(!text.contains("Not judged by this run"), qPrintable(text));
}

void tst_NodeDetailView::whyNotInOneParagraph_data()
{
    QTest::addColumn<QString>("chosen"); // the node the run chose
    QTest::addColumn<QString>("scores"); // the chosen node's score against this node's
    QTest::addColumn<QString>("reason"); // the chosen node's reason
    // The fixture's runs at the nav (fixtureanalysis.h): density chose div#main, scoring it 79
    // and the nav 4; danag chose p[1], at line 3 with D = 45, the nav's line 0 at -26.
    QTest::newRow("density") << "/html/body/div[2]"
                             << "score 79 against 4"
                             << "region of 79 chars above the cutoff";
    QTest::newRow("danag") << "/html/body/div[2]/p[1]"
                           << "score 45 against -26"
                           << "line 3: D = 45 > 0";
}

// "Why not this node?" is one paragraph per run (the chosen node, its words and score against
// this node's, its reason), not a table of rows repeating this node's path and reason that the
// view shows above it: on a laptop's inspector a table per ticked run pushed all runs but the
// first out of view. At 420 px it takes at most four lines.
void tst_NodeDetailView::whyNotInOneParagraph()
{
    QFETCH(QString, chosen);
    QFETCH(QString, scores);
    QFETCH(QString, reason);
    const core::NodeId nav = fixture::at(*m_doc, "/html/body/div[1]");
    const core::NodeId other = fixture::at(*m_doc, chosen.toUtf8().constData());
    ui::NodeDetailView view;
    view.resize(420, 600);
    view.setAnalysis(m_analysis);
    view.setNode(nav);
    auto *browser = view.findChild<QTextBrowser *>();
    QVERIFY(browser);
    QTextDocument *doc = browser->document();
    doc->setTextWidth(420);
    const QString words = QStringLiteral("%1 words against this node's %2")
                              .arg(m_doc->subtreeWords(other))
                              .arg(m_doc->subtreeWords(nav));
    QTextBlock found;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        if (b.text().contains("Why not this node?") && b.text().contains(chosen + ",") &&
            b.text().contains(reason))
            found = b;
    QVERIFY2(found.isValid(), qPrintable(view.toPlainText()));
    QVERIFY2(found.text().contains(words), qPrintable(found.text()));
    QVERIFY2(found.text().contains(scores), qPrintable(found.text()));
    QVERIFY(found.layout());
    QVERIFY2(found.layout()->lineCount() <= 4,
             qPrintable(QString::number(found.layout()->lineCount())));
}

void tst_NodeDetailView::hints()
{
    ui::NodeDetailView view;
    QVERIFY(view.toPlainText().contains("No page analysed"));
    view.setAnalysis(m_analysis);
    QVERIFY(view.toPlainText().contains("Select a node"));
    view.setNode(fixture::at(*m_doc, "/html/body"));
    QVERIFY(view.toPlainText().contains("28 words"));
    view.setAnalysis(nullptr);
    QCOMPARE(view.node(), core::kNoNode);
}

// An element the source hides: either not visible, or read as shown with the rule that shows it
// (core::DocumentBuilder::shownReason).
void tst_NodeDetailView::hiddenInTheSource_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("absent");
    QTest::newRow("a tab panel")
        << "<div role=tabpanel hidden><p>Install the SDK.</p></div>"
        << "read as shown: the panel of a tab list or an accordion (role \"tabpanel\")"
        << "not visible";
    QTest::newRow("a hidden div") << "<div hidden><p>Install the SDK.</p></div>"
                                  << "not visible"
                                  << "read as shown";
    QTest::newRow("a shown div") << "<div><p>Install the SDK.</p></div>"
                                 << "3 words"
                                 << "Hidden in the source";
}

void tst_NodeDetailView::hiddenInTheSource()
{
    QFETCH(QString, html);
    QFETCH(QString, expected);
    QFETCH(QString, absent);
    auto a = std::make_shared<ui::Analysis>();
    a->document = std::make_shared<const core::Document>(
        core::HtmlParser::parse("<html><body>" + html.toStdString() + "</body></html>"));
    QTextDocument text;
    text.setHtml(ui::NodeDetailView::html(a.get(), {}, fixture::at(*a->document, "/html/body/div"),
                                          QString()));
    QVERIFY2(text.toPlainText().contains(expected), qPrintable(text.toPlainText()));
    QVERIFY2(!text.toPlainText().contains(absent), qPrintable(text.toPlainText()));
}

void tst_NodeDetailView::crunchVerdict_data()
{
    QTest::addColumn<QString>("element");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("absent"); // what the node showed before: an earlier filter's
    // crunch-verdicts.html: div#sep "» 12" has no link (ratio 0: the link filter keeps it) and
    // 4 chars < 10 (the empty filter removes it); div#navtitle "Sections" has no link either
    // (kept) but goes with div#nav, whose 20 of 28 chars are anchors.
    QTest::newRow("sep") << "sep"
                         << "remove-empty: 4 chars < 10: empty container removed"
                         << "link text ratio 0";
    QTest::newRow("navtitle") << "navtitle"
                              << "remove-link-lists: removed with node"
                              << "link text ratio 0";
}

void tst_NodeDetailView::crunchVerdict()
{
    // The node detail lists a run's judgements of the node: Crunch gives each node one verdict,
    // the filter's that decided it, never "kept" by one filter next to "removed" by another.
    QFETCH(QString, element);
    QFETCH(QString, verdict);
    QFETCH(QString, absent);
    const auto doc = fixture::load("crunch-verdicts.html");
    auto analysis = std::make_shared<ui::Analysis>();
    analysis->document = doc;
    ui::ExtractorRun run = fixture::run("crunch");
    run.result = core::ExtractorRegistry::find("crunch")->run(*doc);
    analysis->runs.push_back(run);
    ui::NodeDetailView view;
    view.setAnalysis(analysis);
    core::NodeId node = core::kNoNode;
    for (core::NodeId i = 0; i < doc->size(); ++i)
        if (doc->attribute(i, "id") == element.toStdString())
            node = i;
    view.setNode(node);
    const QString text = view.toPlainText();
    QVERIFY2(text.contains(verdict), qPrintable(text));
    QVERIFY2(!text.contains(absent), qPrintable(text));
}

QTEST_MAIN(tst_NodeDetailView)
#include "tst_nodedetailview.moc"

#include "fixtureanalysis.h"

#include <nodedetailview.h>

#include <QtTest>

class tst_NodeDetailView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void reasons_data();
    void reasons();
    void hints();

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

QTEST_MAIN(tst_NodeDetailView)
#include "tst_nodedetailview.moc"

#include "fixtureanalysis.h"

#include <inspector/domtreemodel.h>
#include <inspector/domtreeroles.h>

#include <QAbstractItemModelTester>
#include <QFont>
#include <QtTest>

// The run columns of the fixture's analysis (density, danag, bte), after the fixed columns.
constexpr int kDensity = ui::DomTreeModel::FirstRunColumn;
constexpr int kDanag = ui::DomTreeModel::FirstRunColumn + 1;

class tst_DomTreeModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void structure();
    void labels_data();
    void labels();
    void counts_data();
    void counts();
    void runColumns();
    void roundTrip();
    void skipsCommentsAndWhitespace();
    void reset();

private:
    std::shared_ptr<const core::Document> m_doc;
    std::shared_ptr<const ui::Analysis> m_analysis;
    ui::DomTreeModel m_model;
    QModelIndex at(const char *path) { return m_model.indexOf(fixture::at(*m_doc, path)); }
};

void tst_DomTreeModel::initTestCase()
{
    m_doc = fixture::load("article.html");
    m_analysis = fixture::handMade(m_doc);
    new QAbstractItemModelTester(&m_model, QAbstractItemModelTester::FailureReportingMode::Fatal,
                                 this);
    m_model.setAnalysis(m_analysis);
}

void tst_DomTreeModel::structure()
{
    // Columns: Node, Words, Chars, Leaves + 3 runs (density, danag, bte).
    QCOMPARE(m_model.columnCount(), 7);
    QCOMPARE(m_model.headerData(kDensity, Qt::Horizontal).toString(), QStringLiteral("density"));
    QCOMPARE(m_model.headerData(kDanag, Qt::Horizontal, Qt::DecorationRole).value<QColor>(),
             m_analysis->runs[1].color);
    // The document node is hidden: one root row, <html>, with head and body.
    QCOMPARE(m_model.rowCount(), 1);
    const QModelIndex html = m_model.index(0, 0);
    QCOMPARE(html.data().toString(), QStringLiteral("html"));
    QCOMPARE(m_model.rowCount(html), 2);
    const QModelIndex body = m_model.index(1, 0, html);
    QCOMPARE(body.data().toString(), QStringLiteral("body"));
    // body: div#nav, div#main, div#footer (whitespace text between them has no row).
    QCOMPARE(m_model.rowCount(body), 3);
    QCOMPARE(m_model.parent(body), html);
    QCOMPARE(m_model.parent(html), QModelIndex());
    // Text nodes are leaves.
    const QModelIndex text = at("/html/body/div[2]/h1/text()");
    QCOMPARE(m_model.rowCount(text), 0);
}

void tst_DomTreeModel::labels_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("label");
    QTest::newRow("id and classes") << "/html/body/div[1]"
                                    << "div#nav.menu.top";
    QTest::newRow("id only") << "/html/body/div[3]"
                             << "div#footer";
    QTest::newRow("plain") << "/html/body/div[2]/p[1]"
                           << "p";
    QTest::newRow("text") << "/html/body/div[2]/h1/text()"
                          << "\"The headline of the article\"";
    // 52 characters, under the 60-character snippet limit: whole.
    QTest::newRow("long text") << "/html/body/div[2]/p[1]/text()"
                               << "\"First paragraph of the article has some words in it.\"";
}

void tst_DomTreeModel::labels()
{
    QFETCH(QString, path);
    QFETCH(QString, label);
    QCOMPARE(at(path.toUtf8().constData()).data().toString(), label);
}

void tst_DomTreeModel::counts_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("words");
    QTest::addColumn<int>("chars");
    QTest::addColumn<int>("leaves");
    // Words: Home 1, News 1, headline 5, p[1] 10, p[2] 3 + 1 + 4 = 8, footer 3.
    // Chars (collapsed, trimmed text nodes): see fixtureanalysis.h.
    // Leaves: the wordful visible text nodes, one per chars term below.
    QTest::newRow("body") << "/html/body" << 28 << (4 + 4 + 27 + 52 + 21 + 4 + 20 + 22) << 8;
    QTest::newRow("main") << "/html/body/div[2]" << 23 << (27 + 52 + 21 + 4 + 20) << 5;
    QTest::newRow("p[2]") << "/html/body/div[2]/p[2]" << 8 << (21 + 4 + 20) << 3;
    QTest::newRow("nav") << "/html/body/div[1]" << 2 << 8 << 2;
    // Title text is not visible (inside head): no words counted for it.
    QTest::newRow("title") << "/html/head/title" << 0 << 0 << 0;
}

void tst_DomTreeModel::counts()
{
    QFETCH(QString, path);
    QFETCH(int, words);
    QFETCH(int, chars);
    QFETCH(int, leaves);
    const QModelIndex i = at(path.toUtf8().constData());
    QCOMPARE(i.siblingAtColumn(ui::DomTreeModel::WordsColumn).data().toInt(), words);
    QCOMPARE(i.siblingAtColumn(ui::DomTreeModel::CharsColumn).data().toInt(), chars);
    QCOMPARE(i.siblingAtColumn(ui::DomTreeModel::LeavesColumn).data().toInt(), leaves);
}

void tst_DomTreeModel::runColumns()
{
    const QModelIndex main = at("/html/body/div[2]");
    const QModelIndex density = main.siblingAtColumn(kDensity);
    // density selected div#main with score 79: checked, bold, in the run's colour.
    QCOMPARE(density.data(ui::ScoreRole).toDouble(), 79.0);
    QCOMPARE(density.data().toString(), QStringLiteral("\u2713 79"));
    QVERIFY(density.data(Qt::FontRole).value<QFont>().bold());
    QCOMPARE(density.data(Qt::ForegroundRole).value<QColor>(), m_analysis->runs[0].color);
    QCOMPARE(density.data(ui::ReasonRole).toString(),
             QStringLiteral("region of 79 chars above the cutoff"));
    QCOMPARE(main.data(ui::ChosenByRole).toStringList(), QStringList{"density"});
    // danag did not judge div#main: empty cell.
    QVERIFY(!main.siblingAtColumn(kDanag).data().isValid());
    QVERIFY(!main.siblingAtColumn(kDanag).data(ui::ScoreRole).isValid());

    // p[1]: judged by density (52, not selected) and chosen by danag (45).
    const QModelIndex p1 = at("/html/body/div[2]/p[1]");
    QCOMPARE(p1.siblingAtColumn(kDensity).data().toString(), QStringLiteral("52"));
    QVERIFY(!p1.siblingAtColumn(kDensity).data(Qt::FontRole).isValid());
    QCOMPARE(p1.siblingAtColumn(kDanag).data().toString(), QStringLiteral("\u2713 45"));
    QCOMPARE(p1.data(ui::ChosenByRole).toStringList(), QStringList{"danag"});
    QCOMPARE(p1.siblingAtColumn(kDanag).data(ui::ReasonRole).toString(),
             QStringLiteral("line 3: D = 45 > 0"));
    // Column 0's reason lists every run's.
    QCOMPARE(p1.data(ui::ReasonRole).toString(),
             QStringLiteral("density: string of 52 chars > cutoff 26\ndanag: line 3: D = 45 > 0"));
    QCOMPARE(p1.data(ui::NodeIdRole).toInt(), fixture::at(*m_doc, "/html/body/div[2]/p[1]"));
    // Negative scores show as such.
    QCOMPARE(at("/html/body/div[1]").siblingAtColumn(kDanag).data().toString(),
             QStringLiteral("-26"));
}

void tst_DomTreeModel::roundTrip()
{
    int rows = 0;
    for (core::NodeId id = 1; id < m_doc->size(); ++id) {
        const QModelIndex i = m_model.indexOf(id);
        if (!i.isValid())
            continue;
        ++rows;
        QCOMPARE(m_model.nodeAt(i), id);
        QCOMPARE(m_model.index(i.row(), 0, i.parent()), i);
        QCOMPARE(m_model.nodeAt(i.siblingAtColumn(kDanag)), id);
    }
    // Elements: html head title body div a a div h1 p p b div = 13; texts with words: Fixture +
    // the 8 strings = 9.
    QCOMPARE(rows, 22);
    QCOMPARE(m_model.nodeAt({}), core::kNoNode);
    QVERIFY(!m_model.indexOf(0).isValid());
    QVERIFY(!m_model.indexOf(core::kNoNode).isValid());
}

void tst_DomTreeModel::skipsCommentsAndWhitespace()
{
    const core::NodeId main = fixture::at(*m_doc, "/html/body/div[2]");
    // div#main: h1, p, p (the comment and the whitespace around the elements have no row).
    QCOMPARE(m_model.rowCount(m_model.indexOf(main)), 3);
    QVERIFY(!m_model.indexOf(fixture::at(*m_doc, "/html/body/div[2]/comment()")).isValid());
    QVERIFY(!m_model.indexOf(fixture::at(*m_doc, "/html/body/div[1]/text()")).isValid());
}

void tst_DomTreeModel::reset()
{
    ui::DomTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 4); // Node, Words, Chars, Leaves
    model.setAnalysis(m_analysis);
    QCOMPARE(model.rowCount(), 1);
    model.setAnalysis(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(tst_DomTreeModel)
#include "tst_domtreemodel.moc"

#include "fixtureanalysis.h"

#include <charts/nodetox.h>

#include <QtTest>

class tst_NodeToX : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void xOf_data();
    void xOf();
    void nodeAt();
    void unorderedNodes();

private:
    std::shared_ptr<const core::Document> m_doc;
    ui::NodeToX m_map;
};

void tst_NodeToX::initTestCase()
{
    m_doc = fixture::load("article.html");
    std::vector<core::NodeId> nodes;
    for (const char *p : fixture::kTextPaths)
        nodes.push_back(fixture::at(*m_doc, p));
    m_map = ui::NodeToX(*m_doc, nodes);
}

void tst_NodeToX::xOf_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("expected");
    // x of the fixture's text nodes (fixtureanalysis.h): a node maps to the first x inside it.
    QTest::newRow("text itself") << "/html/body/div[2]/p[1]/text()" << 3;
    QTest::newRow("paragraph -> its text") << "/html/body/div[2]/p[1]" << 3;
    QTest::newRow("p[2] -> first of its 3 texts") << "/html/body/div[2]/p[2]" << 4;
    QTest::newRow("b inside p[2]") << "/html/body/div[2]/p[2]/b" << 5;
    QTest::newRow("div#main -> the headline") << "/html/body/div[2]" << 2;
    QTest::newRow("body -> first string") << "/html/body" << 0;
    QTest::newRow("footer") << "/html/body/div[3]" << 7;
    QTest::newRow("title has no x") << "/html/head/title" << -1;
}

void tst_NodeToX::xOf()
{
    QFETCH(QString, path);
    QFETCH(int, expected);
    QCOMPARE(m_map.xOf(fixture::at(*m_doc, path.toUtf8().constData())), expected);
}

void tst_NodeToX::nodeAt()
{
    QCOMPARE(m_map.size(), 8);
    for (int x = 0; x < 8; ++x)
        QCOMPARE(m_map.nodeAt(x), fixture::at(*m_doc, fixture::kTextPaths[x]));
    QCOMPARE(m_map.nodeAt(-1), core::kNoNode);
    QCOMPARE(m_map.nodeAt(8), core::kNoNode);
    QCOMPARE(m_map.xOf(core::kNoNode), -1);
    QCOMPARE(m_map.xOf(m_doc->size()), -1);
}

void tst_NodeToX::unorderedNodes()
{
    // Series need not be in document order: x 0 -> footer text, x 1 -> headline, x 2 -> the
    // footer again. div#main's first x is 1, the footer's 0, body's min(0, 1) = 0.
    const core::NodeId footer = fixture::at(*m_doc, fixture::kTextPaths[7]);
    const core::NodeId headline = fixture::at(*m_doc, fixture::kTextPaths[2]);
    const std::vector<core::NodeId> nodes = {footer, headline, footer};
    const ui::NodeToX map(*m_doc, nodes);
    QCOMPARE(map.xOf(fixture::at(*m_doc, "/html/body/div[2]")), 1);
    QCOMPARE(map.xOf(fixture::at(*m_doc, "/html/body/div[3]")), 0);
    QCOMPARE(map.xOf(fixture::at(*m_doc, "/html/body")), 0);
}

QTEST_GUILESS_MAIN(tst_NodeToX)
#include "tst_nodetox.moc"

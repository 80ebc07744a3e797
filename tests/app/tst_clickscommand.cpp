// boilerscope-cli clicks: per document the units, the content, what to add and remove and the
// fewest clicks after pre-annotation (docs/annotation.md "Clicks per article"), then the median
// and quartiles; every figure counted by hand on the pages below.
#include "clirun.h"

#include <package/testpackagewriter.h>

#include <QTemporaryDir>
#include <QTest>

class TestClicksCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clicks_data();
    void clicks();
    void errors();

private:
    QTemporaryDir m_dir;
};

void TestClicksCommand::initTestCase()
{
    const std::string dir = m_dir.path().toStdString();
    std::string error;
    QVERIFY(core::TestPackageWriter::create(dir, {"p", "", "", ""}, false, error));
    const auto add = [&](const char *stem, const char *type, const char *gold, const char *html) {
        core::PackageDocument doc;
        doc.stem = stem;
        doc.metadata.pageType = type;
        doc.hasGoldText = gold != nullptr;
        doc.goldText = gold ? gold : "";
        return core::TestPackageWriter::writeDocument(dir, doc, html, {}, false, error);
    };
    // a: a link, then two paragraphs of content in <article>.
    QVERIFY(add("a", "article", "One two three four.\nFive six seven eight.",
                "<html><body><div id=nav><a href=/>Home</a></div><article><p>One two three "
                "four.</p><p>Five six seven eight.</p></article></body></html>"));
    // b: one paragraph of content, one of menu.
    QVERIFY(add("b", "forum", "Alpha beta gamma.",
                "<html><body><p>Alpha beta gamma.</p><p>Menu</p></body></html>"));
    // c: no gold text: not counted.
    QVERIFY(add("c", "article", nullptr, "<html><body><p>Nothing known.</p></body></html>"));
    // e: three paragraphs of content with a word of boilerplate between them.
    QVERIFY(add("e", "article", "A1 a2 a3. B1 b2 b3. C1 c2 c3.",
                "<html><body><p>A1 a2 a3.</p><div>x</div><p>B1 b2 b3.</p><div>y</div>"
                "<p>C1 c2 c3.</p></body></html>"));
}

void TestClicksCommand::clicks_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("summary");
    // From no marks: a's <article> (1); b's paragraph (1); e's three paragraphs, or <body> and
    // then x and y unmarked (3). Sorted 1 1 3: median 1, quartiles 1 and 1 + 0.5 × 2 = 2.
    QTest::newRow("none") << QStringList{"-e", "none"}
                          << QStringList{"a\tarticle\t3\t2\t2\t0\t1", "b\tforum\t2\t1\t1\t0\t1",
                                         "e\tarticle\t5\t3\t3\t0\t3"}
                          << "median 1, quartiles 1 and 2, over 3 documents";
    // plain keeps every text: a's #nav unmarked (1); b's menu (1); e's x and y (2).
    QTest::newRow("plain") << QStringList{"-e", "plain"}
                           << QStringList{"a\tarticle\t3\t2\t0\t1\t1", "b\tforum\t2\t1\t0\t1\t1",
                                          "e\tarticle\t5\t3\t0\t2\t2"}
                           << "median 1, quartiles 1 and 1.5, over 3 documents";
    QTest::newRow("articles only")
        << QStringList{"-e", "none", "--page-type", "article"}
        << QStringList{"a\tarticle\t3\t2\t2\t0\t1", "e\tarticle\t5\t3\t3\t0\t3"}
        << "median 2, quartiles 1.5 and 2.5, over 2 documents";
}

void TestClicksCommand::clicks()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, rows);
    QFETCH(QString, summary);
    const CliRun r = CliRun::run(QStringList{"clicks", m_dir.path()} + args);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts),
             QStringList{"document\tpage_type\tunits\tcontent\tto_add\tto_remove\tclicks"} + rows);
    QVERIFY2(r.err.contains(summary), qPrintable(r.err));
}

void TestClicksCommand::errors()
{
    CliRun r = CliRun::run({"clicks"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("expected one PACKAGE"));
    r = CliRun::run({"clicks", BOILERSCOPE_TEST_DATA "/eval"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("package.json"));
    r = CliRun::run({"clicks", m_dir.path(), "-e", "no-such-extractor"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("no-such-extractor"));
}

QTEST_GUILESS_MAIN(TestClicksCommand)
#include "tst_clickscommand.moc"

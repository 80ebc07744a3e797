// `boilerscope-cli diff`, run as a separate process: two extractors on a page, the words only
// one of them kept, the disagreeing blocks with their paths and reasons, as text and as JSON.

#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

const QString kArticle = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/pages/article.html");
const QString kDefs = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/extractors/");

} // namespace

class TestDiffCommand : public QObject
{
    Q_OBJECT

private slots:
    void agreeing();
    void text();
    void json();
    void errors_data();
    void errors();
};

void TestDiffCommand::agreeing()
{
    // ext:echo-page returns the page: it keeps what plain keeps, word for word (article.html:
    // Heading, First paragraph with bold text., one, two: 8 words).
    const CliRun r = CliRun::run({"diff", "-e", "plain", "-e", "ext:echo-page", "--extractor-file",
                                  kDefs + "echo-page.json", kArticle});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, "A = plain, B = ext:echo-page: only A 0 words, only B 0 words, both 8 words\n");
}

void TestDiffCommand::text()
{
    // ext:first-paragraph keeps the paragraph (5 words); plain keeps also the heading and the
    // two list items (1 word each), each its own block, in document order at equal size.
    const CliRun r = CliRun::run({"diff", "-e", "plain", "-e", "ext:first-paragraph",
                                  "--extractor-file", kDefs + "first-paragraph.json", kArticle});
    QCOMPARE(r.exitCode, 0);
    const QString expected =
        "A = plain, B = ext:first-paragraph: only A 3 words, only B 0 words, both 5 words\n"
        "\n"
        "/html/body/h1  only A 1, only B 0, both 0 words\n"
        "  only A: Heading\n"
        "  A: baseline: all 8 visible words [kept] (on /html/body)\n"
        "  B: node dropped: none of its 1 words in the output [dropped]\n"
        "\n"
        "/html/body/ul/li[1]  only A 1, only B 0, both 0 words\n"
        "  only A: one\n"
        "  A: baseline: all 8 visible words [kept] (on /html/body)\n"
        "  B: node dropped: none of its 1 words in the output [dropped]\n"
        "\n"
        "/html/body/ul/li[2]  only A 1, only B 0, both 0 words\n"
        "  only A: two\n"
        "  A: baseline: all 8 visible words [kept] (on /html/body)\n"
        "  B: node dropped: none of its 1 words in the output [dropped]\n";
    QCOMPARE(r.out, expected);
}

void TestDiffCommand::json()
{
    // B first this time: the sides swap.
    const CliRun r =
        CliRun::run({"diff", "-e", "ext:first-paragraph", "-e", "plain", "--format", "json",
                     "--extractor-file", kDefs + "first-paragraph.json", kArticle, kArticle});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2); // one object per page
    const QJsonObject o = QJsonDocument::fromJson(lines[0].toUtf8()).object();
    QCOMPARE(o["file"].toString(), kArticle);
    QCOMPARE(o["a"].toString(), "ext:first-paragraph");
    QCOMPARE(o["onlyA"].toInt(), 0);
    QCOMPARE(o["onlyB"].toInt(), 3);
    QCOMPARE(o["both"].toInt(), 5);
    const QJsonArray blocks = o["blocks"].toArray();
    QCOMPARE(blocks.size(), 3);
    const QJsonObject first = blocks[0].toObject();
    QCOMPARE(first["path"].toString(), "/html/body/h1");
    QCOMPARE(first["onlyB"].toInt(), 1);
    QCOMPARE(first["textOnlyB"].toString(), "Heading");
    QCOMPARE(first["reasonA"].toObject()["selected"].toBool(), false);
    QCOMPARE(first["reasonB"].toObject()["path"].toString(), "/html/body");
    QCOMPARE(first["reasonB"].toObject()["reason"].toString(), "baseline: all 8 visible words");
}

void TestDiffCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("err");
    QTest::newRow("one extractor") << QStringList{"diff", "-e", "plain", kArticle} << 2
                                   << "boilerscope-cli: diff: give two extractors, -e A -e B\n";
    QTest::newRow("unknown extractor")
        << QStringList{"diff", "-e", "plain", "-e", "nope", kArticle} << 2
        << "boilerscope-cli: unknown extractor 'nope' (see 'boilerscope-cli list')\n";
    QTest::newRow("bad format") << QStringList{"diff",    "-e",       "plain", "-e",
                                               "density", "--format", "xml",   kArticle}
                                << 2
                                << "boilerscope-cli: bad format 'xml': expected text or json\n";
    QTest::newRow("no input") << QStringList{"diff", "-e", "plain", "-e", "density"} << 2
                              << "boilerscope-cli: diff: no input (give files, a directory or "
                                 "-)\n";
    // A crashing extractor costs that page, with the reason.
    QTest::newRow("extractor fails")
        << QStringList{"diff",
                       "-e",
                       "plain",
                       "-e",
                       "ext:crashing",
                       "--extractor-file",
                       kDefs + "crashing.json",
                       kArticle}
        << 1 << "boilerscope-cli: " + kArticle + ": ext:crashing failed: killed by SIGSEGV\n";
}

void TestDiffCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, err);
    const CliRun r = CliRun::run(args);
    QCOMPARE(r.err, err);
    QCOMPARE(r.exitCode, exitCode);
}

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"

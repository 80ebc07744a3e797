// `extract --format json`'s program_metadata (app/cli/programmetadatajson.cpp) and jsonl's, run as
// a separate process: an external program's own metadata
// (tests/data/app/extractors/with-metadata.json) beside ours, as it gave it.

#include "extractrun.h"

#include <QJsonObject>
#include <QTest>

using namespace extractrun;

namespace {

const QString kArticle = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/pages/article.html");

} // namespace

class TestProgramMetadataJson : public QObject
{
    Q_OBJECT

private slots:
    void programMetadata_data();
    void programMetadata();
};

void TestProgramMetadataJson::programMetadata_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("carried");
    QTest::newRow("json") << QStringList{"--format", "json"} << true;
    QTest::newRow("jsonl with metadata")
        << QStringList{"--format", "jsonl", "--with", "metadata"} << true;
    QTest::newRow("jsonl") << QStringList{"--format", "jsonl"} << false;
}

// An external program's own metadata (tests/data/app/extractors/with-metadata.json) beside ours,
// as it gave it; jsonl lines carry it with --with metadata only, as ours.
void TestProgramMetadataJson::programMetadata()
{
    QFETCH(QStringList, options);
    QFETCH(bool, carried);
    const Run r = cli(QStringList{"extract", "--extractor-file",
                                  BOILERSCOPE_TEST_DATA "/app/extractors/with-metadata.json", "-e",
                                  "ext:with-metadata"} +
                      options + QStringList{kArticle});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonObject o = jsonLines(r.out).first();
    QCOMPARE(o.contains("program_metadata"), carried);
    QCOMPARE(o.contains("metadata"), carried);
    if (!carried)
        return;
    const QJsonObject m = o["program_metadata"].toObject();
    QCOMPARE(m.keys(), (QStringList{"authors", "published", "site_name", "title"}));
    QCOMPARE(m["title"].toString(), "Fall nutrition tips");
    QCOMPARE(m["authors"].toString(), "Andrew King");
    QCOMPARE(m["published"].toString(), "2025-09-04T08:00:00Z");
    QCOMPARE(m["site_name"].toString(), "Example Health");
    // A built-in returns none.
    const Run plain = cli(QStringList{"extract", "-e", "plain"} + options + QStringList{kArticle});
    QVERIFY(!jsonLines(plain.out).first().contains("program_metadata"));
}

QTEST_APPLESS_MAIN(TestProgramMetadataJson)
#include "tst_programmetadatajson.moc"

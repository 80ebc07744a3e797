// `extract --format json`'s page_type (app/cli/pagetypejson.cpp), run as a separate process:
// what the page classifier decides (computed here), every type's probability, the URL it read
// (--url, else the page's canonical one) and the cues with their parts and reasons.

#include "extractrun.h"

#include <extractors/consensus/consensusfeatures.h>
#include <extractors/consensus/pagetypeclassifier.h>

#include <testpages.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace extractrun;

namespace {

// A page that names no URL of its own.
const QString kNoUrl = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/pages/article.html");

} // namespace

class TestPageTypeJson : public QObject
{
    Q_OBJECT

private slots:
    void pageType_data();
    void pageType();
};

void TestPageTypeJson::pageType_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("url"); // --url; "" for none
    QTest::addColumn<QString>("expectedUrl");
    // The extractor run: `consensus` hands the classifier the evidence it computed.
    QTest::addColumn<QString>("extractor");
    const QString pages = QStringLiteral(BOILERSCOPE_TEST_DATA "/pagetype/");
    const QString forumUrl =
        QStringLiteral("https://community.example.org/t/boiler-makes-a-noise-at-night/48213");
    QTest::newRow("forum, its canonical URL") << pages + "forum.html"
                                              << "" << forumUrl << "plain";
    QTest::newRow("forum, the consensus's evidence") << pages + "forum.html"
                                                     << "" << forumUrl << "consensus";
    QTest::newRow("product, --url wins") << pages + "product.html"
                                         << "https://example.org/blog/teapot-review"
                                         << "https://example.org/blog/teapot-review"
                                         << "plain";
    QTest::newRow("product, --url, the consensus's evidence")
        << pages + "product.html"
        << "https://example.org/blog/teapot-review"
        << "https://example.org/blog/teapot-review"
        << "consensus";
    QTest::newRow("a page without a URL") << kNoUrl << ""
                                          << ""
                                          << "plain";
}

// json's page_type: what the page classifier decides (computed here), every type's probability,
// the URL it read and the cues with their reasons.
void TestPageTypeJson::pageType()
{
    QFETCH(QString, page);
    QFETCH(QString, url);
    QFETCH(QString, expectedUrl);
    QFETCH(QString, extractor);
    QStringList args{"extract", "-e", extractor, "--format", "json"};
    if (!url.isEmpty())
        args << "--url" << url;
    const Run r = cli(args << page);
    QCOMPARE(r.status, 0);
    const QJsonObject t = jsonLines(r.out).first()["page_type"].toObject();

    QFile file(page);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const core::Document doc =
        testpages::parsePage(file.readAll().toStdString(), page.toStdString());
    const core::ConsensusFeatures features(doc, testpages::findExtractor("consensus").voters());
    const core::PageTypeClassifier::Result expected = core::PageTypeClassifier::classify(
        core::PageTypeEvidence(doc, url.toStdString(), features));
    QCOMPARE(t["type"].toString(), QString::fromUtf8(expected.typeName()));
    QCOMPARE(t["url"].toString(), expectedUrl);
    QVERIFY(std::fabs(t["probability"].toDouble() - expected.probability) < 1e-4);
    const QJsonObject all = t["probabilities"].toObject();
    QCOMPARE(all.size(), qsizetype(core::PageTypeClassifier::kTypeCount));
    QCOMPARE(all[t["type"].toString()].toDouble(), t["probability"].toDouble());
    const QJsonArray cues = t["cues"].toArray();
    QCOMPARE(cues.size(), qsizetype(expected.cues.size()));
    for (qsizetype i = 0; i < cues.size(); ++i) {
        const QJsonObject c = cues[i].toObject();
        const core::PageTypeClassifier::Cue &e = expected.cues[size_t(i)];
        QCOMPARE(c["cue"].toString(), QString::fromUtf8(core::PageTypeEvidence::kNames[e.cue]));
        QCOMPARE(c["reason"].toString(), QString::fromStdString(e.reason));
        QVERIFY(std::fabs(c["log_odds"].toDouble() - e.part) < 1e-4);
    }
}

QTEST_GUILESS_MAIN(TestPageTypeJson)
#include "tst_pagetypejson.moc"

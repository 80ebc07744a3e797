// MetadataJson: a page's metadata as one JSON object.

#include <document/htmlparser.h>
#include <metadata/metadataextractor.h>
#include <metadata/metadatajson.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

class TestMetadataJson : public QObject
{
    Q_OBJECT

private slots:
    void object_data();
    void object();
};

void TestMetadataJson::object_data()
{
    QTest::addColumn<bool>("candidates");
    QTest::newRow("without candidates") << false;
    QTest::newRow("with candidates") << true;
}

void TestMetadataJson::object()
{
    QFETCH(bool, candidates);
    const core::Document doc = core::HtmlParser::parse(
        "<html lang=de><head><title>Tea Time | S</title><meta property=og:site_name content=S>"
        "<meta property=og:title content=\"O\"></head><body><h1>H</h1></body></html>");
    const core::Metadata m = core::MetadataExtractor::extract(doc);
    const std::string text =
        core::MetadataJson::object(m, candidates ? core::MetadataJson::Candidates::Included
                                                 : core::MetadataJson::Candidates::Omitted);
    QVERIFY(text.find('\n') == std::string::npos);
    // Fields in kMetadataFields' order: the text is a function of the metadata.
    std::size_t last = 0;
    for (core::MetadataField f : core::kMetadataFields) {
        const std::size_t at = text.find("\"" + std::string(core::metadataFieldName(f)) + "\"");
        QVERIFY(at != std::string::npos);
        QVERIFY(at >= last);
        last = at;
    }
    const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
    const QJsonObject title = o.value("title").toObject();
    QCOMPARE(title.value("value").toString(), QStringLiteral("O"));
    QCOMPARE(title.value("source").toString(), QStringLiteral("og"));
    QCOMPARE(
        title.value("path").toString(),
        QString::fromStdString(doc.path(m[core::MetadataField::Title].chosenCandidate()->node)));
    QVERIFY(!title.value("rule").toString().isEmpty());
    QCOMPARE(title.contains("candidates"), candidates);
    if (candidates) {
        const QJsonArray list = title.value("candidates").toArray();
        const auto &expected = m[core::MetadataField::Title].candidates;
        QCOMPARE(list.size(), qsizetype(expected.size()));
        // Each with its rank in the rule: og:title's before <title>'s.
        for (qsizetype i = 0; i < list.size(); ++i) {
            QVERIFY(expected[std::size_t(i)].rank >= 1);
            QCOMPARE(list[i].toObject().value("rank").toInt(), expected[std::size_t(i)].rank);
            QCOMPARE(list[i].toObject().value("raw").toString(),
                     QString::fromStdString(expected[std::size_t(i)].raw));
        }
        // The <title> as the page wrote it beside its value without the site's name.
        const auto written = std::find_if(list.begin(), list.end(), [](const QJsonValue &c) {
            return c.toObject().value("source").toString() == QStringLiteral("title");
        });
        QVERIFY(written != list.end());
        QCOMPARE(written->toObject().value("value").toString(), QStringLiteral("Tea Time"));
        QCOMPARE(written->toObject().value("raw").toString(), QStringLiteral("Tea Time | S"));
    }
    QVERIFY(o.value("authors").toObject().value("source").isNull());
    QCOMPARE(o.value("language").toObject().value("value").toString(), QStringLiteral("de"));
}

QTEST_APPLESS_MAIN(TestMetadataJson)
#include "tst_metadatajson.moc"

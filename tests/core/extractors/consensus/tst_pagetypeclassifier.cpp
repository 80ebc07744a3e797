// PageTypeClassifier: the page's type from its evidence, as scripts/fit_page_types.py computes
// it; the probabilities, and the cues' parts that add up to the chosen type's margin.

#include <extractors/consensus/pagetypeclassifier.h>

#include <testpages.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <numeric>

using core::PageTypeClassifier;
using core::PageTypeEvidence;

namespace {

const QString kFixtures = QStringLiteral(BOILERSCOPE_TEST_DATA "/pagetype/");

QJsonObject expectedTypes()
{
    QFile f(kFixtures + QStringLiteral("expected-types.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing expected-types.json");
    return QJsonDocument::fromJson(f.readAll()).object();
}

PageTypeClassifier::Result classifyFixture(const QString &file)
{
    const core::Document doc = testpages::loadFixture(QStringLiteral("pagetype/") + file);
    const core::ConsensusFeatures features(doc, testpages::findExtractor("consensus").voters());
    return PageTypeClassifier::classify(PageTypeEvidence(doc, {}, features));
}

} // namespace

class TestPageTypeClassifier : public QObject
{
    Q_OBJECT

private slots:
    // The classifier computes what scripts/fit_page_types.py computed from the cues the CLI
    // printed (it wrote expected-types.json with the model): every type's probability.
    void matchesTheScript_data()
    {
        QTest::addColumn<QString>("file");
        const QJsonObject expected = expectedTypes();
        QVERIFY(expected.size() >= 4);
        for (const QString &file : expected.keys())
            QTest::newRow(qPrintable(file)) << file;
    }
    void matchesTheScript()
    {
        QFETCH(QString, file);
        const QJsonArray expected = expectedTypes()[file].toArray();
        const PageTypeClassifier::Result r = classifyFixture(file);
        QCOMPARE(expected.size(), qsizetype(PageTypeClassifier::kTypeCount));
        for (size_t k = 0; k < PageTypeClassifier::kTypeCount; ++k)
            QVERIFY2(std::fabs(r.probabilities[k] - expected[qsizetype(k)].toDouble()) < 1e-5,
                     qPrintable(QString("%1: %2, the script %3")
                                    .arg(QString::fromUtf8(PageTypeClassifier::kTypeNames[k]))
                                    .arg(r.probabilities[k])
                                    .arg(expected[qsizetype(k)].toDouble())));
    }

    // The fixture pages are of the kind their name says, and their platform's or declared cue
    // is among the reasons that speak for it.
    void typeOfFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("cue");
        QTest::newRow("article") << "article.html"
                                 << "article"
                                 << "og-article";
        QTest::newRow("forum") << "forum.html"
                               << "forum"
                               << "url-forum";
        QTest::newRow("documentation") << "documentation.html"
                                       << "documentation"
                                       << "url-docs";
        QTest::newRow("product") << "product.html"
                                 << "product"
                                 << "url-product";
    }
    void typeOfFixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, type);
        QFETCH(QString, cue);
        const PageTypeClassifier::Result r = classifyFixture(file);
        QCOMPARE(QString::fromUtf8(r.typeName()), type);
        bool found = false;
        for (const PageTypeClassifier::Cue &c : r.cues)
            found = found || (PageTypeEvidence::kNames[c.cue] == cue.toStdString() && c.part > 0);
        QVERIFY2(found, qPrintable(cue + " does not speak for " + type));
    }

    // The decision is the most probable type; the probabilities sum to 1; the bias and the cues'
    // parts add up to the type's margin; every cue has a reason, the strongest first.
    void partsAddUp_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : expectedTypes().keys())
            QTest::newRow(qPrintable(file)) << file;
    }
    void partsAddUp()
    {
        QFETCH(QString, file);
        const core::Document doc = testpages::loadFixture(QStringLiteral("pagetype/") + file);
        const core::ConsensusFeatures features(doc, testpages::findExtractor("consensus").voters());
        const PageTypeEvidence evidence(doc, {}, features);
        const PageTypeClassifier::Result r = PageTypeClassifier::classify(evidence);
        const auto z = PageTypeClassifier::margins(evidence.values());
        const double total = std::accumulate(r.probabilities.begin(), r.probabilities.end(), 0.0);
        QVERIFY(std::fabs(total - 1) < 1e-9);
        QCOMPARE(r.probability, *std::max_element(r.probabilities.begin(), r.probabilities.end()));
        double sum = r.bias;
        for (const PageTypeClassifier::Cue &c : r.cues) {
            sum += c.part;
            QVERIFY(!c.reason.empty());
            QCOMPARE(c.value, evidence.value(c.cue));
        }
        QVERIFY2(std::fabs(sum - z[r.type]) < 1e-9,
                 qPrintable(QString("%1 against %2").arg(sum).arg(z[r.type])));
        QVERIFY(std::is_sorted(r.cues.begin(), r.cues.end(),
                               [](const auto &a, const auto &b) { return a.part > b.part; }));
    }

    void emptyPage()
    {
        const core::Document doc = testpages::parsePage("");
        const core::ConsensusFeatures features(doc, testpages::findExtractor("consensus").voters());
        const PageTypeClassifier::Result r =
            PageTypeClassifier::classify(PageTypeEvidence(doc, {}, features));
        QVERIFY(r.probability > 0 && r.probability <= 1);
        QVERIFY(r.url.empty());
    }
};

QTEST_APPLESS_MAIN(TestPageTypeClassifier)
#include "tst_pagetypeclassifier.moc"

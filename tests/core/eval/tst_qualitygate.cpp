#include <datasets/readabilityimporter.h>
#include <eval/evaluationrunner.h>
#include <eval/evaluationsummary.h>
#include <package/corpushash.h>
#include <package/testpackagereader.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>

// The quality gate: every registered extractor, evaluated on the package imported from the
// Readability test pages the repository carries (tests/data/readability-test-pages), must keep its
// mean F1 of every measure within 0.01 of the floor pinned in tests/data/eval/floors.tsv. The
// floors are tied to a hash of the corpus, so that changed pages or changed gold rules are noticed
// instead of compared with stale floors. Raising a floor (or adding an extractor) is a deliberate,
// separate commit:
//   boilerscope-cli import readability tests/data/readability-test-pages /tmp/pkg
//   boilerscope-cli eval /tmp/pkg --floors > tests/data/eval/floors.tsv
class TestQualityGate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpusIsThePinnedOne();
    void floors_data();
    void floors();

private:
    // Project choice: a drop of more than this below a floor fails.
    static constexpr double kTolerance = 0.01;

    QTemporaryDir m_package;
    std::string m_hash;
    std::string m_pinnedHash;
    std::map<std::pair<std::string, std::string>, double> m_floors;
    std::map<std::pair<std::string, std::string>, double> m_f1;
};

namespace {

const QString kFloors = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/floors.tsv");
const char *const kRepin =
    "re-pin in a separate commit: boilerscope-cli import readability "
    "tests/data/readability-test-pages /tmp/pkg && boilerscope-cli eval /tmp/pkg "
    "--floors > tests/data/eval/floors.tsv";

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/readability-test-pages");

} // namespace

void TestQualityGate::initTestCase()
{
    QVERIFY(m_package.isValid());
    const core::Importer::Result imported =
        core::ReadabilityImporter().run(kPages.toStdString(), m_package.path().toStdString(), true);
    QVERIFY2(imported.ok, imported.error.c_str());
    QCOMPARE(imported.imported, size_t(130));
    for (const core::PackageIssue &issue : imported.issues)
        qWarning("%s", issue.text().c_str());

    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(m_package.path().toStdString());
    QVERIFY(read.package);
    QVERIFY(read.issues.empty());
    std::string error;
    m_hash = core::CorpusHash::of(*read.package, error).value_or("");
    QVERIFY2(!m_hash.empty(), error.c_str());

    QFile file(kFloors);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(kFloors + ": cannot read"));
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        ++lineNumber;
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList f = line.split('\t');
        if (f.size() == 2 && f[0] == "corpus") {
            m_pinnedHash = f[1].toStdString();
            continue;
        }
        bool ok = false;
        const double floor = f.value(2).toDouble(&ok);
        QVERIFY2(f.size() == 3 && ok,
                 qPrintable(QStringLiteral("%1:%2: expected extractor<TAB>measure<TAB>floor")
                                .arg(kFloors)
                                .arg(lineNumber)));
        m_floors[{f[0].toStdString(), f[1].toStdString()}] = floor;
    }

    const core::EvaluationResults results =
        core::EvaluationRunner(core::EvaluationRunner::allExtractors(), 0).run(*read.package);
    for (const core::PackageIssue &issue : results.issues)
        qWarning("%s", issue.text().c_str());
    QVERIFY(results.issues.empty());
    // Measures the corpus's gold does not allow (the snippet measure: no snippets) pin nothing.
    for (const core::SummaryRow &row : core::EvaluationSummary::of(results))
        if (row.documents > 0)
            m_f1[{row.extractor, std::string(core::measureName(row.measure))}] = row.f1;
}

void TestQualityGate::corpusIsThePinnedOne()
{
    QVERIFY2(m_hash == m_pinnedHash,
             qPrintable(QStringLiteral("corpus hash is %1, the floors were pinned for %2: the "
                                       "pages or the gold rules changed; %3")
                            .arg(QString::fromStdString(m_hash),
                                 QString::fromStdString(m_pinnedHash), QLatin1String(kRepin))));
}

void TestQualityGate::floors_data()
{
    QTest::addColumn<QString>("extractor");
    QTest::addColumn<QString>("measure");
    for (const auto &[key, f1] : m_f1)
        QTest::newRow((key.first + " " + key.second).c_str())
            << QString::fromStdString(key.first) << QString::fromStdString(key.second);
}

void TestQualityGate::floors()
{
    QFETCH(QString, extractor);
    QFETCH(QString, measure);
    const std::pair<std::string, std::string> key{extractor.toStdString(), measure.toStdString()};
    const double f1 = m_f1.at(key);
    const auto floor = m_floors.find(key);
    if (floor == m_floors.end())
        QFAIL(qPrintable(QStringLiteral("no floor for %1 %2 (mean F1 now %3) in %4: add it "
                                        "deliberately; %5")
                             .arg(extractor, measure)
                             .arg(f1, 0, 'f', 4)
                             .arg(kFloors, QLatin1String(kRepin))));
    QVERIFY2(f1 >= floor->second - kTolerance,
             qPrintable(QStringLiteral("%1 %2: mean F1 %3 fell more than %4 below its floor %5")
                            .arg(extractor, measure)
                            .arg(f1, 0, 'f', 4)
                            .arg(kTolerance)
                            .arg(floor->second, 0, 'f', 3)));
}

QTEST_APPLESS_MAIN(TestQualityGate)
#include "tst_qualitygate.moc"

// scripts/fit_consensus.py run as a user would, on a small dataset in WCXB's layout built here:
// it runs boilerscope-cli features, cross-validates by domain and, with --write, rewrites only
// the fitted constants of a copy of the extractor's source, writes its report and the weights of
// the extractor's test pages; bad input is refused with a message naming it, nothing written.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kScript = QStringLiteral(BOILERSCOPE_SOURCE_DIR "/scripts/fit_consensus.py");
const QString kSource =
    QStringLiteral(BOILERSCOPE_SOURCE_DIR "/core/extractors/consensus/consensusextractor.cpp");

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Run
{
    int exitCode = -1;
    QString out, err;
};

Run fit(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"),
            QStringList{kScript, "--cli", QStringLiteral(BOILERSCOPE_CLI)} + args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The script's fold of a domain: md5(domain) as a number, modulo the folds; with two folds the
// parity of the digest's last byte.
int foldOf(const QString &domain)
{
    return QCryptographicHash::hash(domain.toUtf8(), QCryptographicHash::Md5).back() & 1;
}

// Four article pages on four domains, two in each of two folds; each page's gold is all of its
// text, so every block's label is 1.
void writeDataset(const QString &dir)
{
    QDir(dir).mkpath("html");
    QDir(dir).mkpath("ground-truth");
    QStringList domains;
    int inFold[2] = {0, 0};
    for (int i = 0; domains.size() < 4; ++i) {
        const QString d = QStringLiteral("site%1.example").arg(i);
        if (inFold[foldOf(d)] < 2) {
            ++inFold[foldOf(d)];
            domains << d;
        }
    }
    QJsonObject files;
    for (int i = 0; i < 4; ++i) {
        const QString id = QStringLiteral("000%1").arg(i + 1);
        const QString text = QStringLiteral("Page %1 says something about boilers.").arg(i);
        writeFile(dir + "/html/" + id + ".html", ("<html><body><h1>Title " + QString::number(i) +
                                                  "</h1><p>" + text + "</p></body></html>")
                                                     .toUtf8());
        const QJsonObject gold{
            {"url", "https://" + domains[i] + "/"},
            {"_internal", QJsonObject{{"page_type", QJsonObject{{"primary", "article"}}}}},
            {"ground_truth",
             QJsonObject{{"main_content", "Title " + QString::number(i) + "\n\n" + text}}}};
        writeFile(dir + "/ground-truth/" + id + ".json", QJsonDocument(gold).toJson());
        files[id] = QJsonObject{{"page_type", "article"}, {"domain", domains[i]}};
    }
    writeFile(dir + "/metadata.json", QJsonDocument(QJsonObject{{"files", files}}).toJson());
}

} // namespace

class TestFitConsensus : public QObject
{
    Q_OBJECT

private slots:
    void crossValidatesAndWrites()
    {
        QTemporaryDir tmp;
        writeDataset(tmp.filePath("wcxb"));
        const QString source = tmp.filePath("consensusextractor.cpp");
        QVERIFY(QFile::copy(kSource, source));
        const QString report = tmp.filePath("fit.md");
        const QString expected = tmp.filePath("expected-weights.json");
        const Run r = fit({"--dataset", tmp.filePath("wcxb"), "--folds", "2", "--write", "--source",
                           source, "--report", report, "--expected", expected});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Every label is 1, so every block is kept and every page scores F1 1, whichever fold.
        QVERIFY2(r.out.contains("| consensus, 2-fold CV by domain | 1.000 | 1.000 |"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("| consensus, in-sample (not a result) | 1.000 | 1.000 |"),
                 qPrintable(r.out));
        QVERIFY(r.err.contains("4 pages"));
        // Only the fitted block changed: the text before and after it is the original's.
        const QByteArray before = readFile(kSource), after = readFile(source);
        const QByteArray begin = "// BEGIN FITTED CONSTANTS", end = "// END FITTED CONSTANTS";
        QCOMPARE(after.left(after.indexOf(begin)), before.left(before.indexOf(begin)));
        QCOMPARE(after.mid(after.indexOf(end)), before.mid(before.indexOf(end)));
        QVERIFY(after.contains("constexpr double kThreshold = "));
        QVERIFY(after.contains("constexpr std::array<double, kTreeCount * ((2 << kTreeDepth) - 1)> "
                               "kNodeValue = {"));
        const QByteArray md = readFile(report);
        QVERIFY(md.startsWith("# Fitting the consensus extractor"));
        QVERIFY(md.contains("gradient-boosted trees"));
        // The extractor's test pages' weights, as the script computes them, one per block.
        const QJsonObject weights = QJsonDocument::fromJson(readFile(expected)).object();
        QVERIFY(!weights.isEmpty());
        for (const QString &page : weights.keys()) {
            QVERIFY(page.endsWith(".html"));
            QVERIFY(!weights[page].toArray().isEmpty());
            for (const QJsonValue &w : weights[page].toArray())
                QVERIFY(w.toDouble() >= 0 && w.toDouble() <= 1);
        }
    }

    void errors_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("message");
        QTest::newRow("no dataset") << "missing"
                                    << "ground-truth: no such folder";
        QTest::newRow("source without markers") << "markers"
                                                << "no BEGIN/END FITTED CONSTANTS";
        QTest::newRow("too many folds") << "folds"
                                        << "has no pages";
    }
    void errors()
    {
        QFETCH(QString, what);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        writeDataset(tmp.filePath("wcxb"));
        const QString source = tmp.filePath("source.cpp");
        writeFile(source, "int x;\n");
        const QString report = tmp.filePath("fit.md");
        const QString expected = tmp.filePath("expected-weights.json");
        QStringList args{"--expected",
                         expected,
                         "--dataset",
                         tmp.filePath(what == "missing" ? "none" : "wcxb"),
                         "--write",
                         "--source",
                         source,
                         "--report",
                         report,
                         "--folds",
                         what == "folds" ? "50" : "2"};
        const Run r = fit(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(report));
        QVERIFY(!QFile::exists(expected));
        QCOMPARE(readFile(source), QByteArray("int x;\n"));
    }
};

QTEST_GUILESS_MAIN(TestFitConsensus)
#include "tst_fitconsensus.moc"

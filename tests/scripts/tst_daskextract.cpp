// scripts/dask_extract.py on a LocalCluster of two worker processes: WARC and JSON Lines files
// made from the Readability test pages, each task streaming its file through boilerscope-cli
// into one part; the parts, in input order, are the bytes of a single-process run of
// boilerscope-cli; a task that fails its first attempt is retried; the summary counts files and
// records.

#include <testpages.h>
#include <warcbuilder.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

namespace {

const QString kScript = QStringLiteral(BOILERSCOPE_SOURCE_DIR "/scripts/dask_extract.py");
const QString kFlaky = QStringLiteral(BOILERSCOPE_TEST_DATA "/scripts/flaky-cli.sh");

std::string gunzipFile(const std::string &path)
{
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f)
        qFatal("cannot open %s", path.c_str());
    std::string out;
    char buffer[1 << 16];
    int n;
    while ((n = gzread(f, buffer, sizeof buffer)) > 0)
        out.append(buffer, size_t(n));
    gzclose(f);
    return out;
}

void writeFile(const QString &path, const std::string &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(QByteArray::fromStdString(bytes));
}

} // namespace

class TestDaskExtract : public QObject
{
    Q_OBJECT

private slots:
    void equalsSingleProcess();
};

void TestDaskExtract::equalsSingleProcess()
{
    QTemporaryDir dir;
    // Three WARCs of four pages (gzip per record) and one JSON Lines file of three.
    const QStringList pages = testpages::readabilityPages();
    QVERIFY(pages.size() >= 15);
    QStringList inputs;
    for (int w = 0; w < 3; ++w) {
        std::vector<std::string> warc;
        for (int k = 0; k < 4; ++k) {
            const QString page = pages[w * 4 + k];
            warc.push_back(
                warcbuilder::htmlResponse(page.toStdString(), "http://test/" + page.toStdString(),
                                          gunzipFile(testpages::readabilitySource(page))));
        }
        inputs << dir.filePath(QStringLiteral("crawl-%1.warc.gz").arg(w));
        writeFile(inputs.last(), warcbuilder::compress(warc, true));
    }
    std::string jsonl;
    for (int k = 12; k < 15; ++k) {
        QJsonObject o;
        o["id"] = pages[k];
        o["html"] = QString::fromStdString(gunzipFile(testpages::readabilitySource(pages[k])));
        jsonl += QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString() + "\n";
    }
    inputs << dir.filePath("pages.jsonl");
    writeFile(inputs.last(), jsonl);

    const QStringList extractArgs = {"-e", "density", "--with", "markdown"};
    QProcess single;
    single.start(QStringLiteral(BOILERSCOPE_CLI),
                 QStringList{"extract", "--format", "jsonl"} + extractArgs + inputs);
    QVERIFY(single.waitForFinished(120000));
    QCOMPARE(single.exitCode(), 0);
    const QByteArray expected = single.readAllStandardOutput();
    QCOMPARE(expected.count('\n'), 15);

    QDir(dir.path()).mkdir("state");
    QProcess dask;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("BOILERSCOPE_REAL_CLI", QStringLiteral(BOILERSCOPE_CLI));
    env.insert("FLAKY_STATE_DIR", dir.filePath("state"));
    dask.setProcessEnvironment(env);
    dask.start(QStringLiteral("/usr/bin/python3"),
               QStringList{kScript, "--local-workers", "2", "--retries", "2", "--cli", kFlaky,
                           "--out", dir.filePath("parts")} +
                   inputs + QStringList{"--"} + extractArgs);
    QVERIFY(dask.waitForFinished(180000));
    const QString err = QString::fromUtf8(dask.readAllStandardError());
    QVERIFY2(dask.exitStatus() == QProcess::NormalExit && dask.exitCode() == 0, qPrintable(err));

    // One part per input, named by its position, nothing half-written left.
    const QStringList parts =
        QDir(dir.filePath("parts")).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    QCOMPARE(parts, (QStringList{"00000-crawl-0.warc.gz.jsonl", "00001-crawl-1.warc.gz.jsonl",
                                 "00002-crawl-2.warc.gz.jsonl", "00003-pages.jsonl.jsonl"}));
    QByteArray all;
    for (const QString &part : parts) {
        QFile f(dir.filePath("parts/" + part));
        QVERIFY(f.open(QIODevice::ReadOnly));
        all += f.readAll();
    }
    QCOMPARE(all, expected);

    // Every task failed once and was retried.
    QCOMPARE(QDir(dir.filePath("state")).entryList(QDir::Files).size(), inputs.size());
    const QStringList lines = err.split('\n', Qt::SkipEmptyParts);
    QVERIFY2(!lines.isEmpty() &&
                 lines.last().startsWith("dask_extract: summary: 4 files, 4 parts written, 0 "
                                         "tasks failed; 15 records, 0 failed, 0 skipped; "),
             qPrintable(err));
    QVERIFY(lines.last().endsWith(", 2 workers"));
}

QTEST_GUILESS_MAIN(TestDaskExtract)
#include "tst_daskextract.moc"

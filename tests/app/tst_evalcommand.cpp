#include "clirun.h"

#include <measures/measure.h>
#include <registry/extractorregistry.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/readability");

// -e ID for every built-in.
QStringList everyBuiltIn()
{
    QStringList args;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        args << "-e" << QString::fromStdString(e->info().id);
    return args;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestEvalCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void summaryAndRows();
    void markdownAndFloors();
    void measuresAndPageTypes();
    void errors_data();
    void errors();
    void packageExtractors();
    void sameBytesWhateverJobs_data();
    void sameBytesWhateverJobs();
    void withTimings_data();
    void withTimings();

private:
    QTemporaryDir m_tmp;
    QString m_package;
};

void TestEvalCommand::initTestCase()
{
    m_package = m_tmp.filePath("pkg");
    QCOMPARE(CliRun::run({"import", "readability", kPages, m_package}).exitCode, 0);
}

void TestEvalCommand::summaryAndRows()
{
    const QString rows = m_tmp.filePath("rows.tsv");
    const CliRun r = CliRun::run({"eval", m_package, "-e", "plain", "--jobs", "2", "--out", rows});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("3 of 3 documents x 1 extractors"), qPrintable(r.err));
    // Summary: header + one line per measure that applies: the package has gold texts and no
    // snippets, so every measure but the snippet measure.
    const int measures = int(core::kMeasureCount) - 1;
    const QStringList summary = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(summary.size(), 1 + measures);
    QCOMPARE(summary[0], QStringLiteral("extractor\tmeasure\tdocuments\tprecision\trecall\tf1\t"
                                        "f1_sd\tseconds_per_kb\tpage_type\tskipped\taccuracy\t"
                                        "with_found\twithout_found"));
    QVERIFY(summary[1].startsWith("plain\tcharacters\t3\t"));
    QCOMPARE(summary[1].split('\t').size(), 13);
    QVERIFY(!summary.join('\n').contains("snippets"));
    QVERIFY(!r.err.contains("note:"));

    // Rows: header + 3 documents x 1 extractor x the measures.
    QFile f(rows);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 3 * measures);
    QVERIFY(lines[1].startsWith("005-unescape-html-entities\tplain\tcharacters\t"));
    // The plain text of that page is its gold ("Test"): every measure scores 1.
    for (int i = 1; i <= measures; ++i)
        QVERIFY2(lines[i].contains("\t1.000000\t1.000000\t1.000000\t"), qPrintable(lines[i]));
}

void TestEvalCommand::markdownAndFloors()
{
    CliRun r = CliRun::run({"eval", m_package, "--markdown"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("| extractor | measure | docs |"));
    QVERIFY(r.out.contains("| plain | word-sequence | 3 |"));

    r = CliRun::run({"eval", m_package, "--floors"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines =
        r.out.split('\n', Qt::SkipEmptyParts).filter(QRegularExpression("^[^#]"));
    QVERIFY(lines.value(0).contains(QRegularExpression("^corpus\t[0-9a-f]{16}$")));
    QVERIFY(lines.contains(QRegularExpression("^plain\tlcstring\t[01]\\.\\d{3}$")));
}

void TestEvalCommand::measuresAndPageTypes()
{
    // The WCXB fixture: an article with gold text and snippets, a collection page with snippets
    // only, a "recipe" page with an empty gold text and one `without` snippet.
    const QString package = m_tmp.filePath("wcxb");
    CliRun::run({"import", "wcxb", BOILERSCOPE_TEST_DATA "/eval/datasets/wcxb", package});
    const CliRun r =
        CliRun::run({"eval", package, "-e", "plain", "-m", "wcxb-word-f1", "-m", "snippets"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    // Header, 2 measures for every document, then per page type (article, collection, recipe).
    QCOMPARE(lines.size(), 1 + 2 + 3 * 2);
    QVERIFY2(lines[1].startsWith("plain\twcxb-word-f1\t2\t"), qPrintable(lines[1]));
    QVERIFY2(lines[1].contains("\tall\t1\t"), qPrintable(lines[1])); // 1 skipped: no gold text
    QVERIFY2(lines[2].startsWith("plain\tsnippets\t3\t"), qPrintable(lines[2]));
    QVERIFY2(lines[3].startsWith("plain\twcxb-word-f1\t1\t") && lines[3].contains("\tarticle\t"),
             qPrintable(lines[3]));
    QVERIFY2(lines[5].contains("\tcollection\t"), qPrintable(lines[5]));
    QVERIFY2(lines[7].contains("\trecipe\t"), qPrintable(lines[7]));
    QVERIFY2(r.err.contains("note: wcxb-word-f1: 1 of 3 documents skipped (no full-text gold)"),
             qPrintable(r.err));
    // plain keeps the recipe page's "login form", whose gold is empty: word F1 0 there.
    QVERIFY2(lines[7].startsWith("plain\twcxb-word-f1\t1\t0.0000\t0.0000\t0.0000\t"),
             qPrintable(lines[7]));

    const CliRun md =
        CliRun::run({"eval", package, "-e", "plain", "-m", "wcxb-word-f1", "--markdown"});
    QVERIFY2(md.out.contains("| extractor | measure | all (2) | article (1) | collection (0) | "
                             "recipe (1) |"),
             qPrintable(md.out));
}

void TestEvalCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown extractor")
        << QStringList{"eval", "PKG", "-e", "nope"} << 2 << "unknown extractor 'nope'";
    QTest::newRow("unknown measure")
        << QStringList{"eval", "PKG", "-m", "rouge"} << 2 << "unknown measure 'rouge'";
    QTest::newRow("bad jobs") << QStringList{"eval", "PKG", "--jobs", "many"} << 2 << "--jobs";
    QTest::newRow("unknown --with field") << QStringList{"eval", "PKG", "--with", "memory"} << 2
                                          << "eval: bad --with field 'memory': expected timings";
    QTest::newRow("no package") << QStringList{"eval"} << 2 << "expected one PACKAGE";
    QTest::newRow("not a package")
        << QStringList{"eval", BOILERSCOPE_TEST_DATA "/eval"} << 1 << "package.json";
}

void TestEvalCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    args.replaceInStrings(QStringLiteral("PKG"), m_package);
    CliRun::expectFailure(args, exitCode, message);
}

void TestEvalCommand::packageExtractors()
{
    // A definition in PACKAGE/extractors joins the table beside the built-ins. It returns the
    // page, so it scores as plain does; its time is said to include its program.
    QTemporaryDir tmp;
    const QString package = tmp.filePath("pkg");
    QCOMPARE(CliRun::run({"import", "readability", kPages, package}).exitCode, 0);
    QVERIFY(QDir(package).mkdir("extractors"));
    QFile def(package + "/extractors/echo.json");
    QVERIFY(def.open(QIODevice::WriteOnly));
    def.write(R"({"command": [")" BOILERSCOPE_TEST_DATA
              R"(/io/echo-stdin.sh"], "output": "html"})");
    def.close();
    const CliRun r =
        CliRun::run({"eval", package, "-e", "plain", "-e", "ext:echo", "--with", "timings"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("3 of 3 documents x 2 extractors"), qPrintable(r.err));
    QVERIFY2(r.err.contains("seconds per kB of external extractors (ext:...) include starting "
                            "and running their program"),
             qPrintable(r.err));
    // Every measure but the snippet measure applies (gold texts, no snippets).
    const int measures = int(core::kMeasureCount) - 1;
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 2 * measures);
    for (int m = 0; m < measures; ++m) {
        const QStringList plain = lines[1 + m].split('\t'),
                          echo = lines[1 + measures + m].split('\t');
        QCOMPARE(plain[0], "plain");
        QCOMPARE(echo[0], "ext:echo");
        QCOMPARE(echo.mid(1, 6), plain.mid(1, 6)); // measure, documents, P, R, F1, sd
    }
}

void TestEvalCommand::sameBytesWhateverJobs_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("summary and rows") << everyBuiltIn();
    QTest::newRow("markdown") << everyBuiltIn() + QStringList{"--markdown"};
    QTest::newRow("floors") << QStringList{"--floors"};
}

// The summary and the rows file of every built-in on 1, 2 and 4 jobs: the same bytes.
void TestEvalCommand::sameBytesWhateverJobs()
{
    QFETCH(QStringList, options);
    QTemporaryDir tmp;
    QByteArray firstOut, firstRows;
    for (const QString jobs : {"1", "2", "4"}) {
        const QString rows = tmp.filePath("rows-" + jobs + ".tsv");
        const CliRun r =
            CliRun::run(QStringList{"eval", m_package, "--jobs", jobs, "--out", rows} + options);
        QCOMPARE(r.exitCode, 0);
        const QByteArray out = r.out.toUtf8(), written = contents(rows);
        QVERIFY(!out.isEmpty() && !written.isEmpty());
        if (firstOut.isEmpty()) {
            firstOut = out;
            firstRows = written;
            continue;
        }
        QCOMPARE(out, firstOut);
        QCOMPARE(written, firstRows);
    }
}

void TestEvalCommand::withTimings_data()
{
    QTest::addColumn<bool>("timings");
    QTest::newRow("without") << false;
    QTest::newRow("with timings") << true;
}

// The seconds per kB: a number in every summary and row with --with timings, an empty cell
// without (the columns stay); in the Markdown table a column of its own only with them.
void TestEvalCommand::withTimings()
{
    QFETCH(bool, timings);
    QTemporaryDir tmp;
    const QString rows = tmp.filePath("rows.tsv");
    QStringList args = {"eval", m_package, "-e", "plain", "-e", "density", "--out", rows};
    if (timings)
        args << "--with"
             << "timings";
    const CliRun r = CliRun::run(args);
    QCOMPARE(r.exitCode, 0);
    for (const QString &table : {r.out, QString::fromUtf8(contents(rows))}) {
        const QStringList lines = table.split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 1);
        const qsizetype column = lines[0].split('\t').indexOf("seconds_per_kb");
        QVERIFY(column > 0);
        for (const QString &line : lines.mid(1)) {
            const QString cell = line.split('\t').value(column, "missing");
            bool isNumber = false;
            cell.toDouble(&isNumber);
            QVERIFY2(timings ? isNumber : cell.isEmpty(), qPrintable(line));
        }
    }
    args.remove(args.indexOf("--out"), 2);
    const CliRun md = CliRun::run(args + QStringList{"--markdown"});
    QCOMPARE(md.exitCode, 0);
    QCOMPARE(md.out.split('\n').first().endsWith(" s/kB |"), timings);
}

QTEST_GUILESS_MAIN(TestEvalCommand)
#include "tst_evalcommand.moc"

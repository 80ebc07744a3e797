#include "clirun.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/readability");

} // namespace

class TestImportCommand : public QObject
{
    Q_OBJECT

private slots:
    void importsReadabilityPages();
    void importsDatasetFormats_data();
    void importsDatasetFormats();
    void errors_data();
    void errors();
    void intoAnotherKindOfTarget_data();
    void intoAnotherKindOfTarget();
};

void TestImportCommand::importsReadabilityPages()
{
    QTemporaryDir tmp;
    const QString out = tmp.filePath("pkg");
    CliRun r = CliRun::run({"import", "readability", kPages, out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("imported 3 pages"), qPrintable(r.err));
    // package.json, guidelines.md, and page, gold and metadata per page.
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), 2 + 3 * 3);
    QVERIFY(QFile::exists(out + "/ol.html"));
    QVERIFY(QFile::exists(out + "/ol.txt"));
    QVERIFY(QFile::exists(out + "/ol.meta.json"));

    // A second import does not overwrite without being asked.
    r = CliRun::run({"import", "readability", kPages, out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("exists"), qPrintable(r.err));
    r = CliRun::run({"import", "--overwrite", "readability", kPages, out});
    QCOMPARE(r.exitCode, 0);
}

void TestImportCommand::importsDatasetFormats_data()
{
    QTest::addColumn<QStringList>("args"); // OUT is appended
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("messages");
    const QString data = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/datasets");

    // The fixtures hold broken files on purpose: reported, the rest imported, status 1.
    QTest::newRow("wcxb") << QStringList{"import", "wcxb", data + "/wcxb"} << 1
                          << QStringList{"imported 3 pages", "(3 errors: see above)",
                                         "error: ground-truth/0003.json: invalid JSON",
                                         "warning: ground-truth/0006.json: unknown page type"};
    QTest::newRow("folder, gold by option")
        << QStringList{"import", "--gold", data + "/folder/gold", "folder", data + "/folder/pages"}
        << 1 << QStringList{"imported 3 pages", "error: z.txt: no page"};
    QTest::newRow("folder, pages only") << QStringList{"import", "folder", data + "/folder/pages"}
                                        << 0 << QStringList{"imported 3 pages"};
    QTest::newRow("trafilatura") << QStringList{"import", "trafilatura", data + "/trafilatura"} << 1
                                 << QStringList{"imported 2 pages"};
}

void TestImportCommand::importsDatasetFormats()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QStringList, messages);
    QTemporaryDir tmp;
    const CliRun r = CliRun::run(args << tmp.filePath("pkg"));
    QCOMPARE(r.exitCode, exitCode);
    for (const QString &m : messages)
        QVERIFY2(r.err.contains(m), qPrintable(r.err));
}

void TestImportCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown format") << QStringList{"import", "boilerpipe", kPages, "/tmp/x"} << 2
                                    << "unknown format 'boilerpipe'";
    QTest::newRow("too few") << QStringList{"import", "readability", kPages} << 2
                             << "expected FORMAT DIR OUT";
    QTest::newRow("rule needs four")
        << QStringList{"import", "rule", "r.json", "/tmp/x"} << 2 << "expected rule RULE PAGES OUT";
    QTest::newRow("no source") << QStringList{"import", "readability", "/nonexistent", "/tmp/x"}
                               << 1 << "/nonexistent";
    // Found by fuzz/fuzz_importers (tests/data/fuzz/importers/regression-rule-is-a-directory): a
    // folder given as the rule ended the command with an uncaught std::ios_failure (abort).
    QTest::newRow("rule is a folder") << QStringList{"import", "rule", kPages, kPages, "/tmp/x"}
                                      << 1 << kPages + ": is a directory";
}

void TestImportCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    CliRun::expectFailure(args, exitCode, message);
}

void TestImportCommand::intoAnotherKindOfTarget_data()
{
    QTest::addColumn<bool>("folder");     // else a file
    QTest::addColumn<bool>("overwrite");  // --overwrite given
    QTest::addColumn<QString>("message"); // empty: imported
    QTest::newRow("folder of other files") << true << false << "not a test package";
    QTest::newRow("folder of other files, --overwrite") << true << true << "";
    QTest::newRow("file") << false << false << "a file, not a folder";
}

void TestImportCommand::intoAnotherKindOfTarget()
{
    QFETCH(bool, folder);
    QFETCH(bool, overwrite);
    QFETCH(QString, message);
    // The target exists and is no package: refused without a word written, unless asked.
    QTemporaryDir tmp;
    const QString target = tmp.filePath("target");
    const QString file = folder ? target + "/notes.txt" : target;
    QVERIFY(!folder || QDir().mkpath(target));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mine");
    }
    QStringList args{"import"};
    if (overwrite)
        args << "--overwrite";
    args << "folder" << QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/datasets/folder/pages")
         << target;
    const CliRun r = CliRun::run(args);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("mine"));
    if (!message.isEmpty()) {
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(target + "/package.json"));
        return;
    }
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("imported 3 pages"), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestImportCommand)
#include "tst_importcommand.moc"

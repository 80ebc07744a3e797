#include <datasets/datasetfiles.h>
#include <datasets/importsession.h>

#include <QTemporaryDir>
#include <QTest>

class TestDatasetFiles : public QObject
{
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void brokenGzip();
};

void TestDatasetFiles::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("page");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("stem");
    QTest::newRow("html") << "0001.html" << true << "0001"
                          << "0001";
    QTest::newRow("gz") << "0001.html.gz" << true << "0001"
                        << "0001";
    QTest::newRow("htm, upper case") << "Page.HTM" << true << "Page"
                                     << "Page";
    QTest::newRow("dots") << "bmjv.de.konsum.html" << true << "bmjv.de.konsum"
                          << "bmjv-de-konsum";
    QTest::newRow("not a page") << "notes.txt" << false << "notes.txt"
                                << "notes-txt";
    QTest::newRow("only an extension") << ".html" << false << ".html"
                                       << "-html";
}

void TestDatasetFiles::names()
{
    QFETCH(QString, name);
    QFETCH(bool, page);
    QFETCH(QString, base);
    QFETCH(QString, stem);
    QCOMPARE(core::DatasetFiles::isPageName(name.toStdString()), page);
    QCOMPARE(QString::fromStdString(core::DatasetFiles::withoutPageExtension(name.toStdString())),
             base);
    QCOMPARE(QString::fromStdString(core::DatasetFiles::stemOf(base.toStdString())), stem);
}

void TestDatasetFiles::brokenGzip()
{
    QTemporaryDir dir;
    QFile f(dir.filePath("p.html.gz"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\x1f\x8b not really");
    f.close();
    std::string bytes, plain, error;
    bool gzipped = false;
    QVERIFY(
        !core::DatasetFiles::readPage(f.fileName().toStdString(), bytes, plain, gzipped, error));
    QVERIFY(!error.empty());
    // Stems handed out in one import never clash.
    core::ImportSession session(dir.filePath("pkg").toStdString(), {});
    QCOMPARE(session.stemFor("a.b"), std::string("a-b"));
    QCOMPARE(session.stemFor("a-b"), std::string("a-b-2"));
    QCOMPARE(session.stemFor("a b"), std::string("a-b-3"));
}

QTEST_APPLESS_MAIN(TestDatasetFiles)
#include "tst_datasetfiles.moc"

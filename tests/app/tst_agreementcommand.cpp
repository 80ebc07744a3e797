#include "clirun.h"

#include <package/testpackagewriter.h>

#include <QTemporaryDir>
#include <QTest>

class TestAgreementCommand : public QObject
{
    Q_OBJECT

private slots:
    void perDocumentAndPackage();
    void errors();
};

void TestAgreementCommand::perDocumentAndPackage()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    std::string error;
    QVERIFY(core::TestPackageWriter::create(dir, {"p", "", "", ""}, false, error));
    core::PackageDocument doc;
    doc.stem = "a";
    doc.goldText = "x";
    QVERIFY(core::TestPackageWriter::writeDocument(
        dir, doc, "<html><body><h1>Title</h1><p>Text here</p></body></html>", {}, false, error));
    // Two units; Ann keeps both, Bob the paragraph only: po 1/2, pe 1·1/2 + 0 = 1/2, kappa 0.
    // Words: "Title Text here" / "Text here": 2 of 3 and 2 of 2, F1 0.8.
    QVERIFY(core::TestPackageWriter::writeAnnotation(
        dir, "a", {"", "Ann", "", "Title\nText here", {{"/html/body"}}, false}, false, error));
    QVERIFY(core::TestPackageWriter::writeAnnotation(
        dir, "a", {"", "Bob", "", "Text here", {{"/html/body/p"}}, false}, false, error));
    const CliRun r = CliRun::run({"agreement", tmp.path()});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts),
             (QStringList{"document\tannotators\tunits\tword_f1\tkappa\tnote",
                          "a\tann,bob\t2\t0.8000\t0.0000\t", "all\t\t2\t0.8000\t0.0000\t"}));
    QVERIFY2(r.err.contains("1 documents with two or more annotations"), qPrintable(r.err));
}

void TestAgreementCommand::errors()
{
    CliRun r = CliRun::run({"agreement"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("expected one PACKAGE"));
    r = CliRun::run({"agreement", BOILERSCOPE_TEST_DATA "/eval"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("package.json"));
}

QTEST_GUILESS_MAIN(TestAgreementCommand)
#include "tst_agreementcommand.moc"

#include <datasets/cleanevalimporter.h>

#include "importcheck.h"

#include <QTest>

using Severity = core::PackageIssue::Severity;

class TestCleanevalImporter : public QObject
{
    Q_OBJECT

private slots:
    void importsFixture();
    void parseGold_data();
    void parseGold();
};

void TestCleanevalImporter::importsFixture()
{
    QTemporaryDir out;
    const importcheck::Imported i = importcheck::run(
        core::CleanevalImporter(), importcheck::kDatasets + "/cleaneval", out.path());
    const core::Importer::Result &r = i.result;
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.imported, size_t(2));
    QCOMPARE(importcheck::stems(*i.package), (QStringList{"page1", "page2"}));
    const core::PackageDocument &p1 = i.package->documents[0];
    QCOMPARE(p1.metadata.url, std::string("http://example.org/harvest"));
    QCOMPARE(p1.goldText, std::string("Harvest report\nThe harvest was early this year, farmers "
                                      "said.\nWheat up\nBarley down"));
    // The Latin-1 gold comes in as UTF-8; the text before the first marker is kept.
    const core::PackageDocument &p2 = i.package->documents[1];
    QCOMPARE(p2.goldText, std::string("Intro text before any marker\nCafé crème au marché"));
    QCOMPARE(p2.metadata.url, std::string());

    QVERIFY2(importcheck::hasIssue(r, "page2.txt", Severity::Warning, "not UTF-8"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "page2.txt", Severity::Warning, "no \"URL:\" line"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "page2.txt", Severity::Warning, "text before the first"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "orphan.txt", Severity::Error, "no page"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "lonely.html", Severity::Error, "no gold"),
             importcheck::issuesText(r));
    QCOMPARE(r.issues.size(), size_t(5));
}

void TestCleanevalImporter::parseGold_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("kinds");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("warnings");

    QTest::newRow("blocks") << QByteArray("URL: http://x.org/\n<h>Title\n<p>One\ntwo\n<l>item\n")
                            << "http://x.org/"
                            << "hpl"
                            << "Title\nOne two\nitem" << 0;
    QTest::newRow("upper-case markers, indented") << QByteArray("URL: u\n  <P> a\n<L>b") << "u"
                                                  << "pl"
                                                  << "a\nb" << 0;
    QTest::newRow("empty blocks dropped") << QByteArray("URL: u\n<p>\n<p>  \n<h>x") << "u"
                                          << "h"
                                          << "x" << 0;
    QTest::newRow("marker mid-line is text") << QByteArray("URL: u\n<p>a <p> b") << "u"
                                             << "p"
                                             << "a <p> b" << 0;
    QTest::newRow("leading blank lines") << QByteArray("\n\nURL:  u \n<p>x") << "u"
                                         << "p"
                                         << "x" << 0;
    QTest::newRow("no url") << QByteArray("<p>x") << ""
                            << "p"
                            << "x" << 1;
    QTest::newRow("empty") << QByteArray() << ""
                           << ""
                           << "" << 0;
}

void TestCleanevalImporter::parseGold()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, url);
    QFETCH(QString, kinds);
    QFETCH(QString, text);
    QFETCH(int, warnings);
    const core::CleanevalImporter::Gold gold =
        core::CleanevalImporter::parseGold(bytes.toStdString());
    QCOMPARE(QString::fromStdString(gold.url), url);
    QString gotKinds;
    for (const core::CleanevalImporter::Block &b : gold.blocks)
        gotKinds += QChar(b.kind);
    QCOMPARE(gotKinds, kinds);
    QCOMPARE(QString::fromStdString(gold.text()), text);
    QCOMPARE(int(gold.warnings.size()), warnings);
}

QTEST_APPLESS_MAIN(TestCleanevalImporter)
#include "tst_cleanevalimporter.moc"

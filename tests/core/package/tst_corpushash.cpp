#include <package/corpushash.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

std::string hashOf(const QString &dir)
{
    std::string error;
    const auto package = core::TestPackageReader::read(dir.toStdString()).package;
    return core::CorpusHash::of(*package, error).value_or("error: " + error);
}

void writeDocument(const QString &dir, const char *stem, const char *html, const char *gold)
{
    core::PackageDocument d;
    d.stem = stem;
    d.goldText = gold;
    std::string error;
    QVERIFY(core::TestPackageWriter::writeDocument(dir.toStdString(), d, html, {}, true, error));
}

} // namespace

class TestCorpusHash : public QObject
{
    Q_OBJECT

private slots:
    void emptyPackageIsTheOffsetBasis();
    void changesWithPagesAndGold();
};

void TestCorpusHash::emptyPackageIsTheOffsetBasis()
{
    // Nothing hashed: FNV-1a 64's offset basis, 14695981039346656037 = 0xcbf29ce484222325.
    QTemporaryDir tmp;
    std::string error;
    QVERIFY(
        core::TestPackageWriter::create(tmp.path().toStdString(), {"p", "", "", ""}, false, error));
    QCOMPARE(hashOf(tmp.path()), std::string("cbf29ce484222325"));
}

void TestCorpusHash::changesWithPagesAndGold()
{
    QTemporaryDir tmp;
    std::string error;
    QVERIFY(
        core::TestPackageWriter::create(tmp.path().toStdString(), {"p", "", "", ""}, false, error));
    writeDocument(tmp.path(), "a", "<p>x</p>", "x");
    const std::string first = hashOf(tmp.path());
    QCOMPARE(first.size(), size_t(16));
    QCOMPARE(hashOf(tmp.path()), first); // deterministic
    // Metadata does not count: the scores do not depend on it.
    QFile meta(tmp.filePath("a.meta.json"));
    QVERIFY(meta.open(QIODevice::ReadWrite | QIODevice::Append));
    meta.write("\n");
    meta.close();
    QCOMPARE(hashOf(tmp.path()), first);

    writeDocument(tmp.path(), "a", "<p>x</p>", "y");
    const std::string goldChanged = hashOf(tmp.path());
    QVERIFY(goldChanged != first);
    writeDocument(tmp.path(), "a", "<p>y</p>", "y");
    QVERIFY(hashOf(tmp.path()) != goldChanged);
    // Field boundaries count: page "<p>y</p>" + gold "y" differs from page "<p>y</p>y" + gold "".
    const std::string split = hashOf(tmp.path());
    writeDocument(tmp.path(), "a", "<p>y</p>y", "");
    QVERIFY(hashOf(tmp.path()) != split);
}

QTEST_APPLESS_MAIN(TestCorpusHash)
#include "tst_corpushash.moc"

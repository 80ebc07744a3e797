#include <datasets/htmlexporter.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestHtmlExporter : public QObject
{
    Q_OBJECT

private slots:
    void marksTheGold();
};

void TestHtmlExporter::marksTheGold()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.filePath("pkg").toStdString();
    std::string error;
    QVERIFY(core::TestPackageWriter::create(dir, {"p", "", "", ""}, false, error));
    const char *page = "<html><head><title>t</title></head><body><div id=nav>Menu</div>"
                       "<article><p>Kept text.</p></article><p>Loose text node</p></body></html>";
    core::PackageDocument marked;
    marked.stem = "marked";
    marked.goldText = "Kept text.\nLoose text node";
    // An element, and part of a text node (bytes 0-5 of "Loose text node"), and a path that the
    // page does not have.
    marked.goldNodes = {
        {"/html/body/article"}, {"/html/body/p/text()", -1, 0, 5}, {"/html/body/table"}};
    core::PackageDocument unmarked = marked;
    unmarked.stem = "unmarked";
    unmarked.goldNodes.clear();
    for (const core::PackageDocument &d : {marked, unmarked})
        QVERIFY2(core::TestPackageWriter::writeDocument(dir, d, page, {}, false, error),
                 error.c_str());
    const core::TestPackageReader::Result read = core::TestPackageReader::read(dir);
    QVERIFY(read.package);

    const core::Exporter::Result r =
        core::HtmlExporter().run(*read.package, tmp.filePath("out").toStdString(), {});
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.exported, size_t(2));
    QCOMPARE(r.issues.size(), size_t(2));
    QVERIFY(QString::fromStdString(r.issues[0].text()).contains("marked: 1 gold nodes not found"));
    QVERIFY(QString::fromStdString(r.issues[1].text()).contains("unmarked: no node-level gold"));

    QFile f(tmp.filePath("out/marked.html"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(f.readAll());
    QVERIFY2(html.contains("<article data-boilerscope-gold=\"gold\">"), qPrintable(html));
    // The topmost elements the gold covers; a partly marked text node counts as marked
    // (TextAssembler::cover), so its <p> is gold as a whole.
    QVERIFY2(html.contains("<p data-boilerscope-gold=\"gold\">Loose text node</p>"),
             qPrintable(html));
    QVERIFY(!html.contains("<div data-boilerscope-gold"));
    QCOMPARE(html.count("data-boilerscope-gold=\"gold\""), 2);
    QFile g(tmp.filePath("out/unmarked.html"));
    QVERIFY(g.open(QIODevice::ReadOnly));
    QVERIFY(!QString::fromUtf8(g.readAll()).contains("data-boilerscope-gold=\"gold\""));
}

QTEST_APPLESS_MAIN(TestHtmlExporter)
#include "tst_htmlexporter.moc"

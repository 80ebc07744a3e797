#include <common/nodemapper.h>
#include <document/htmlparser.h>

#include <QTest>

#include <memory>

namespace {

std::shared_ptr<const core::Document> parse(const char *html)
{
    return std::make_shared<const core::Document>(core::HtmlParser::parse(html));
}

// The rendered snapshot: as the source, plus an element a script inserted (#late, number 6).
const char *const kRendered =
    "<html data-bs-id=\"0\"><head data-bs-id=\"1\"></head><body data-bs-id=\"2\">"
    "<div data-bs-id=\"3\"><p data-bs-id=\"4\">a</p></div><p data-bs-id=\"5\">b</p>"
    "<span id=\"late\" data-bs-id=\"6\">c</span></body></html>";
const char *const kSource = "<div><p>a</p></div><p>b</p>";

core::NodeId byPath(const core::Document &doc, const char *path)
{
    const core::NodeId n = doc.findPath(path);
    if (n == core::kNoNode)
        qFatal("fixture: no node at %s", path);
    return n;
}

} // namespace

class tst_NodeMapper : public QObject
{
    Q_OBJECT

private slots:
    void renderedDocumentUsesRenderIds_data();
    void renderedDocumentUsesRenderIds();
    void sourceDocumentMapsByPath_data();
    void sourceDocumentMapsByPath();
    void outOfRange();
};

void tst_NodeMapper::renderedDocumentUsesRenderIds_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("element");
    QTest::newRow("body") << "/html/body" << 2;
    QTest::newRow("nested p") << "/html/body/div/p" << 4;
    QTest::newRow("text node: its element") << "/html/body/p/text()" << 5;
    QTest::newRow("script-inserted") << "/html/body/span" << 6;
}

void tst_NodeMapper::renderedDocumentUsesRenderIds()
{
    QFETCH(QString, path);
    QFETCH(int, element);
    const auto rendered = parse(kRendered);
    const ui::NodeMapper mapper(rendered, rendered);
    const core::NodeId node = byPath(*rendered, path.toUtf8().constData());
    QCOMPARE(mapper.elementOf(node), element);
    const core::NodeId back = mapper.nodeOf(element);
    QCOMPARE(rendered->node(back).renderId, element);
}

void tst_NodeMapper::sourceDocumentMapsByPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("element");
    QTest::newRow("div") << "/html/body/div" << 3;
    QTest::newRow("nested p") << "/html/body/div/p" << 4;
    QTest::newRow("second p") << "/html/body/p" << 5;
}

void tst_NodeMapper::sourceDocumentMapsByPath()
{
    QFETCH(QString, path);
    QFETCH(int, element);
    const auto rendered = parse(kRendered);
    const auto source = parse(kSource);
    QVERIFY(!source->rendered());
    const ui::NodeMapper mapper(source, rendered);
    const core::NodeId node = byPath(*source, path.toUtf8().constData());
    QCOMPARE(mapper.elementOf(node), element);
    QCOMPARE(mapper.nodeOf(element), node);
}

void tst_NodeMapper::outOfRange()
{
    const auto rendered = parse(kRendered);
    const auto source = parse(kSource);
    const ui::NodeMapper mapper(source, rendered);
    QCOMPARE(mapper.elementOf(core::kNoNode), -1);
    QCOMPARE(mapper.elementOf(source->size()), -1);
    QCOMPARE(mapper.nodeOf(-1), core::kNoNode);
    QCOMPARE(mapper.nodeOf(99), core::kNoNode);
    // #late exists only in the rendered page: no source node.
    QCOMPARE(mapper.nodeOf(6), core::kNoNode);
    QCOMPARE(ui::NodeMapper().elementOf(0), -1);
}

QTEST_GUILESS_MAIN(tst_NodeMapper)
#include "tst_nodemapper.moc"

// Pre-annotation: an extractor's chosen nodes become whole marks, its spans outside them text
// ranges, on a small page whose texts are read off its HTML.
#include <annotation/preannotation.h>

#include <document/htmlparser.h>

#include "testpages.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const std::string kPage = "<html><body><div id=a><p id=p1>one two</p><p id=p2>three four "
                          "five</p></div><p id=p3>six</p></body></html>";

} // namespace

class TstPreAnnotation : public QObject
{
    Q_OBJECT

private slots:
    void fromResult_data();
    void fromResult();
};

void TstPreAnnotation::fromResult_data()
{
    QTest::addColumn<QStringList>("selected");
    // A span in the text node of an element: element id, byte range.
    QTest::addColumn<QString>("spanIn");
    QTest::addColumn<int>("spanBegin");
    QTest::addColumn<int>("spanEnd");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("marks");
    QTest::addColumn<int>("ranges");

    QTest::newRow("nothing") << QStringList() << QString() << 0 << 0 << QString() << 0 << 0;
    QTest::newRow("one container")
        << QStringList{u"a"_s} << QString() << 0 << 0 << u"one two\nthree four five"_s << 1 << 0;
    QTest::newRow("two blocks") << QStringList{u"p2"_s, u"p3"_s} << QString() << 0 << 0
                                << u"three four five\nsix"_s << 2 << 0;
    // "three four five": bytes 6..10 are "four".
    QTest::newRow("a span alone") << QStringList() << u"p2"_s << 6 << 10 << u"four"_s << 0 << 1;
    QTest::newRow("a span inside a chosen node")
        << QStringList{u"p2"_s} << u"p2"_s << 6 << 10 << u"three four five"_s << 1 << 0;
    QTest::newRow("an empty span") << QStringList() << u"p2"_s << 6 << 6 << QString() << 0 << 0;
}

void TstPreAnnotation::fromResult()
{
    QFETCH(QStringList, selected);
    QFETCH(QString, spanIn);
    QFETCH(int, spanBegin);
    QFETCH(int, spanEnd);
    QFETCH(QString, text);
    QFETCH(int, marks);
    QFETCH(int, ranges);

    const core::Document doc = core::HtmlParser::parse(kPage);
    core::ExtractionResult result;
    for (const QString &id : selected) {
        const core::NodeId n = testpages::elementById(doc, id.toStdString());
        QVERIFY(n != core::kNoNode);
        result.selected.push_back(n);
    }
    if (!spanIn.isEmpty()) {
        const core::NodeId element = testpages::elementById(doc, spanIn.toStdString());
        QVERIFY(element != core::kNoNode);
        const core::NodeId textNode = doc.node(element).firstChild;
        QVERIFY(textNode != core::kNoNode && !doc.node(textNode).isElement());
        result.spans.push_back({textNode, std::uint32_t(spanBegin), std::uint32_t(spanEnd)});
    }
    const core::GoldAnnotation gold = ui::PreAnnotation::fromResult(doc, result);
    QCOMPARE(QString::fromStdString(gold.text(doc)), text);
    QCOMPARE(int(gold.nodes().size()), marks);
    QCOMPARE(int(gold.ranges().size()), ranges);
}

QTEST_APPLESS_MAIN(TstPreAnnotation)
#include "tst_preannotation.moc"

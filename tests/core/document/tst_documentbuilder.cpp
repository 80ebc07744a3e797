// DocumentBuilder through HtmlParser: what it does with the renderer's per-element attributes of
// a GUI snapshot (resources/js/inspector.js). They are read into the nodes and taken out of
// Document::source(), so that the extractors that count markup decide on a snapshot as on the
// same HTML without them; Document::snapshot() keeps them for test packages.

#include <document/documentloader.h>
#include <document/htmlparser.h>
#include <extraction/extractor.h>
#include <registry/extractorregistry.h>

#include "testpages.h"

#include <QTest>

#include <string>

namespace {

// The snapshot inspector.js would write for this HTML: its four attributes appended to every start
// tag written in the source, numbered in document order, with the visibility the source gives. Tags
// that close themselves ("/>") are left alone, as their source would change.
std::string snapshotOf(const core::Document &doc)
{
    const std::string_view src = doc.source();
    std::string out;
    size_t from = 0;
    int id = 0;
    for (core::NodeId n = 0; n < core::NodeId(doc.size()); ++n) {
        const core::Node &node = doc.node(n);
        if (node.kind != core::NodeKind::Element || node.startTagLength == 0)
            continue;
        const size_t close = node.srcBegin + node.startTagLength - 1;
        if (src[close] != '>' || src[close - 1] == '/')
            continue;
        out.append(src.substr(from, close - from));
        // The renderer's visibility is what the source says, so that only the attributes differ.
        out += " data-bs-id=\"" + std::to_string(id) + "\" data-bs-visible=\"" +
               (node.selfVisible ? "1" : "0") + "\"" +
               " data-bs-position=\"static\" data-bs-box=\"0 " + std::to_string(20 * id) +
               " 800 20\"";
        ++id;
        from = close;
    }
    out.append(src.substr(from));
    return out;
}

} // namespace

class TestDocumentBuilder : public QObject
{
    Q_OBJECT

private slots:
    void snapshotSourceIsThePage_data();
    void snapshotSourceIsThePage();
    void partialRendererAttributes_data();
    void partialRendererAttributes();
};

void TestDocumentBuilder::snapshotSourceIsThePage_data()
{
    QTest::addColumn<QString>("page");
    // Every tenth Readability test page: news, blogs, wikis, with scripts, SVG and comments.
    const QStringList pages = testpages::readabilityPages();
    for (qsizetype i = 0; i < pages.size(); i += 10)
        QTest::newRow(qPrintable(pages[i])) << pages[i];
}

void TestDocumentBuilder::snapshotSourceIsThePage()
{
    QFETCH(QString, page);
    core::DocumentLoader::Result loaded =
        core::DocumentLoader::loadFile(testpages::readabilitySource(page));
    QVERIFY2(loaded.document, loaded.error.c_str());
    const core::Document plain = core::HtmlParser::parse(std::string(loaded.document->source()));
    const std::string snapshot = snapshotOf(plain);
    QVERIFY(snapshot.size() > plain.source().size());
    const core::Document rendered = core::HtmlParser::parse(snapshot);

    QVERIFY(rendered.rendered());
    QVERIFY(!plain.rendered());
    QCOMPARE(rendered.snapshot(), std::string_view(snapshot));
    QVERIFY(plain.snapshot().empty());
    QCOMPARE(rendered.source(), plain.source());
    QCOMPARE(rendered.size(), plain.size());
    for (core::NodeId n = 0; n < core::NodeId(plain.size()); ++n) {
        const core::Node &a = plain.node(n), &b = rendered.node(n);
        QCOMPARE(b.srcBegin, a.srcBegin);
        QCOMPARE(b.srcEnd, a.srcEnd);
        QCOMPARE(b.startTagLength, a.startTagLength);
        QCOMPARE(b.endTagLength, a.endTagLength);
    }
    // The renderer's values were read before the attributes left the source.
    const core::NodeId body = rendered.body();
    QVERIFY(rendered.node(body).renderId >= 0);
    QVERIFY(rendered.node(body).box.valid);

    // Every extractor that counts markup, source lines or characters decides as on the page.
    int compared = 0;
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const core::ExtractorInput input = e->info().input;
        if (input != core::ExtractorInput::Tokens && input != core::ExtractorInput::SourceLines &&
            input != core::ExtractorInput::Characters)
            continue;
        const core::ExtractionResult a = e->run(plain), b = e->run(rendered);
        QVERIFY2(a.text == b.text, e->info().id.c_str());
        QVERIFY2(a.selected == b.selected, e->info().id.c_str());
        ++compared;
    }
    QVERIFY(compared >= 6);
}

void TestDocumentBuilder::partialRendererAttributes_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QByteArray>("source"); // what source() keeps

    QTest::newRow("id only") << QByteArray("<p class=\"a\" data-bs-id=\"3\">x</p>")
                             << QByteArray("<p class=\"a\">x</p>");
    QTest::newRow("id and box") << QByteArray("<p data-bs-id=\"3\" data-bs-box=\"garbage\">x</p>")
                                << QByteArray("<p>x</p>");
    // Not the renderer's form: left as written (the values are still read).
    QTest::newRow("unquoted") << QByteArray("<p data-bs-id=3 data-bs-visible=1>x</p>")
                              << QByteArray("<p data-bs-id=3 data-bs-visible=1>x</p>");
    QTest::newRow("a page attribute after them")
        << QByteArray("<p data-bs-id=\"3\" title=\"t\">x</p>")
        << QByteArray("<p data-bs-id=\"3\" title=\"t\">x</p>");
    QTest::newRow("a quote in a value before them")
        << QByteArray("<p title='say \"hi\"' data-bs-id=\"3\">x</p>")
        << QByteArray("<p title='say \"hi\"'>x</p>");
}

void TestDocumentBuilder::partialRendererAttributes()
{
    QFETCH(QByteArray, html);
    QFETCH(QByteArray, source);
    const core::Document doc = core::HtmlParser::parse(html.toStdString());
    QVERIFY(doc.rendered());
    QCOMPARE(QByteArray::fromStdString(std::string(doc.source())), source);
    // The paragraph's start tag is what source() says it is.
    for (core::NodeId n = 0; n < core::NodeId(doc.size()); ++n) {
        const core::Node &node = doc.node(n);
        if (node.kind == core::NodeKind::Element && node.tag == core::Tag::p) {
            QCOMPARE(node.renderId, 3);
            const std::string_view tag = doc.source().substr(node.srcBegin, node.startTagLength);
            QVERIFY(tag.starts_with("<p") && tag.ends_with(">"));
            QCOMPARE(doc.source().substr(node.srcBegin, node.srcEnd - node.srcBegin),
                     std::string_view(source.constData(), size_t(source.size())));
        }
    }
}

QTEST_GUILESS_MAIN(TestDocumentBuilder)
#include "tst_documentbuilder.moc"

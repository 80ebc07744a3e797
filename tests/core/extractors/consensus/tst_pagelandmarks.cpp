#include <extractors/consensus/pagelandmarks.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::PageLandmarks;
using Kind = core::PageLandmarks::Kind;

Q_DECLARE_METATYPE(core::PageLandmarks::Kind)

// The page's header, footer, navigation and complementary parts by HTML-AAM's landmark rules:
// the outermost one holding an element names it, a <header> or <footer> inside a sectioning
// element is that element's own, and a <main> or <article> anywhere on the way up makes the
// element content.
class TestPageLandmarks : public QObject
{
    Q_OBJECT

private slots:
    void of_data()
    {
        QTest::addColumn<QString>("body"); // holds <b id=x>
        QTest::addColumn<Kind>("kind");
        auto row = [](const char *name, const char *body, Kind kind) {
            QTest::newRow(name) << QString::fromUtf8(body) << kind;
        };
        row("the page's header", "<header><p><b id=x>a</b></p></header><main>b</main>",
            Kind::Header);
        row("the page's footer", "<main>a</main><div><footer><b id=x>b</b></footer></div>",
            Kind::Footer);
        row("a navigation", "<nav><ul><li><b id=x>a</b></li></ul></nav>", Kind::Navigation);
        row("an aside", "<aside><b id=x>a</b></aside>", Kind::Aside);
        row("the element itself", "<footer id=x>a</footer>", Kind::Footer);
        row("the outermost names it", "<footer><nav><b id=x>a</b></nav></footer>", Kind::Footer);
        row("a header in a nav", "<nav><header><b id=x>a</b></header></nav>", Kind::Navigation);
        row("outside any", "<div><p><b id=x>a</b></p></div><footer>b</footer>", Kind::None);
        row("an article's footer", "<article><p>a</p><footer><b id=x>b</b></footer></article>",
            Kind::None);
        row("the main's header", "<main><header><b id=x>a</b></header></main>", Kind::None);
        row("a section's footer", "<section><footer><b id=x>a</b></footer></section>", Kind::None);
        row("a main inside an aside", "<aside><main><p><b id=x>a</b></p></main></aside>",
            Kind::None);
        row("an article inside a nav", "<nav><article><b id=x>a</b></article></nav>", Kind::None);
        row("an aside in an article", "<article><aside><b id=x>a</b></aside></article>",
            Kind::None);
        row("an aside in a section", "<section><aside><b id=x>a</b></aside></section>",
            Kind::Aside);
        row("a class is not a landmark", "<div class=footer><b id=x>a</b></div>", Kind::None);
    }
    void of()
    {
        QFETCH(QString, body);
        QFETCH(Kind, kind);
        const core::Document doc =
            testpages::parsePage("<html><body>" + body.toStdString() + "</body></html>");
        const core::NodeId x = testpages::byId(doc, "x");
        const std::vector<Kind> kinds = PageLandmarks::of(doc);
        QCOMPARE(kinds.size(), static_cast<size_t>(doc.size()));
        QCOMPARE(kinds[static_cast<size_t>(x)], kind);
        // The text inside x is where x is.
        QCOMPARE(kinds[static_cast<size_t>(doc.node(x).firstChild)], kind);
    }
};

QTEST_APPLESS_MAIN(TestPageLandmarks)
#include "tst_pagelandmarks.moc"

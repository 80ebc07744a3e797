#include <extractors/attributehints.h>

#include <testpages.h>

#include <QTest>

using core::AttributeHints;

// The families of page furniture a class or id names, and an element's tag, role and itemprop.
class TestAttributeHints : public QObject
{
    Q_OBJECT

private slots:
    void ofNames_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<uint>("expected");
        QTest::newRow("empty") << "" << uint(AttributeHints::None);
        // A stem matches inside a word: "mainnav" holds "nav".
        QTest::newRow("camel case joins") << "mainNav" << uint(AttributeHints::Navigation);
        QTest::newRow("menu stem") << "site-menu" << uint(AttributeHints::Navigation);
        // "sr-only" is cut into "sr" and "only"; "sr" is a short word of the hidden family.
        QTest::newRow("screen reader") << "sr-only" << uint(AttributeHints::HiddenClass);
        // A short word only as a whole word: "ad" must not match "header" or "download".
        QTest::newRow("ad as a word") << "ad slot" << uint(AttributeHints::Advert);
        QTest::newRow("header is no ad") << "header" << uint(AttributeHints::Header);
        QTest::newRow("download is nothing") << "download" << uint(AttributeHints::None);
        QTest::newRow("two families")
            << "footer social-share" << uint(AttributeHints::Footer | AttributeHints::Sharing);
        QTest::newRow("comments") << "comment-list" << uint(AttributeHints::Comments);
        QTest::newRow("cookie banner")
            << "cookie-banner" << uint(AttributeHints::Dialog | AttributeHints::Header);
        QTest::newRow("content") << "entry-content" << uint(AttributeHints::Content);
        QTest::newRow("upper case") << "SIDEBAR" << uint(AttributeHints::Sidebar);
    }
    void ofNames()
    {
        QFETCH(QString, value);
        QFETCH(uint, expected);
        QCOMPARE(uint(AttributeHints::ofNames(value.toStdString())), expected);
    }

    void of_data()
    {
        QTest::addColumn<QString>("element");
        QTest::addColumn<uint>("expected");
        QTest::newRow("nav tag") << "<nav id=x>a</nav>" << uint(AttributeHints::Navigation);
        QTest::newRow("role") << "<div id=x role=contentinfo>a</div>"
                              << uint(AttributeHints::Footer);
        QTest::newRow("itemprop") << "<div id=x itemprop=articleBody>a</div>"
                                  << uint(AttributeHints::Main);
        QTest::newRow("pre") << "<pre id=x>a</pre>" << uint(AttributeHints::Code);
        QTest::newRow("table") << "<table id=x><tr><td>a</td></tr></table>"
                               << uint(AttributeHints::Table);
        QTest::newRow("form") << "<form id=x>a</form>" << uint(AttributeHints::Form);
        // The id "x" names nothing; the class adds its family to the tag's.
        QTest::newRow("tag and class")
            << "<aside id=x class=related-posts>a</aside>"
            << uint(AttributeHints::Sidebar | AttributeHints::Related | AttributeHints::Content);
        QTest::newRow("plain div") << "<div id=x>a</div>" << uint(AttributeHints::None);
    }
    void of()
    {
        QFETCH(QString, element);
        QFETCH(uint, expected);
        const core::Document doc =
            testpages::parsePage("<html><body>" + element.toStdString() + "</body></html>");
        const core::NodeId x = testpages::byId(doc, "x");
        QVERIFY(x != core::kNoNode);
        QCOMPARE(uint(AttributeHints::of(doc, x)), expected);
        QCOMPARE(uint(AttributeHints::of(doc, x + 1)), uint(AttributeHints::None)); // its text
    }
};

QTEST_APPLESS_MAIN(TestAttributeHints)
#include "tst_attributehints.moc"

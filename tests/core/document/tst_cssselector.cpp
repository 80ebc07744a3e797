#include <document/cssselector.h>

#include "testpages.h"

#include <QTest>

namespace {

// Elements by id attribute below: the matches are named by their ids.
const char *const kPage = "<html><body>"
                          "<div id=a class='wrap main'><p id=p1 class=lead>x</p><p id=p2>y</p>"
                          "<section id=s><p id=p3 class='lead x'>z</p></section></div>"
                          "<div id=b class=wrap><span id=sp>w</span><p id=p4>v</p></div>"
                          "</body></html>";

QStringList idsOf(const core::Document &doc, const std::vector<core::NodeId> &nodes)
{
    QStringList out;
    for (core::NodeId n : nodes) {
        const std::string_view id = doc.attribute(n, "id");
        out << (id.empty() ? QString::fromUtf8(doc.name(n).data(), qsizetype(doc.name(n).size()))
                           : QString::fromUtf8(id.data(), qsizetype(id.size())));
    }
    return out;
}

} // namespace

class TestCssSelector : public QObject
{
    Q_OBJECT

private slots:
    void matches_data();
    void matches();
    void errors_data();
    void errors();
    void errorsOfBytes_data();
    void errorsOfBytes();
    void canonicalText_data();
    void canonicalText();
    void deepPagesStayFast();
};

void TestCssSelector::matches_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QStringList>("topmost");

    QTest::newRow("tag") << "p" << QStringList{"p1", "p2", "p3", "p4"}
                         << QStringList{"p1", "p2", "p3", "p4"};
    QTest::newRow("tag, any case")
        << "P" << QStringList{"p1", "p2", "p3", "p4"} << QStringList{"p1", "p2", "p3", "p4"};
    QTest::newRow("id") << "#s" << QStringList{"s"} << QStringList{"s"};
    QTest::newRow("class") << ".lead" << QStringList{"p1", "p3"} << QStringList{"p1", "p3"};
    QTest::newRow("two classes") << ".lead.x" << QStringList{"p3"} << QStringList{"p3"};
    QTest::newRow("class is case-sensitive") << ".Lead" << QStringList{} << QStringList{};
    QTest::newRow("descendant") << "#a p" << QStringList{"p1", "p2", "p3"}
                                << QStringList{"p1", "p2", "p3"};
    QTest::newRow("child") << "#a > p" << QStringList{"p1", "p2"} << QStringList{"p1", "p2"};
    QTest::newRow("child then descendant")
        << "div.wrap > section p" << QStringList{"p3"} << QStringList{"p3"};
    // :nth-of-type counts the element's same-named siblings: p4 is the first p of #b (the span
    // before it does not count); p2 the second of #a.
    QTest::newRow("nth-of-type") << "p:nth-of-type(1)" << QStringList{"p1", "p3", "p4"}
                                 << QStringList{"p1", "p3", "p4"};
    QTest::newRow("nth-of-type 2")
        << "div:nth-of-type(2) > *" << QStringList{"sp", "p4"} << QStringList{"sp", "p4"};
    QTest::newRow("list") << "#sp, .main" << QStringList{"a", "sp"} << QStringList{"a", "sp"};
    // Topmost: the matches inside another match drop out.
    QTest::newRow("nested matches")
        << "div, p" << QStringList{"a", "p1", "p2", "p3", "b", "p4"} << QStringList{"a", "b"};
    QTest::newRow("universal") << "section > *" << QStringList{"p3"} << QStringList{"p3"};
    QTest::newRow("no match") << "table" << QStringList{} << QStringList{};
}

void TestCssSelector::matches()
{
    QFETCH(QString, selector);
    QFETCH(QStringList, ids);
    QFETCH(QStringList, topmost);
    const core::Document doc = testpages::parsePage(kPage);
    std::string error;
    const std::optional<core::CssSelector> s =
        core::CssSelector::parse(selector.toStdString(), error);
    QVERIFY2(s, error.c_str());
    QCOMPARE(idsOf(doc, s->match(doc)), ids);
    QCOMPARE(idsOf(doc, s->matchTopmost(doc)), topmost);
    // matches() of one node agrees with match() over the page.
    const std::vector<core::NodeId> all = s->match(doc);
    for (core::NodeId n = 0; n < doc.size(); ++n)
        QCOMPARE(s->matches(doc, n), std::find(all.begin(), all.end(), n) != all.end());
}

void TestCssSelector::errors_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << ""
                           << "at 1: a selector is missing";
    QTest::newRow("trailing comma") << "p,"
                                    << "a selector is missing";
    QTest::newRow("dangling child") << "div >"
                                    << "a selector is missing";
    QTest::newRow("attribute") << "a[href]"
                               << "attribute selectors";
    QTest::newRow("sibling") << "h1 + p"
                             << "'+' combinator";
    QTest::newRow("hover") << "a:hover"
                           << "only the :nth-of-type(N)";
    QTest::newRow("nth formula") << "li:nth-of-type(2n+1)"
                                 << "positive integer";
    QTest::newRow("nth zero") << "li:nth-of-type(0)"
                              << "positive integer";
    QTest::newRow("empty class") << "div."
                                 << "a name must follow '.'";
    QTest::newRow("two ids") << "#a#b"
                             << "two ids";
    QTest::newRow("junk") << "div ^"
                          << "at 5: unexpected '^'";
}

void TestCssSelector::errors()
{
    QFETCH(QString, selector);
    QFETCH(QString, message);
    std::string error;
    QVERIFY(!core::CssSelector::parse(selector.toStdString(), error));
    QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
}

// Bytes a QString cannot hold (not UTF-8) and control characters: the error stays one line.
// Found by fuzzing (fuzz_selector): a selector of bytes that are not UTF-8 parsed, and its rule
// file's JSON (written with replacement characters) read back as another selector.
void TestCssSelector::errorsOfBytes_data()
{
    QTest::addColumn<QByteArray>("selector");
    QTest::addColumn<QString>("message");
    QTest::newRow("not UTF-8") << QByteArray("\xDF\xDF > .x") << "selector: not UTF-8";
    QTest::newRow("not UTF-8 later") << QByteArray("div.caf\xE9") << "selector: not UTF-8";
    QTest::newRow("cut sequence") << QByteArray("p.\xC3") << "selector: not UTF-8";
    QTest::newRow("control character") << QByteArray("div\x01p") << "at 4: unexpected byte 0x01";
    QTest::newRow("vertical tab") << QByteArray("div \x0B") << "at 5: unexpected byte 0x0B";
}

void TestCssSelector::errorsOfBytes()
{
    QFETCH(QByteArray, selector);
    QFETCH(QString, message);
    std::string error;
    QVERIFY(
        !core::CssSelector::parse(std::string_view(selector.constData(), selector.size()), error));
    QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    QVERIFY2(error.find_first_of("\n\r\x01\x0B") == std::string::npos, error.c_str());
}

void TestCssSelector::canonicalText_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("text");
    QTest::newRow("spacing") << "  DIV.a   >p ,#x  span "
                             << "div.a > p, #x span";
    QTest::newRow("universal") << "* > .c"
                               << "* > .c";
    QTest::newRow("nth") << "li:nth-of-type(3).x"
                         << "li.x:nth-of-type(3)";
}

void TestCssSelector::canonicalText()
{
    QFETCH(QString, selector);
    QFETCH(QString, text);
    std::string error;
    const auto s = core::CssSelector::parse(selector.toStdString(), error);
    QVERIFY2(s, error.c_str());
    QCOMPARE(QString::fromStdString(s->text()), text);
    QCOMPARE(core::CssSelector::parse(s->text(), error)->text(), s->text());
}

void TestCssSelector::deepPagesStayFast()
{
    // 900 nested divs (DocumentLoader refuses more than 1,000 levels) and a selector of many
    // descendant steps that fails only at its last compound: a backtracking matcher would try
    // about C(900, 8) ways and never return (ctest's timeout ends it); the matcher is linear in
    // nodes x compounds. Speed itself is the benchmark's business, not this test's.
    constexpr int kDepth = 900;
    std::string html = "<html><body>";
    for (int i = 0; i < kDepth; ++i)
        html += "<div>";
    html += "<p>deep</p></body></html>";
    const core::Document doc = testpages::parsePage(html);
    std::string error;
    const auto s = core::CssSelector::parse("div div div div div div div div section p", error);
    QVERIFY(s);
    QVERIFY(s->match(doc).empty());
    QVERIFY(!s->matches(doc, doc.findPath("/html/body") + kDepth + 1));
    const auto found = core::CssSelector::parse("div div div div div div div div p", error);
    QVERIFY(found);
    QCOMPARE(found->match(doc).size(), size_t(1));
}

QTEST_APPLESS_MAIN(TestCssSelector)
#include "tst_cssselector.moc"

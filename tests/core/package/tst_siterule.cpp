#include <package/siterule.h>

#include "testpages.h"

#include <QTest>

namespace {

const char *const kPage =
    "<html><body><header><h1 class=logo>Site</h1></header>"
    "<main><div id=content><article class='story big'><h2>Head</h2>"
    "<div class=story-body><p>One two three.</p><p>Four five.</p><p>Six.</p></div></article>"
    "<div id=post-48213><p>Generated id</p></div></div>"
    "<aside class=story><p>Not the story</p></aside></main>"
    "<footer><p>Legal</p></footer></body></html>";

std::vector<core::NodeId> nodesAt(const core::Document &doc, const QStringList &paths)
{
    std::vector<core::NodeId> out;
    for (const QString &p : paths) {
        const core::NodeId n = doc.findPath(p.toStdString());
        if (n == core::kNoNode)
            qFatal("no node %s", qPrintable(p));
        out.push_back(n);
    }
    return out;
}

} // namespace

class TestSiteRule : public QObject
{
    Q_OBJECT

private slots:
    void propose_data();
    void propose();
    void proposeRefuses_data();
    void proposeRefuses();
    void proposalCarriesOver();
    void parseAndJson_data();
    void parseAndJson();
    void apply();
};

void TestSiteRule::propose_data()
{
    QTest::addColumn<QStringList>("marked");
    QTest::addColumn<QString>("selector");

    // 1. A common class that only the target has: "article.story" (the aside is .story too, but
    //    not an article).
    QTest::newRow("tag and class")
        << QStringList{"/html/body/main/div[1]/article"} << "article.story";
    // A text node stands for its element. The h2 has no class: anchored by its parent, the
    // article, written with all its classes.
    QTest::newRow("text node") << QStringList{"/html/body/main/div[1]/article/h2/text()"}
                               << "article.story.big > h2";
    // 2. A stable id.
    QTest::newRow("id") << QStringList{"/html/body/main/div[1]"} << "#content";
    // 3. The paragraphs of the story body: no class of their own, anchored by their parent.
    QTest::newRow("anchored children") << QStringList{"/html/body/main/div[1]/article/div/p[1]",
                                                      "/html/body/main/div[1]/article/div/p[2]",
                                                      "/html/body/main/div[1]/article/div/p[3]"}
                                       << "div.story-body > p";
    // The generated id (5 digits) is not used; the parent with a stable id anchors instead.
    QTest::newRow("generated id") << QStringList{"/html/body/main/div[1]/div"} << "#content > div";
    // 4. Nothing general fits: the paths, one per target.
    QTest::newRow("paths") << QStringList{"/html/body/header/h1", "/html/body/footer/p"}
                           << "html > body > header > h1, html > body > footer > p";
    // Nested marks: the outer one counts.
    QTest::newRow("nested") << QStringList{"/html/body/main/div[1]/article",
                                           "/html/body/main/div[1]/article/h2"}
                            << "article.story";
}

void TestSiteRule::propose()
{
    QFETCH(QStringList, marked);
    QFETCH(QString, selector);
    const core::Document doc = testpages::parsePage(kPage);
    const std::vector<core::NodeId> nodes = nodesAt(doc, marked);
    std::string error;
    const std::optional<std::string> got = core::SiteRule::propose(doc, nodes, error);
    QVERIFY2(got, error.c_str());
    QCOMPARE(QString::fromStdString(*got), selector);
    // Whatever it proposes selects exactly the marked elements on this page.
    const auto compiled = core::CssSelector::parse(*got, error);
    QVERIFY2(compiled, error.c_str());
    std::vector<core::NodeId> expected;
    for (core::NodeId n : nodes) {
        while (!doc.node(n).isElement())
            n = doc.node(n).parent;
        if (expected.empty() || !doc.isAncestorOf(expected.back(), n))
            expected.push_back(n);
    }
    QCOMPARE(compiled->matchTopmost(doc), expected);
}

// Elements no selector of the subset can name: propose() refuses with a one-line error rather
// than proposing a selector that does not parse. Found by fuzzing (fuzz_selector): "<d<div>" is an
// element named "d<div" (HTML tokenisation keeps the '<'), and the path proposed held it.
void TestSiteRule::proposeRefuses_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("name"); // of the element marked
    QTest::newRow("'<' in the name") << "<html><body><div><d<div>One</d<div></div></body></html>"
                                     << "d<div";
    QTest::newRow("inside such an element")
        << "<html><body><x:y><p>One</p></x:y><x:y><p>Two</p></x:y></body></html>"
        << "p";
}

void TestSiteRule::proposeRefuses()
{
    QFETCH(QString, page);
    QFETCH(QString, name);
    const core::Document doc = testpages::parsePage(page.toStdString());
    std::vector<core::NodeId> marked;
    for (core::NodeId n = 0; n < doc.size() && marked.empty(); ++n)
        if (doc.node(n).isElement() && doc.name(n) == name.toStdString())
            marked.push_back(n);
    QCOMPARE(marked.size(), size_t(1));
    std::string error;
    const std::optional<std::string> got = core::SiteRule::propose(doc, marked, error);
    QVERIFY2(!got, got ? got->c_str() : "");
    QVERIFY2(QString::fromStdString(error).contains("no selector"), error.c_str());
    QVERIFY(error.find('\n') == std::string::npos);
}

void TestSiteRule::proposalCarriesOver()
{
    // Another page of the site, laid out differently around the same story markup: the rule
    // proposed on the first page finds the story there too, which a path would not.
    const core::Document first = testpages::parsePage(kPage);
    std::string error;
    const std::string selector =
        *core::SiteRule::propose(first, nodesAt(first, {"/html/body/main/div[1]/article"}), error);
    const core::Document second = testpages::parsePage(
        "<html><body><div class=banner>Ad</div><section><article class='story'><h2>Other</h2>"
        "<div class=story-body><p>Seven eight.</p></div></article></section></body></html>");
    core::SiteRule rule;
    rule.selector = selector;
    const core::SiteRule::Match m = rule.apply(second, *core::CssSelector::parse(selector, error));
    QCOMPARE(m.text, std::string("Other\nSeven eight."));
    QCOMPARE(m.words, size_t(3));
    QCOMPARE(m.pageWords, size_t(4));
    QCOMPARE(core::SiteRule::goldNodes(second, m).front().path,
             std::string("/html/body/section/article"));
}

void TestSiteRule::parseAndJson_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("selector"); // "" when it must fail
    QTest::addColumn<QString>("error");
    QTest::newRow("json") << QByteArray(R"({"format":"boilerscope-site-rule","version":1,
        "selector":"article.story","site":"example.org","source":"pkg/a"})")
                          << "article.story"
                          << "";
    QTest::newRow("plain text") << QByteArray("\n\n  div#content  p \n# comment\n")
                                << "div#content p"
                                << "";
    QTest::newRow("other json") << QByteArray(R"({"selector":"p"})") << ""
                                << "not a site rule";
    QTest::newRow("selector not a string")
        << QByteArray(R"({"format":"boilerscope-site-rule","selector":3})") << ""
        << "must be a string";
    QTest::newRow("bad selector") << QByteArray("a[href]") << ""
                                  << "attribute selectors";
    QTest::newRow("empty") << QByteArray(" \n ") << ""
                           << "no selector";
}

void TestSiteRule::parseAndJson()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, selector);
    QFETCH(QString, error);
    std::string message;
    const std::optional<core::SiteRule> rule = core::SiteRule::parse(bytes.toStdString(), message);
    QCOMPARE(bool(rule), !selector.isEmpty());
    if (!rule) {
        QVERIFY2(QString::fromStdString(message).contains(error), message.c_str());
        return;
    }
    QCOMPARE(QString::fromStdString(rule->selector), selector);
    // The JSON form reads back the same.
    const std::optional<core::SiteRule> again = core::SiteRule::parse(rule->json(), message);
    QVERIFY(again);
    QCOMPARE(again->selector, rule->selector);
    QCOMPARE(again->site, rule->site);
    QCOMPARE(again->source, rule->source);
}

void TestSiteRule::apply()
{
    const core::Document doc = testpages::parsePage(kPage);
    std::string error;
    core::SiteRule rule;
    rule.selector = "p";
    const core::SiteRule::Match m = rule.apply(doc, *core::CssSelector::parse("p", error));
    QCOMPARE(m.nodes.size(), size_t(6));
    // Site | Head | One two three. | Four five. | Six. | Generated id | Not the story | Legal:
    // 1 + 1 + 3 + 2 + 1 + 2 + 3 + 1 = 14 words, all but Site and Head in a <p>.
    QCOMPARE(m.pageWords, size_t(14));
    QCOMPARE(m.words, size_t(12));
}

QTEST_APPLESS_MAIN(TestSiteRule)
#include "tst_siterule.moc"

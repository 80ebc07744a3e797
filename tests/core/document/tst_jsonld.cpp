// JsonLd: the objects of a page's JSON-LD blocks, their types and content texts.

#include <document/htmlparser.h>
#include <document/jsonld.h>

#include <QTest>

#include <string>

namespace {

std::string script(const std::string &json, const std::string &type = "application/ld+json")
{
    return "<html><head><script type=\"" + type + "\">" + json +
           "</script></head><body><p>x</p></body></html>";
}

QString joined(const std::vector<std::string> &values)
{
    QStringList out;
    for (const std::string &v : values)
        out << QString::fromStdString(v);
    return out.join(',');
}

// JSON nested `depth` levels of arrays around an object with a type.
std::string nested(int depth)
{
    return std::string(size_t(depth - 1), '[') + "{\"@type\":\"Article\"}" +
           std::string(size_t(depth - 1), ']');
}

} // namespace

class TestJsonLd : public QObject
{
    Q_OBJECT

private slots:
    void of_data();
    void of();
};

void TestJsonLd::of_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<int>("objects");
    // Every object's types, "|" between objects; the texts: the objects' that have one, "|"
    // between them.
    QTest::addColumn<QString>("types");
    QTest::addColumn<QString>("articleBody");
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("allTypes");

    QTest::newRow("none") << "<p>no markup</p>" << 0 << ""
                          << ""
                          << ""
                          << ""
                          << "";
    QTest::newRow("article")
        << QString::fromStdString(script(
               R"({"@context":"https://schema.org","@type":"NewsArticle","articleBody":"The council met.","description":"A meeting"})"))
        << 1 << "NewsArticle"
        << "The council met."
        << "A meeting"
        << ""
        << "NewsArticle";
    QTest::newRow("type in capitals of the script's type attribute")
        << QString::fromStdString(script(R"({"@type":"Product"})", "Application/LD+JSON")) << 1
        << "Product"
        << ""
        << ""
        << ""
        << "Product";
    QTest::newRow("not JSON-LD: another script type")
        << QString::fromStdString(script(R"({"@type":"Product"})", "application/json")) << 0 << ""
        << ""
        << ""
        << ""
        << "";
    QTest::newRow("prefixed types and an array of types")
        << QString::fromStdString(
               script(R"({"@type":["http://schema.org/Product","schema:ProductGroup"]})"))
        << 1 << "Product,ProductGroup"
        << ""
        << ""
        << ""
        << "Product,ProductGroup";
    QTest::newRow("graph and nested objects, in order")
        << QString::fromStdString(script(
               R"({"@graph":[{"@type":"WebPage"},{"@type":"DiscussionForumPosting","text":"First post","comment":[{"@type":"Comment","text":"A reply"}]}]})"))
        << 4 << "|WebPage|DiscussionForumPosting|Comment"
        << ""
        << ""
        << "First post|A reply"
        << "WebPage,DiscussionForumPosting,Comment";
    QTest::newRow("a top-level array, two blocks")
        << "<script type=application/ld+json>[{\"@type\":\"BreadcrumbList\"}]</script>"
           "<script type=application/ld+json>{\"@type\":\"FAQPage\"}</script><p>x</p>"
        << 2 << "BreadcrumbList|FAQPage"
        << ""
        << ""
        << ""
        << "BreadcrumbList,FAQPage";
    QTest::newRow("text that is not a string is left out")
        << QString::fromStdString(script(R"({"@type":"Article","articleBody":["a","b"],"text":3})"))
        << 1 << "Article"
        << ""
        << ""
        << ""
        << "Article";
    QTest::newRow("malformed JSON says nothing")
        << QString::fromStdString(script(R"({"@type":"Article", "articleBody": "cut)")) << 0 << ""
        << ""
        << ""
        << ""
        << "";
    QTest::newRow("nested to the limit")
        << QString::fromStdString(script(nested(core::JsonLd::kMaxDepth))) << 1 << "Article"
        << ""
        << ""
        << ""
        << "Article";
    QTest::newRow("nested beyond the limit is skipped")
        << QString::fromStdString(script(nested(core::JsonLd::kMaxDepth + 1))) << 0 << ""
        << ""
        << ""
        << ""
        << "";
    QTest::newRow("brackets inside strings do not count")
        << QString::fromStdString(script(R"({"@type":"Article","description":")" +
                                         std::string(size_t(core::JsonLd::kMaxDepth + 1), '[') +
                                         R"("})"))
        << 1 << "Article"
        << "" << QString(core::JsonLd::kMaxDepth + 1, '[') << ""
        << "Article";
    QTest::newRow("deep nesting of a hostile page")
        << QString::fromStdString(script(std::string(100000, '[') + std::string(100000, ']'))) << 0
        << ""
        << ""
        << ""
        << ""
        << "";
}

void TestJsonLd::of()
{
    QFETCH(QString, html);
    QFETCH(int, objects);
    QFETCH(QString, types);
    QFETCH(QString, articleBody);
    QFETCH(QString, description);
    QFETCH(QString, text);
    QFETCH(QString, allTypes);
    const core::Document doc = core::HtmlParser::parse(html.toStdString());
    const core::JsonLd ld = core::JsonLd::of(doc);
    QCOMPARE(int(ld.objects.size()), objects);
    QStringList perObject, bodies, descriptions, texts;
    for (const core::JsonLd::Object &o : ld.objects) {
        perObject << joined(o.types);
        for (auto [value, list] :
             {std::pair{&o.articleBody, &bodies}, std::pair{&o.description, &descriptions},
              std::pair{&o.text, &texts}})
            if (!value->empty())
                *list << QString::fromStdString(*value);
    }
    QCOMPARE(perObject.join('|'), types);
    QCOMPARE(bodies.join('|'), articleBody);
    QCOMPARE(descriptions.join('|'), description);
    QCOMPARE(texts.join('|'), text);
    QCOMPARE(joined(ld.types()), allTypes);
}

QTEST_APPLESS_MAIN(TestJsonLd)
#include "tst_jsonld.moc"

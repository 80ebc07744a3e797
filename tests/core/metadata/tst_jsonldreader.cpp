// JsonLdReader: the metadata a page states in JSON-LD.

#include <metadata/jsonldreader.h>
#include <metadata/metadatarules.h>

#include <QTest>

#include <string>

class TestJsonLdReader : public QObject
{
    Q_OBJECT

private slots:
    void read_data();
    void read();
    void tooDeep();
};

void TestJsonLdReader::read_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QStringList>("entries"); // "field Type.property=value", * after article types
    QTest::addColumn<bool>("error");

    QTest::newRow("an article")
        << R"({"@type":"NewsArticle","headline":"H","author":{"@type":"Person","name":"A B"},
              "datePublished":"2021-05-17","dateModified":"2021-05-18"})"
        << QStringList{"title NewsArticle.headline=H*", "authors NewsArticle.author.name=A B*",
                       "published NewsArticle.datePublished=2021-05-17*",
                       "modified NewsArticle.dateModified=2021-05-18*"}
        << false;
    QTest::newRow("@graph, several authors, publisher, a web site")
        << R"({"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Site"},
              {"@type":["BlogPosting","Thing"],"headline":" Post ",
               "author":[{"name":"X"},"Y",{"name":"X"}],"publisher":{"name":"Pub"}}]})"
        << QStringList{"site_name WebSite.name=Site", "title BlogPosting.headline=Post*",
                       "authors BlogPosting.author.name=X, Y*",
                       "site_name BlogPosting.publisher.name=Pub*"}
        << false;
    QTest::newRow("a list at the top, a main entity")
        << R"([{"@type":"WebPage","mainEntity":{"@type":"Article","headline":"M"}}])"
        << QStringList{"title Article.headline=M*"} << false;
    QTest::newRow("a person's name is no title")
        << R"({"@type":"Person","name":"Ann"})" << QStringList{} << false;
    QTest::newRow("wrapped in a comment") << R"(<!-- {"@type":"Article","headline":"C"} -->)"
                                          << QStringList{"title Article.headline=C*"} << false;
    // Readability.js (_unescapeHtmlEntities) unescapes what it reads from JSON-LD: a <script>'s
    // text is not decoded by the HTML parser, and WordPress writes entities into it.
    QTest::newRow("HTML entities in strings")
        << R"({"@type":"Article","headline":"Tips &#8211; Tools &#038; Q&amp;A &#x26; &quot;more&quot;",
              "author":{"name":"Ann O&#39;Neil"}})"
        << QStringList{"title Article.headline=Tips \u2013 Tools & Q&A & \"more\"*",
                       "authors Article.author.name=Ann O'Neil*"}
        << false;
    // As Readability.js does, a reference to no character is U+FFFD.
    QTest::newRow("not entities")
        << R"({"@type":"Article","headline":"A&B &nosuch; &#0; &#xZZ; &"})"
        << QStringList{"title Article.headline=A&B &nosuch; \ufffd &#xZZ; &*"} << false;
    QTest::newRow("not JSON") << "{\"@type\": " << QStringList{} << true;
    QTest::newRow("values that are not strings are ignored")
        << R"({"@type":"Article","headline":5,"datePublished":null})" << QStringList{} << false;
}

void TestJsonLdReader::read()
{
    QFETCH(QString, json);
    QFETCH(QStringList, entries);
    QFETCH(bool, error);
    std::string message;
    QStringList got;
    for (const core::JsonLdReader::Entry &e : core::JsonLdReader::read(json.toStdString(), message))
        got << QStringLiteral("%1 %2.%3=%4%5")
                   .arg(QString::fromUtf8(core::metadataFieldName(e.field).data()),
                        QString::fromStdString(e.type), QString::fromStdString(e.property),
                        QString::fromStdString(e.value), e.article ? "*" : "");
    QCOMPARE(got, entries);
    QCOMPARE(!message.empty(), error);
}

// Objects nested deeper than the limit are not read (the work stays bounded), those above it
// are.
void TestJsonLdReader::tooDeep()
{
    const int depth = core::MetadataRules::kMaxJsonLdDepth;
    const auto nested = [](int levels) {
        std::string s;
        for (int i = 0; i < levels; ++i)
            s += "[";
        s += R"({"@type":"Article","headline":"Deep"})";
        for (int i = 0; i < levels; ++i)
            s += "]";
        return s;
    };
    std::string error;
    QCOMPARE(core::JsonLdReader::read(nested(depth), error).size(), size_t(1));
    QCOMPARE(core::JsonLdReader::read(nested(depth + 1), error).size(), size_t(0));
    QVERIFY(error.empty());
}

QTEST_APPLESS_MAIN(TestJsonLdReader)
#include "tst_jsonldreader.moc"

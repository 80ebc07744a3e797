// PageFacts: the canonical URL, title, language and Open Graph type a page states in its markup.

#include <document/htmlparser.h>
#include <document/pagefacts.h>

#include <QTest>

#include <string>

class TestPageFacts : public QObject
{
    Q_OBJECT

private slots:
    void of_data();
    void of();
    void type_data();
    void type();
};

void TestPageFacts::of_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("language");
    QTest::newRow("all three")
        << "<html lang=de><head><title> Ein \n  Titel </title>"
           "<link rel=canonical href=\"https://example.org/a\"></head><body><p>x</p></body></html>"
        << "https://example.org/a"
        << "Ein Titel"
        << "de";
    QTest::newRow("none") << "<p>text only</p>"
                          << ""
                          << ""
                          << "";
    QTest::newRow("og:url without a canonical link")
        << "<head><meta property=og:url content=\"https://example.org/og\"></head>"
        << "https://example.org/og"
        << ""
        << "";
    QTest::newRow("canonical after og:url wins")
        << "<head><meta property=og:url content=\"https://example.org/og\">"
           "<link rel=canonical href=\"https://example.org/c\"></head>"
        << "https://example.org/c"
        << ""
        << "";
    QTest::newRow("canonical before og:url wins")
        << "<head><link rel=canonical href=\"https://example.org/c\">"
           "<meta property=og:url content=\"https://example.org/og\"></head>"
        << "https://example.org/c"
        << ""
        << "";
    QTest::newRow("the last of two og:url")
        << "<head><meta property=og:url content=\"https://example.org/1\">"
           "<meta property=og:url content=\"https://example.org/2\"></head>"
        << "https://example.org/2"
        << ""
        << "";
    QTest::newRow("a canonical link without href does not count")
        << "<head><link rel=canonical href=\"\">"
           "<meta property=og:url content=\"https://example.org/og\"></head>"
        << "https://example.org/og"
        << ""
        << "";
    QTest::newRow("an empty og:url does not count")
        << "<head><meta property=og:url content=\"https://example.org/og\">"
           "<meta property=og:url content=\"\"></head>"
        << "https://example.org/og"
        << ""
        << "";
    QTest::newRow("the first title, entities decoded")
        << "<head><title>A &amp; B</title></head><body><svg><title>icon</title></svg></body>"
        << ""
        << "A & B"
        << "";
    // U+00A0 twice between the words, U+3000 at the end: Unicode white space, collapsed.
    QTest::newRow("title with Unicode white space")
        << QString::fromUtf8("<title>A\u00a0\u00a0B\u3000</title>") << ""
        << "A B"
        << "";
    QTest::newRow("language as written") << "<html lang=\"en-GB\"><p>x</p></html>"
                                         << ""
                                         << ""
                                         << "en-GB";
}

void TestPageFacts::of()
{
    QFETCH(QString, html);
    QFETCH(QString, url);
    QFETCH(QString, title);
    QFETCH(QString, language);
    const core::Document doc = core::HtmlParser::parse(html.toStdString());
    const core::PageFacts facts = core::PageFacts::of(doc);
    QCOMPARE(QString::fromStdString(facts.url), url);
    QCOMPARE(QString::fromStdString(facts.title), title);
    QCOMPARE(QString::fromStdString(facts.language), language);
}

void TestPageFacts::type_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("type");
    QTest::newRow("none") << "<head><title>t</title></head><p>x</p>"
                          << "";
    QTest::newRow("article") << "<head><meta property=og:type content=article></head>"
                             << "article";
    QTest::newRow("as written") << "<head><meta property=og:type content=\"Product.Item\"></head>"
                                << "Product.Item";
    QTest::newRow("the first of two")
        << "<head><meta property=og:type content=website><meta property=og:type "
           "content=article></head>"
        << "website";
    QTest::newRow("an og:type name is not the property")
        << "<head><meta name=og:type content=article></head>"
        << "";
    QTest::newRow("after a canonical link")
        << "<head><link rel=canonical href=\"https://example.org/c\">"
           "<meta property=og:type content=product></head>"
        << "product";
}

void TestPageFacts::type()
{
    QFETCH(QString, html);
    QFETCH(QString, type);
    const core::Document doc = core::HtmlParser::parse(html.toStdString());
    QCOMPARE(QString::fromStdString(core::PageFacts::of(doc).type), type);
}

QTEST_GUILESS_MAIN(TestPageFacts)
#include "tst_pagefacts.moc"

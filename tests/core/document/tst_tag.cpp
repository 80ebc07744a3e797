// Tag: names both ways and the three tag classes every extractor relies on.

#include <document/tag.h>

#include <QTest>

using core::Tag;

class TestTag : public QObject
{
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void everyTagRoundTrips();
    void classes_data();
    void classes();
};

void TestTag::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("tag");
    QTest::newRow("div") << "div" << int(Tag::div);
    QTest::newRow("upper case") << "TABLE" << int(Tag::table);
    QTest::newRow("mixed case") << "BlockQuote" << int(Tag::blockquote);
    QTest::newRow("template (enum template_)") << "template" << int(Tag::template_);
    QTest::newRow("unknown") << "my-widget" << int(Tag::Unknown);
    QTest::newRow("template_ is not a tag name") << "template_" << int(Tag::Unknown);
    QTest::newRow("empty") << "" << int(Tag::Unknown);
}

void TestTag::names()
{
    QFETCH(QString, name);
    QFETCH(int, tag);
    QCOMPARE(int(core::tagFromName(name.toStdString())), tag);
}

void TestTag::everyTagRoundTrips()
{
    for (int i = int(Tag::None) + 1; i < int(Tag::Unknown); ++i) {
        const auto tag = static_cast<Tag>(i);
        const std::string_view name = core::tagName(tag);
        QVERIFY(!name.empty());
        QCOMPARE(int(core::tagFromName(name)), i);
    }
    QCOMPARE(core::tagName(Tag::None), std::string_view());
    QCOMPARE(core::tagName(Tag::Unknown), std::string_view());
}

void TestTag::classes_data()
{
    QTest::addColumn<int>("tag");
    QTest::addColumn<bool>("block");
    QTest::addColumn<bool>("nonContent");
    QTest::addColumn<bool>("isVoid");
    QTest::newRow("p") << int(Tag::p) << true << false << false;
    QTest::newRow("div") << int(Tag::div) << true << false << false;
    QTest::newRow("td") << int(Tag::td) << true << false << false;
    QTest::newRow("li") << int(Tag::li) << true << false << false;
    QTest::newRow("br: block and void") << int(Tag::br) << true << false << true;
    QTest::newRow("hr") << int(Tag::hr) << true << false << true;
    QTest::newRow("a") << int(Tag::a) << false << false << false;
    QTest::newRow("span") << int(Tag::span) << false << false << false;
    QTest::newRow("b") << int(Tag::b) << false << false << false;
    QTest::newRow("img") << int(Tag::img) << false << false << true;
    QTest::newRow("script") << int(Tag::script) << false << true << false;
    QTest::newRow("style") << int(Tag::style) << false << true << false;
    QTest::newRow("noscript") << int(Tag::noscript) << false << true << false;
    QTest::newRow("template") << int(Tag::template_) << false << true << false;
    QTest::newRow("head") << int(Tag::head) << false << true << false;
    QTest::newRow("title") << int(Tag::title) << false << true << false;
    QTest::newRow("meta") << int(Tag::meta) << false << true << true;
    // Children a browser never shows: an iframe shows its document, noframes and noembed are
    // hidden where frames and embed work, media elements' children are fallback; the
    // user-agent style sheet hides datalist and rp.
    QTest::newRow("iframe") << int(Tag::iframe) << true << true << false;
    QTest::newRow("noframes") << int(Tag::noframes) << true << true << false;
    QTest::newRow("noembed") << int(Tag::noembed) << false << true << false;
    QTest::newRow("video") << int(Tag::video) << true << true << false;
    QTest::newRow("audio") << int(Tag::audio) << true << true << false;
    QTest::newRow("canvas") << int(Tag::canvas) << true << true << false;
    QTest::newRow("datalist") << int(Tag::datalist) << false << true << false;
    QTest::newRow("rp") << int(Tag::rp) << false << true << false;
    // Fallback a browser does show: an object that cannot render shows its children.
    QTest::newRow("object") << int(Tag::object) << true << false << false;
    QTest::newRow("frameset") << int(Tag::frameset) << true << false << false;
    QTest::newRow("unknown") << int(Tag::Unknown) << false << false << false;
    QTest::newRow("none") << int(Tag::None) << false << false << false;
}

void TestTag::classes()
{
    QFETCH(int, tag);
    QFETCH(bool, block);
    QFETCH(bool, nonContent);
    QFETCH(bool, isVoid);
    const auto t = static_cast<Tag>(tag);
    QCOMPARE(core::isBlock(t), block);
    QCOMPARE(core::isNonContent(t), nonContent);
    QCOMPARE(core::isVoid(t), isVoid);
}

QTEST_APPLESS_MAIN(TestTag)
#include "tst_tag.moc"

// NoscriptGuard: which start tags inside a <noscript> would, parsed with scripting off, swallow
// the rest of the page, and the copy of the page gumbo reads instead.

#include <document/noscriptguard.h>

#include <QTest>

#include <string>

using core::NoscriptGuard;

class TestNoscriptGuard : public QObject
{
    Q_OBJECT
private slots:
    void unclosedRawText_data();
    void unclosedRawText();
    void copyKeepsOffsets();
    void nothingToBlank();
};

void TestNoscriptGuard::unclosedRawText_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QList<QByteArray>>("tags"); // the start tags expected, in order
    const QByteArray gtm = "<iframe src=\"https://example.com/ns.html\" height=\"0\" />";
    QTest::newRow("Google Tag Manager's snippet as JSX writes it")
        << QByteArray("<body><noscript>" + gtm + "</noscript><p>a b c</p>")
        << QList<QByteArray>{gtm};
    QTest::newRow("the snippet as written: closed")
        << QByteArray("<body><noscript><iframe src=x></iframe></noscript><p>a</p>")
        << QList<QByteArray>{};
    QTest::newRow("upper case, attributes on the noscript")
        << QByteArray("<NOSCRIPT class=n><IFRAME SRC=x></NOSCRIPT><p>a</p>")
        << QList<QByteArray>{"<IFRAME SRC=x>"};
    QTest::newRow("each raw-text element")
        << QByteArray("<noscript><style>x</noscript><noscript><textarea rows=2></noscript>"
                      "<noscript><xmp></noscript><noscript><title></noscript><p>a</p>")
        << QList<QByteArray>{"<style>", "<textarea rows=2>", "<xmp>", "<title>"};
    QTest::newRow("a '>' inside a quoted attribute value")
        << QByteArray("<noscript><iframe title=\"a > b\" /></noscript><p>a</p>")
        << QList<QByteArray>{"<iframe title=\"a > b\" />"};
    QTest::newRow("the end tag after the noscript's does not count")
        << QByteArray("<noscript><iframe></noscript><p>a</p></iframe>")
        << QList<QByteArray>{"<iframe>"};
    QTest::newRow("ordinary markup is gumbo's")
        << QByteArray("<noscript><div><img src=x></div></noscript><p>a</p>") << QList<QByteArray>{};
    QTest::newRow("a name that only begins like one")
        << QByteArray("<noscript><iframes></noscript><noscripts><iframe></noscripts>")
        << QList<QByteArray>{};
    QTest::newRow("a noscript in a script's string is no noscript")
        << QByteArray("<script>document.write('<noscript><iframe>')</script><p>a</p>")
        << QList<QByteArray>{};
    QTest::newRow("nor one in a comment")
        << QByteArray("<!-- <noscript><iframe> --><p>a</p>") << QList<QByteArray>{};
    QTest::newRow("an unclosed noscript: up to the end")
        << QByteArray("<p>a</p><noscript><iframe>") << QList<QByteArray>{"<iframe>"};
    QTest::newRow("a start tag cut off at the end of the page")
        << QByteArray("<noscript><iframe src=x") << QList<QByteArray>{};
}

void TestNoscriptGuard::unclosedRawText()
{
    QFETCH(QByteArray, html);
    QFETCH(QList<QByteArray>, tags);
    const std::string page = html.toStdString();
    const auto ranges = NoscriptGuard::unclosedRawText(page);
    QCOMPARE(ranges.size(), std::size_t(tags.size()));
    std::size_t from = 0;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        const std::size_t at = page.find(tags[i].toStdString(), from);
        QVERIFY(at != std::string::npos);
        QCOMPARE(ranges[std::size_t(i)].first, at);
        QCOMPARE(ranges[std::size_t(i)].second, at + std::size_t(tags[i].size()));
        from = ranges[std::size_t(i)].second;
    }
}

void TestNoscriptGuard::copyKeepsOffsets()
{
    const std::string page = "<noscript><iframe src=x /></noscript><p>a</p>";
    const std::string copy = NoscriptGuard::withoutUnclosedRawText(page);
    const std::size_t tag = page.find("<iframe");
    const std::size_t end = page.find("</noscript>");
    QCOMPARE(copy.size(), page.size());
    QCOMPARE(copy.substr(0, tag), page.substr(0, tag));
    QCOMPARE(copy.substr(tag, end - tag), std::string(end - tag, ' '));
    QCOMPARE(copy.substr(end), page.substr(end));
}

void TestNoscriptGuard::nothingToBlank()
{
    QCOMPARE(NoscriptGuard::withoutUnclosedRawText("<noscript><img src=x></noscript>"),
             std::string());
}

QTEST_APPLESS_MAIN(TestNoscriptGuard)
#include "tst_noscriptguard.moc"

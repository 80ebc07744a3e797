// WebAddress: a page's address split leniently into scheme, host, path and query.

#include <document/webaddress.h>

#include <QTest>

#include <string>

class TestWebAddress : public QObject
{
    Q_OBJECT

private slots:
    void of_data();
    void of();
    void percentDecoded_data();
    void percentDecoded();
};

void TestWebAddress::of_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("query");    // "-" for none
    QTest::addColumn<QString>("segments"); // joined with '|'
    QTest::addColumn<bool>("web");
    QTest::addColumn<bool>("siteRoot");

    QTest::newRow("an article") << "https://www.Example.org/news/2021/story.html"
                                << "https"
                                << "www.example.org"
                                << "/news/2021/story.html"
                                << "-"
                                << "news|2021|story.html" << true << false;
    QTest::newRow("scheme in capitals") << "HTTP://example.org/a"
                                        << "http"
                                        << "example.org"
                                        << "/a"
                                        << "-"
                                        << "a" << true << false;
    QTest::newRow("query and fragment") << "https://shop.example/c/shoes/?page=2#grid"
                                        << "https"
                                        << "shop.example"
                                        << "/c/shoes/"
                                        << "page=2"
                                        << "c|shoes" << true << false;
    QTest::newRow("a '?' inside the fragment is no query") << "https://example.org/a#b?c"
                                                           << "https"
                                                           << "example.org"
                                                           << "/a"
                                                           << "-"
                                                           << "a" << true << false;
    QTest::newRow("an empty query") << "https://example.org/?"
                                    << "https"
                                    << "example.org"
                                    << "/"
                                    << ""
                                    << "" << true << true;
    QTest::newRow("the site's root") << "https://example.com"
                                     << "https"
                                     << "example.com"
                                     << ""
                                     << "-"
                                     << "" << true << true;
    QTest::newRow("the site's root with a query") << "https://example.com/?ref=x"
                                                  << "https"
                                                  << "example.com"
                                                  << "/"
                                                  << "ref=x"
                                                  << "" << true << true;
    QTest::newRow("user and port") << "https://ann:secret@Example.org:8443/t/1"
                                   << "https"
                                   << "example.org"
                                   << "/t/1"
                                   << "-"
                                   << "t|1" << true << false;
    QTest::newRow("IPv6 host") << "http://[2001:DB8::1]:8080/x"
                               << "http"
                               << "2001:db8::1"
                               << "/x"
                               << "-"
                               << "x" << true << false;
    QTest::newRow("typed without a scheme") << "example.org/t/12"
                                            << ""
                                            << "example.org"
                                            << "/t/12"
                                            << "-"
                                            << "t|12" << true << false;
    QTest::newRow("a host and port typed without a scheme") << "example.org:8080/t/12"
                                                            << ""
                                                            << "example.org"
                                                            << "/t/12"
                                                            << "-"
                                                            << "t|12" << true << false;
    QTest::newRow("scheme-relative") << "//cdn.example/x/y"
                                     << ""
                                     << "cdn.example"
                                     << "/x/y"
                                     << "-"
                                     << "x|y" << true << false;
    QTest::newRow("a path alone") << "/2021/05/03/story"
                                  << ""
                                  << ""
                                  << "/2021/05/03/story"
                                  << "-"
                                  << "2021|05|03|story" << true << false;
    QTest::newRow("spaces and UTF-8 are kept as written") << "https://example.org/b\xc3\xbc"
                                                             "cher/new list"
                                                          << "https"
                                                          << "example.org"
                                                          << "/b\xc3\xbc"
                                                             "cher/new list"
                                                          << "-"
                                                          << "b\xc3\xbc"
                                                             "cher|new list"
                                                          << true << false;
    QTest::newRow("double slashes make no empty segment") << "https://example.org//a///b/"
                                                          << "https"
                                                          << "example.org"
                                                          << "//a///b/"
                                                          << "-"
                                                          << "a|b" << true << false;
    QTest::newRow("a local file") << "file:///home/ann/page.html"
                                  << "file"
                                  << ""
                                  << "/home/ann/page.html"
                                  << "-"
                                  << "home|ann|page.html" << false << false;
    QTest::newRow("a lesson of the program") << "qrc:/lessons/advert.html"
                                             << "qrc"
                                             << ""
                                             << "/lessons/advert.html"
                                             << "-"
                                             << "lessons|advert.html" << false << false;
    QTest::newRow("about:blank") << "about:blank"
                                 << "about"
                                 << ""
                                 << "blank"
                                 << "-"
                                 << "blank" << false << false;
    QTest::newRow("mailto is not a host") << "mailto:ann@example.org"
                                          << "mailto"
                                          << ""
                                          << "ann@example.org"
                                          << "-"
                                          << "ann@example.org" << false << false;
    QTest::newRow("empty") << ""
                           << ""
                           << ""
                           << ""
                           << "-"
                           << "" << true << false;
}

void TestWebAddress::of()
{
    QFETCH(QString, url);
    QFETCH(QString, scheme);
    QFETCH(QString, host);
    QFETCH(QString, path);
    QFETCH(QString, query);
    QFETCH(QString, segments);
    QFETCH(bool, web);
    QFETCH(bool, siteRoot);
    const core::WebAddress a = core::WebAddress::of(url.toStdString());
    QCOMPARE(QString::fromStdString(a.scheme()), scheme);
    QCOMPARE(QString::fromStdString(a.host()), host);
    QCOMPARE(QString::fromStdString(a.path()), path);
    QCOMPARE(a.hasQuery(), query != QLatin1String("-"));
    if (a.hasQuery())
        QCOMPARE(QString::fromStdString(a.query()), query);
    QStringList parts;
    for (std::string_view s : a.segments())
        parts << QString::fromStdString(std::string(s));
    QCOMPARE(parts.join(QLatin1Char('|')), segments);
    QCOMPARE(a.isWeb(), web);
    QCOMPARE(a.isSiteRoot(), siteRoot);
}

void TestWebAddress::percentDecoded_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::newRow("none") << "climbing-shoes"
                          << "climbing-shoes";
    QTest::newRow("a space") << "new%20list"
                             << "new list";
    QTest::newRow("UTF-8 bytes") << "b%C3%BCcher"
                                 << "b\xc3\xbc"
                                    "cher";
    QTest::newRow("lower-case hex") << "a%2fb"
                                    << "a/b";
    QTest::newRow("an escape at the very end") << "ab%41"
                                               << "abA";
    QTest::newRow("a cut escape is kept") << "ab%4"
                                          << "ab%4";
    QTest::newRow("not hex is kept") << "100%zz"
                                     << "100%zz";
}

void TestWebAddress::percentDecoded()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(QString::fromStdString(core::WebAddress::percentDecoded(in.toStdString())), out);
}

QTEST_APPLESS_MAIN(TestWebAddress)
#include "tst_webaddress.moc"

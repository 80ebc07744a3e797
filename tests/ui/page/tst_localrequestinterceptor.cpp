// The request policy of the page view (LocalRequestInterceptor::allows), row by row; the window
// tests drive the same policy through real pages (tst_mainwindow: hostilePageReachesNoServer,
// typedRemotePageReachesOnlyItsOwnPrivateHost).
#include <page/localrequestinterceptor.h>

#include <QTest>

using namespace Qt::StringLiterals;

class TstLocalRequestInterceptor : public QObject
{
    Q_OBJECT

private slots:
    void allows_data();
    void allows();
    void isPrivateHost_data();
    void isPrivateHost();
};

void TstLocalRequestInterceptor::allows_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("initiator");
    QTest::addColumn<bool>("remoteAllowed");
    QTest::addColumn<bool>("allowed");
    // Local schemes, whoever asks.
    QTest::newRow("file") << u"file:///tmp/a.html"_s << u""_s << false << true;
    QTest::newRow("qrc") << u"qrc:/samples/article.html"_s << u""_s << false << true;
    QTest::newRow("data") << u"data:text/html,x"_s << u"https://example.org"_s << false << true;
    QTest::newRow("blob") << u"blob:null/1234"_s << u""_s << false << true;
    QTest::newRow("about") << u"about:blank"_s << u""_s << false << true;
    // No typed remote URL: nothing else, loopback included.
    QTest::newRow("remote, not typed") << u"https://example.org/x.png"_s << u""_s << false << false;
    QTest::newRow("loopback, not typed") << u"http://127.0.0.1:8080/x"_s << u""_s << false << false;
    QTest::newRow("websocket, not typed") << u"ws://127.0.0.1:8080/"_s << u""_s << false << false;
    // A typed remote page loads from the web like a browser.
    QTest::newRow("typed page") << u"https://example.org/"_s << u""_s << true << true;
    QTest::newRow("own subresource")
        << u"https://example.org/a.css"_s << u"https://example.org"_s << true << true;
    QTest::newRow("other public host")
        << u"https://cdn.example.net/a.js"_s << u"https://example.org"_s << true << true;
    // ... but reaches private hosts only by the user's request or from that host and port.
    QTest::newRow("typed loopback page")
        << u"http://127.0.0.1:8080/page"_s << u""_s << true << true;
    QTest::newRow("loopback page, own image")
        << u"http://127.0.0.1:8080/a.png"_s << u"http://127.0.0.1:8080"_s << true << true;
    QTest::newRow("loopback page, own websocket")
        << u"ws://127.0.0.1:8080/ws"_s << u"http://127.0.0.1:8080"_s << true << true;
    QTest::newRow("loopback page, other port")
        << u"http://127.0.0.1:9090/a.png"_s << u"http://127.0.0.1:8080"_s << true << false;
    QTest::newRow("loopback page, https on its port")
        << u"https://127.0.0.1:8080/a.png"_s << u"http://127.0.0.1:8080"_s << true << false;
    QTest::newRow("public page to loopback")
        << u"http://127.0.0.1:8080/admin"_s << u"https://example.org"_s << true << false;
    QTest::newRow("public page to localhost")
        << u"http://localhost/"_s << u"https://example.org"_s << true << false;
    QTest::newRow("public page to the LAN")
        << u"http://192.168.1.1/"_s << u"https://example.org"_s << true << false;
    QTest::newRow("public page to ::1")
        << u"http://[::1]:631/"_s << u"https://example.org"_s << true << false;
    QTest::newRow("default port equals explicit")
        << u"http://localhost:80/a"_s << u"http://localhost"_s << true << true;
}

void TstLocalRequestInterceptor::allows()
{
    QFETCH(QString, url);
    QFETCH(QString, initiator);
    QFETCH(bool, remoteAllowed);
    QFETCH(bool, allowed);
    QCOMPARE(ui::LocalRequestInterceptor::allows(QUrl(url), QUrl(initiator), remoteAllowed),
             allowed);
}

void TstLocalRequestInterceptor::isPrivateHost_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("isPrivate");
    QTest::newRow("localhost") << u"localhost"_s << true;
    QTest::newRow("LOCALHOST") << u"LOCALHOST"_s << true;
    QTest::newRow("x.localhost") << u"app.localhost"_s << true;
    QTest::newRow("127.0.0.1") << u"127.0.0.1"_s << true;
    QTest::newRow("127.1.2.3") << u"127.1.2.3"_s << true;
    QTest::newRow("::1") << u"::1"_s << true;
    QTest::newRow("[::1]") << u"[::1]"_s << true;
    QTest::newRow("mapped loopback") << u"::ffff:127.0.0.1"_s << true;
    QTest::newRow("0.0.0.0") << u"0.0.0.0"_s << true;
    QTest::newRow("::") << u"::"_s << true;
    QTest::newRow("10/8") << u"10.20.30.40"_s << true;
    QTest::newRow("172.16/12 low") << u"172.16.0.1"_s << true;
    QTest::newRow("172.16/12 high") << u"172.31.255.254"_s << true;
    QTest::newRow("172.32 is public") << u"172.32.0.1"_s << false;
    QTest::newRow("192.168/16") << u"192.168.0.10"_s << true;
    QTest::newRow("link-local v4") << u"169.254.1.1"_s << true;
    QTest::newRow("link-local v6") << u"fe80::1"_s << true;
    QTest::newRow("unique-local v6") << u"fd00::1"_s << true;
    QTest::newRow("shared address space") << u"100.64.0.1"_s << true;
    QTest::newRow("public v4") << u"93.184.216.34"_s << false;
    QTest::newRow("public v6") << u"2606:2800:220:1::1"_s << false;
    QTest::newRow("name") << u"example.org"_s << false;
    QTest::newRow("localhost lookalike") << u"localhost.example.org"_s << false;
}

void TstLocalRequestInterceptor::isPrivateHost()
{
    QFETCH(QString, host);
    QFETCH(bool, isPrivate);
    QCOMPARE(ui::LocalRequestInterceptor::isPrivateHost(host), isPrivate);
}

QTEST_GUILESS_MAIN(TstLocalRequestInterceptor)
#include "tst_localrequestinterceptor.moc"

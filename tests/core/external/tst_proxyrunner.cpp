#include <external/pageserver.h>
#include <external/proxyrunner.h>

#include <QTest>

using Proxy = core::ProxyRunner;
using namespace std::chrono_literals;

namespace {

const std::string kProxy = BOILERSCOPE_TEST_DATA "/io/proxy-extractor.py";

Proxy::Request request(const core::PageServer &server, std::vector<std::string> argv, int port,
                       std::chrono::milliseconds timeout = 10000ms)
{
    Proxy::Request r;
    r.argv = std::move(argv);
    r.port = port;
    r.pagePort = server.port();
    r.pagePath = "/page.html";
    r.timeout = timeout;
    return r;
}

int freePort()
{
    std::string error;
    const int port = Proxy::freeLoopbackPort(error);
    if (port <= 0)
        qFatal("%s", error.c_str());
    return port;
}

} // namespace

class TestProxyRunner : public QObject
{
    Q_OBJECT

private slots:
    void answersThroughTheProxy_data();
    void answersThroughTheProxy();
    void proxyThatExits();
    void proxyThatNeverListens();
    void cappedAnswer();
};

void TestProxyRunner::answersThroughTheProxy_data()
{
    QTest::addColumn<bool>("slow");
    QTest::newRow("listens at once") << false;
    QTest::newRow("starts slowly") << true;
}

void TestProxyRunner::answersThroughTheProxy()
{
    QFETCH(bool, slow);
    core::PageServer server("<html><body><nav>Menu</nav><p>First &amp; foremost.</p>"
                            "<p>Second <b>one</b>.</p></body></html>",
                            "text/html; charset=utf-8");
    std::string error;
    QVERIFY(server.start(error));
    const int port = freePort();
    std::vector<std::string> argv{kProxy, std::to_string(port)};
    if (slow)
        argv.push_back("slow");
    const Proxy::Outcome o = Proxy::run(request(server, argv, port));
    QVERIFY2(o.error.empty(), o.error.c_str());
    QCOMPARE(o.httpStatus, 200);
    QCOMPARE(QString::fromStdString(o.body), "First & foremost.\nSecond one.");
    QCOMPARE(int(o.process.status), int(core::ProcessRunner::Status::Stopped));
    QCOMPARE(server.requests(), size_t(1)); // the page came from our server, once
}

void TestProxyRunner::proxyThatExits()
{
    core::PageServer server("<p>x</p>", "text/html");
    std::string error;
    QVERIFY(server.start(error));
    const int port = freePort();
    const Proxy::Outcome o = Proxy::run(
        request(server, {"/bin/sh", "-c", "echo 'proxy: bad configuration' >&2; exit 2"}, port));
    QCOMPARE(int(o.process.status), int(core::ProcessRunner::Status::Exited));
    QCOMPARE(o.process.exitCode, 2);
    QCOMPARE(QString::fromStdString(o.process.firstErrorLine()), "proxy: bad configuration");
    QCOMPARE(o.httpStatus, 0);
    QVERIFY(!o.error.empty());
}

void TestProxyRunner::proxyThatNeverListens()
{
    core::PageServer server("<p>x</p>", "text/html");
    std::string error;
    QVERIFY(server.start(error));
    const int port = freePort();
    const Proxy::Outcome o = Proxy::run(request(server, {"sleep", "30"}, port, 300ms));
    QCOMPARE(int(o.process.status), int(core::ProcessRunner::Status::TimedOut));
    QCOMPARE(o.httpStatus, 0);
    QVERIFY(o.process.seconds < 5);
}

void TestProxyRunner::cappedAnswer()
{
    std::string page = "<p>";
    page.append(100000, 'a');
    page += "</p>";
    core::PageServer server(page, "text/html");
    std::string error;
    QVERIFY(server.start(error));
    const int port = freePort();
    Proxy::Request r = request(server, {kProxy, std::to_string(port)}, port);
    r.maxOutput = 1000;
    const Proxy::Outcome o = Proxy::run(r);
    QVERIFY(o.capped);
    QCOMPARE(o.body, std::string(1000, 'a'));
}

QTEST_APPLESS_MAIN(TestProxyRunner)
#include "tst_proxyrunner.moc"

#include <external/pageserver.h>

#include <QTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

// A plain HTTP/1.0 GET over a socket: what any proxy sends the server.
std::string get(int port, const std::string &path)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return {};
    }
    const std::string request = "GET " + path + " HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
    if (::write(fd, request.data(), request.size()) != static_cast<ssize_t>(request.size())) {
        ::close(fd);
        return {};
    }
    std::string response;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
        response.append(buffer, static_cast<size_t>(n));
    ::close(fd);
    return response;
}

} // namespace

class TestPageServer : public QObject
{
    Q_OBJECT

private slots:
    void servesThePageOnEveryPath();
    void stopsWhenDestroyed();
};

void TestPageServer::servesThePageOnEveryPath()
{
    // Bytes as they are: a Latin-1 "é" (0xE9) stays one byte.
    const std::string page = "<html><body><p>caf\xe9</p></body></html>";
    core::PageServer server(page, "text/html; charset=windows-1252");
    std::string error;
    QVERIFY2(server.start(error), error.c_str());
    QVERIFY(server.port() > 0);
    QCOMPARE(QString::fromStdString(server.url()),
             QStringLiteral("http://127.0.0.1:%1/page.html").arg(server.port()));
    for (const char *path : {"/page.html", "/", "/anything?x=1"}) {
        const std::string response = get(server.port(), path);
        QVERIFY2(response.starts_with("HTTP/1.1 200"), response.c_str());
        QVERIFY(response.find("Content-Type: text/html; charset=windows-1252") !=
                std::string::npos);
        QVERIFY(response.ends_with("\r\n\r\n" + page));
    }
    QCOMPARE(server.requests(), size_t(3));
}

void TestPageServer::stopsWhenDestroyed()
{
    int port = 0;
    {
        core::PageServer server("x", "text/html");
        std::string error;
        QVERIFY(server.start(error));
        port = server.port();
        QVERIFY(!get(port, "/").empty());
    }
    QCOMPARE(get(port, "/"), std::string()); // nobody listens any more
}

QTEST_APPLESS_MAIN(TestPageServer)
#include "tst_pageserver.moc"

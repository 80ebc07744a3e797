// HttpResponse: the status line and headers of a stored response, Content-Type's MIME type and
// charset, HTML by type or by sniffing, and the body with its chunked transfer coding and gzip /
// deflate content codings undone, bounded by a size limit.

#include <io/httpresponse.h>

#include <warcbuilder.h>

#include <QTest>

using core::HttpResponse;

namespace {

const std::string kBody = "<html><body><p>caf\xC3\xA9 and cr\xC3\xA8me</p></body></html>";

std::string chunked(const std::vector<std::string> &parts, std::string_view extension = {})
{
    std::string out;
    for (const std::string &p : parts) {
        char size[32];
        std::snprintf(size, sizeof size, "%zx", p.size());
        out += std::string(size) + std::string(extension) + "\r\n" + p + "\r\n";
    }
    return out + "0\r\n\r\n";
}

QByteArray bytes(const std::string &s)
{
    return QByteArray::fromStdString(s);
}

} // namespace

class TestHttpResponse : public QObject
{
    Q_OBJECT

private slots:
    void parseHead_data();
    void parseHead();
    void contentType_data();
    void contentType();
    void isHtml_data();
    void isHtml();
    void decodeBody_data();
    void decodeBody();
};

void TestHttpResponse::parseHead_data()
{
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("mime");
    QTest::addColumn<QString>("charset");
    QTest::addColumn<QString>("transfer");
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QByteArray>("body");
    const QString none;
    QTest::newRow("CRLF") << bytes("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=UTF-8\r\n"
                                   "Content-Length: 3\r\n\r\nabc")
                          << 200 << "text/html"
                          << "UTF-8" << none << none << none << QByteArray("abc");
    QTest::newRow("LF only, names in any case")
        << bytes("HTTP/1.0 404 Not Found\ncontent-TYPE: Text/HTML\nTRANSFER-ENCODING: Chunked\n"
                 "Content-Encoding: GZIP\n\nbody")
        << 404 << "text/html" << none << "chunked"
        << "gzip" << none << QByteArray("body");
    QTest::newRow("no reason phrase") << bytes("HTTP/1.1 204\r\n\r\n") << 204 << none << none
                                      << none << none << none << QByteArray();
    QTest::newRow("not HTTP") << bytes("<html>") << 0 << none << none << none << none
                              << "not an HTTP response (no status line)" << QByteArray();
    QTest::newRow("bad status") << bytes("HTTP/1.1 OK\r\n\r\n") << 0 << none << none << none << none
                                << "bad HTTP status line" << QByteArray();
    QTest::newRow("head cut short")
        << bytes("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n") << 200 << "text/html" << none
        << none << none << "truncated HTTP head (no blank line after the headers)" << QByteArray();
}

void TestHttpResponse::parseHead()
{
    QFETCH(QByteArray, response);
    QFETCH(int, status);
    QFETCH(QString, mime);
    QFETCH(QString, charset);
    QFETCH(QString, transfer);
    QFETCH(QString, content);
    QFETCH(QString, error);
    QFETCH(QByteArray, body);
    const HttpResponse::Head head = HttpResponse::parseHead(response.toStdString());
    QCOMPARE(QString::fromStdString(head.error), error);
    if (!error.isEmpty() && status == 0)
        return;
    QCOMPARE(head.status, status);
    QCOMPARE(QString::fromStdString(head.mimeType), mime);
    QCOMPARE(QString::fromStdString(head.charset), charset);
    QCOMPARE(QString::fromStdString(head.transferEncoding), transfer);
    QCOMPARE(QString::fromStdString(head.contentEncoding), content);
    if (error.isEmpty())
        QCOMPARE(response.mid(qsizetype(head.bodyOffset)), body);
}

void TestHttpResponse::contentType_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("mime");
    QTest::addColumn<QString>("charset");
    QTest::newRow("plain") << "text/html"
                           << "text/html"
                           << "";
    QTest::newRow("charset") << "text/html; charset=Shift_JIS"
                             << "text/html"
                             << "Shift_JIS";
    QTest::newRow("quoted, other parameters first")
        << "Text/Html ; boundary=x; CHARSET=\"windows-1252\""
        << "text/html"
        << "windows-1252";
    QTest::newRow("warc msgtype") << "application/http; msgtype=response"
                                  << "application/http"
                                  << "";
    QTest::newRow("empty") << ""
                           << ""
                           << "";
}

void TestHttpResponse::contentType()
{
    QFETCH(QString, value);
    QFETCH(QString, mime);
    QFETCH(QString, charset);
    std::string m, c;
    HttpResponse::parseContentType(value.toStdString(), m, c);
    QCOMPARE(QString::fromStdString(m), mime);
    QCOMPARE(QString::fromStdString(c), charset);
}

void TestHttpResponse::isHtml_data()
{
    QTest::addColumn<QString>("mime");
    QTest::addColumn<QByteArray>("start");
    QTest::addColumn<bool>("html");
    QTest::newRow("text/html") << "text/html" << QByteArray("whatever") << true;
    QTest::newRow("xhtml") << "application/xhtml+xml" << QByteArray() << true;
    QTest::newRow("image, even if it looks like markup")
        << "image/png" << QByteArray("<svg") << false;
    QTest::newRow("no type, markup after BOM and space")
        << "" << QByteArray("\xEF\xBB\xBF \n<!doctype html>") << true;
    QTest::newRow("no type, binary") << "" << QByteArray("\x89PNG") << false;
    QTest::newRow("no type, empty") << "" << QByteArray() << false;
}

void TestHttpResponse::isHtml()
{
    QFETCH(QString, mime);
    QFETCH(QByteArray, start);
    QFETCH(bool, html);
    QCOMPARE(HttpResponse::isHtml(mime.toStdString(), start.toStdString()), html);
}

void TestHttpResponse::decodeBody_data()
{
    QTest::addColumn<QString>("transfer");
    QTest::addColumn<QString>("content");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("decoded");
    QTest::addColumn<QString>("error");
    using warcbuilder::deflateBytes;
    using warcbuilder::gzip;
    const size_t third = kBody.size() / 3;
    const std::vector<std::string> parts = {kBody.substr(0, third), kBody.substr(third, third),
                                            kBody.substr(2 * third)};
    QTest::newRow("identity") << ""
                              << "" << bytes(kBody) << bytes(kBody) << "";
    QTest::newRow("chunked") << "chunked"
                             << "" << bytes(chunked(parts)) << bytes(kBody) << "";
    QTest::newRow("chunked with extensions and trailers")
        << "chunked"
        << "" << bytes(chunked(parts, ";name=value") + "Trailer: x\r\n\r\n") << bytes(kBody) << "";
    QTest::newRow("gzip") << ""
                          << "gzip" << bytes(gzip(kBody)) << bytes(kBody) << "";
    QTest::newRow("x-gzip") << ""
                            << "x-gzip" << bytes(gzip(kBody)) << bytes(kBody) << "";
    const std::string zipped = gzip(kBody);
    QTest::newRow("chunked gzip") << "chunked"
                                  << "gzip"
                                  << bytes(chunked({zipped.substr(0, 10), zipped.substr(10)}))
                                  << bytes(kBody) << "";
    QTest::newRow("deflate (zlib)")
        << ""
        << "deflate" << bytes(deflateBytes(kBody, false)) << bytes(kBody) << "";
    QTest::newRow("deflate (raw)")
        << ""
        << "deflate" << bytes(deflateBytes(kBody, true)) << bytes(kBody) << "";
    QTest::newRow("gzip twice, listed in order")
        << ""
        << "gzip, gzip" << bytes(gzip(gzip(kBody))) << bytes(kBody) << "";
    // Stored already decoded under the original header: taken as it is.
    QTest::newRow("gzip header, plain body") << ""
                                             << "gzip" << bytes(kBody) << bytes(kBody) << "";
    QTest::newRow("chunked header, plain body") << "chunked"
                                                << "" << bytes(kBody) << bytes(kBody) << "";
    QTest::newRow("chunked cut short")
        << "chunked"
        << "" << bytes(chunked(parts).substr(0, 40)) << QByteArray() << "truncated chunked body";
    QTest::newRow("gzip cut short") << ""
                                    << "gzip" << bytes(zipped.substr(0, zipped.size() - 12))
                                    << QByteArray() << "Content-Encoding gzip: truncated gzip data";
    QTest::newRow("corrupt deflate")
        << ""
        << "deflate" << QByteArray("\xff\xff\xff\xff") << QByteArray() << "corrupt deflate body";
    QTest::newRow("brotli") << ""
                            << "br" << QByteArray("\x0b\x02\x80") << QByteArray()
                            << "unsupported Content-Encoding 'br'";
    // 100,000 spaces compress to about 100 bytes; the limit is 1000.
    QTest::newRow("gzip bomb") << ""
                               << "gzip" << bytes(gzip(std::string(100000, ' '))) << QByteArray()
                               << "gzip body is larger than 1000 bytes";
}

void TestHttpResponse::decodeBody()
{
    QFETCH(QString, transfer);
    QFETCH(QString, content);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, decoded);
    QFETCH(QString, error);
    HttpResponse::Head head;
    head.status = 200;
    head.transferEncoding = transfer.toStdString();
    head.contentEncoding = content.toStdString();
    std::string out, err;
    const bool ok = HttpResponse::decodeBody(head, body.toStdString(), 1000, out, err);
    QCOMPARE(QString::fromStdString(err), error);
    QCOMPARE(ok, error.isEmpty());
    if (ok)
        QCOMPARE(QByteArray::fromStdString(out), decoded);
}

QTEST_APPLESS_MAIN(TestHttpResponse)
#include "tst_httpresponse.moc"

// HeaderFields: names in any case, trimmed values, folded continuation lines, the first of a
// repeated name, lines without a colon ignored, CRLF or LF.

#include <io/headerfields.h>

#include <QTest>

using core::HeaderFields;

class TestHeaderFields : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void trim();
};

void TestHeaderFields::parse_data()
{
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    const QByteArray warc = "WARC-Type: response\r\nContent-Length:  42 \r\n"
                            "WARC-Target-URI:\t<http://a/>\r\n";
    QTest::newRow("lowercase lookup") << warc << "warc-type"
                                      << "response";
    QTest::newRow("trimmed") << warc << "content-length"
                             << "42";
    QTest::newRow("tab after the colon") << warc << "warc-target-uri"
                                         << "<http://a/>";
    QTest::newRow("absent") << warc << "warc-date"
                            << "";
    QTest::newRow("LF only") << QByteArray("A: 1\nB: 2\n") << "b"
                             << "2";
    QTest::newRow("continuation") << QByteArray("X-Long: first\r\n  second\r\n\tthird\r\nY: y")
                                  << "x-long"
                                  << "first second third";
    QTest::newRow("first wins") << QByteArray("Dup: one\r\nDUP: two\r\n") << "dup"
                                << "one";
    QTest::newRow("line without colon ignored") << QByteArray("garbage line\r\nZ: z\r\n") << "z"
                                                << "z";
    QTest::newRow("value with colons") << QByteArray("Date: 12:30:00\r\n") << "date"
                                       << "12:30:00";
}

void TestHeaderFields::parse()
{
    QFETCH(QByteArray, block);
    QFETCH(QString, name);
    QFETCH(QString, value);
    const HeaderFields fields = HeaderFields::parse(block.toStdString());
    QCOMPARE(QString::fromStdString(fields.get(name.toStdString())), value);
}

void TestHeaderFields::trim()
{
    QCOMPARE(HeaderFields::trim(" \t value \r"), std::string_view("value"));
    QCOMPARE(HeaderFields::trim(""), std::string_view());
}

QTEST_APPLESS_MAIN(TestHeaderFields)
#include "tst_headerfields.moc"

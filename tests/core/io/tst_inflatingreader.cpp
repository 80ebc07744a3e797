// InflatingReader: plain bytes pass through; one gzip member or many are inflated as they come,
// whatever the read size; truncated and corrupt data stop with an error, and resync() finds the
// next member; junk after a member is reported as such.

#include <io/inflatingreader.h>

#include <warcbuilder.h>

#include <QTest>

#include <sstream>

using core::InflatingReader;

namespace {

// Distinct lines, so that a misplaced or dropped block shows.
std::string text(int lines, const char *tag)
{
    std::string out;
    for (int i = 0; i < lines; ++i)
        out +=
            std::string(tag) + " line " + std::to_string(i) + " of " + std::to_string(lines) + "\n";
    return out;
}

struct Drained
{
    std::string data;
    std::string error;
};

Drained drain(InflatingReader &reader, size_t chunk)
{
    Drained d;
    std::string buffer(chunk, '\0');
    while (const size_t n = reader.read(buffer.data(), chunk))
        d.data.append(buffer, 0, n);
    d.error = reader.error();
    return d;
}

} // namespace

class TestInflatingReader : public QObject
{
    Q_OBJECT

private slots:
    void whole_data();
    void whole();
    void fromStream();
    void damage_data();
    void damage();
};

void TestInflatingReader::whole_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<bool>("compressed");
    QTest::addColumn<int>("chunk");
    using warcbuilder::gzip;
    const std::string a = text(20000, "a"), b = text(3, "b"), c = text(7000, "c");
    const auto raw = [](const std::string &s) { return QByteArray::fromStdString(s); };
    for (int chunk : {1, 7, 65536, 1 << 20}) {
        const QByteArray n = QByteArray::number(chunk);
        QTest::newRow("plain, reads of " + n) << raw(a) << raw(a) << false << chunk;
        QTest::newRow("one member, reads of " + n) << raw(gzip(a)) << raw(a) << true << chunk;
        QTest::newRow("three members, reads of " + n)
            << raw(gzip(a) + gzip(b) + gzip(c)) << raw(a + b + c) << true << chunk;
    }
    QTest::newRow("empty member between")
        << raw(gzip(b) + gzip("") + gzip(b)) << raw(b + b) << true << 4096;
    QTest::newRow("empty input") << QByteArray() << QByteArray() << false << 4096;
    QTest::newRow("one byte") << QByteArray("\x1f") << QByteArray("\x1f") << false << 4096;
}

void TestInflatingReader::whole()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QFETCH(bool, compressed);
    QFETCH(int, chunk);
    InflatingReader reader(std::string_view(input.constData(), size_t(input.size())));
    const Drained d = drain(reader, size_t(chunk));
    QCOMPARE(QString::fromStdString(d.error), QString());
    QCOMPARE(QByteArray::fromStdString(d.data), expected);
    QCOMPARE(reader.compressed(), compressed);
    QCOMPARE(reader.consumed(), std::uint64_t(input.size()));
}

void TestInflatingReader::fromStream()
{
    const std::string a = text(1000, "s");
    std::istringstream in(warcbuilder::gzip(a) + warcbuilder::gzip(a));
    InflatingReader reader(in);
    QCOMPARE(drain(reader, 1000).data, a + a);
}

void TestInflatingReader::damage_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QByteArray>("afterResync"); // what resync() and reading on give
    using warcbuilder::gzip;
    const std::string a = text(2000, "a"), b = text(2000, "b"), c = text(2000, "c");
    const auto raw = [](const std::string &s) { return QByteArray::fromStdString(s); };
    const std::string ga = gzip(a), gb = gzip(b), gc = gzip(c);
    std::string corrupt = gb;
    for (size_t i = corrupt.size() / 2; i < corrupt.size() / 2 + 16; ++i)
        corrupt[i] = static_cast<char>(~corrupt[i]);
    QTest::newRow("corrupt member, then a good one")
        << raw(ga + corrupt + gc) << "corrupt gzip data" << raw(c);
    std::string badCrc = gb;
    badCrc[badCrc.size() - 6] = static_cast<char>(~badCrc[badCrc.size() - 6]);
    QTest::newRow("wrong CRC, then a good one")
        << raw(ga + badCrc + gc) << "corrupt gzip data (incorrect data check)" << raw(c);
    QTest::newRow("cut inside the last member")
        << raw(ga + gb.substr(0, gb.size() / 2)) << "truncated gzip data" << QByteArray();
    QTest::newRow("junk after a member")
        << raw(ga + "junk") << "data after a gzip member is not gzip" << QByteArray();
}

void TestInflatingReader::damage()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, error);
    QFETCH(QByteArray, afterResync);
    InflatingReader reader(std::string_view(input.constData(), size_t(input.size())));
    const Drained d = drain(reader, 4096);
    QVERIFY2(QString::fromStdString(d.error).startsWith(error), d.error.c_str());
    // What came before the damage came out whole.
    const std::string a = text(2000, "a");
    QCOMPARE(d.data.substr(0, a.size()), a);
    QCOMPARE(reader.resync(), !afterResync.isEmpty());
    QCOMPARE(QByteArray::fromStdString(drain(reader, 4096).data), afterResync);
}

QTEST_APPLESS_MAIN(TestInflatingReader)
#include "tst_inflatingreader.moc"

// BufferedInput: finding a needle across read boundaries within a limit, taking and skipping
// blocks larger than a read, skipping to a needle with bounded memory, offsets, the end.

#include <io/bufferedinput.h>

#include <warcbuilder.h>

#include <QTest>

using core::BufferedInput;

class TestBufferedInput : public QObject
{
    Q_OBJECT

private slots:
    void find_data();
    void find();
    void takeAndSkip_data();
    void takeAndSkip();
    void skipTo();
};

void TestBufferedInput::find_data()
{
    QTest::addColumn<int>("before"); // filler bytes before the needle
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("found");
    // 64 KiB is one read: needles right at and across that boundary.
    for (int before : {0, 65533, 65534, 65536, 200000}) {
        const QByteArray n = QByteArray::number(before);
        QTest::newRow(n + " bytes before, no limit") << before << (1 << 30) << true;
        QTest::newRow(n + " bytes before, limit just fits") << before << before + 4 << true;
        QTest::newRow(n + " bytes before, limit one short") << before << before + 3 << false;
    }
}

void TestBufferedInput::find()
{
    QFETCH(int, before);
    QFETCH(int, limit);
    QFETCH(bool, found);
    const std::string bytes = std::string(size_t(before), 'x') + "\r\n\r\n" + "tail";
    for (const std::string &input : {bytes, warcbuilder::gzip(bytes)}) {
        BufferedInput in{std::string_view(input)};
        const size_t at = in.find("\r\n\r\n", size_t(limit));
        QCOMPARE(at != std::string_view::npos, found);
        if (found)
            QCOMPARE(at, size_t(before));
    }
}

void TestBufferedInput::takeAndSkip_data()
{
    QTest::addColumn<int>("size");
    for (int size : {0, 1, 65535, 65536, 65537, 300000})
        QTest::newRow(QByteArray::number(size)) << size;
}

void TestBufferedInput::takeAndSkip()
{
    QFETCH(int, size);
    std::string block;
    for (int i = 0; i < size; ++i)
        block += static_cast<char>('a' + i % 26);
    const std::string input = "head" + block + block + "end";
    BufferedInput in{std::string_view(input)};
    QVERIFY(in.ensure(4));
    in.consume(4);
    std::string taken;
    QVERIFY(in.take(std::uint64_t(size), taken));
    QCOMPARE(taken, block);
    QCOMPARE(in.skip(std::uint64_t(size)), std::uint64_t(size));
    QCOMPARE(in.offset(), std::uint64_t(4 + 2 * size));
    QVERIFY(in.ensure(3));
    QCOMPARE(in.available(), std::string_view("end"));
    in.consume(3);
    QVERIFY(in.atEnd());
    // Past the end: what there was, and false.
    QVERIFY(!in.take(10, taken));
    QCOMPARE(taken, std::string());
    QCOMPARE(in.skip(10), std::uint64_t(0));
}

void TestBufferedInput::skipTo()
{
    const std::string input = std::string(1'000'000, 'z') + "WARC/1.1 here";
    BufferedInput in{std::string_view(input)};
    QVERIFY(in.skipTo("WARC/1."));
    QCOMPARE(in.offset(), std::uint64_t(1'000'000));
    QVERIFY(in.available().starts_with("WARC/1.1 here"));
    QVERIFY(!in.skipTo("absent"));
}

QTEST_APPLESS_MAIN(TestBufferedInput)
#include "tst_bufferedinput.moc"

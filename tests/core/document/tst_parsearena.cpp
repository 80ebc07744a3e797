// ParseArena: small blocks come from chunks of 64 KiB, 128 KiB, ..., large ones one by one; what it
// holds never exceeds its budget (a block beyond it is refused with nullptr); freeing a large block
// gives its bytes back, freeing a small one does nothing until the arena goes.

#include <document/parsearena.h>

#include <QTest>

#include <cstdint>
#include <cstring>
#include <set>

using core::ParseArena;

namespace {

constexpr std::size_t kChunk = ParseArena::kFirstChunkBytes;

} // namespace

class TestParseArena : public QObject
{
    Q_OBJECT

private slots:
    void smallBlocks_data();
    void smallBlocks();
    void budget_data();
    void budget();
    void largeBlocksReturn();
    void smallerChunkNearTheBudget();
};

void TestParseArena::smallBlocks_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("size");
    QTest::addColumn<qulonglong>("held"); // bytes of the chunks afterwards
    // 100 blocks of 24 bytes: 2,400 bytes, the first chunk of 65,536.
    QTest::newRow("one chunk") << 100 << 24 << 65536ull;
    // Sizes round up to 8: 1 byte takes 8, 0 bytes too; 8,192 of them fill the first chunk
    // exactly, the 8,193rd needs the second, twice as large: 65,536 + 131,072.
    QTest::newRow("one byte rounds to 8") << 8192 << 1 << 65536ull;
    QTest::newRow("zero bytes take 8") << 8193 << 0 << 196608ull;
    // 256 bytes is the largest small block: 256 of them in the first chunk, 257 need a second.
    QTest::newRow("largest small blocks") << 257 << 256 << 196608ull;
}

void TestParseArena::smallBlocks()
{
    QFETCH(int, count);
    QFETCH(int, size);
    QFETCH(qulonglong, held);
    ParseArena arena(std::size_t(1) << 30);
    std::set<char *> seen;
    for (int i = 0; i < count; ++i) {
        auto *block = static_cast<char *>(arena.allocate(static_cast<std::size_t>(size)));
        QVERIFY(block);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(block) % ParseArena::kAlignment,
                 std::uintptr_t(0));
        std::memset(block, 0xAB, static_cast<std::size_t>(size)); // writable (ASan would tell)
        QVERIFY(seen.insert(block).second);
        arena.deallocate(block); // a small block: nothing happens
    }
    QCOMPARE(static_cast<qulonglong>(arena.held()), held);
}

void TestParseArena::budget_data()
{
    QTest::addColumn<qulonglong>("budget");
    QTest::addColumn<qulonglong>("large"); // one large block after one small one
    QTest::addColumn<bool>("granted");
    QTest::addColumn<qulonglong>("held");
    // A chunk (65,536) plus 34,464 bytes is exactly 100,000.
    QTest::newRow("up to the budget") << 100000ull << 34464ull << true << 100000ull;
    QTest::newRow("one byte beyond") << 100000ull << 34465ull << false << 65536ull;
    QTest::newRow("larger than the budget") << 100000ull << 200000ull << false << 65536ull;
}

void TestParseArena::budget()
{
    QFETCH(qulonglong, budget);
    QFETCH(qulonglong, large);
    QFETCH(bool, granted);
    QFETCH(qulonglong, held);
    ParseArena arena(budget);
    QVERIFY(arena.allocate(16));
    void *block = arena.allocate(large);
    QCOMPARE(block != nullptr, granted);
    QCOMPARE(static_cast<qulonglong>(arena.held()), held);
    QVERIFY(arena.held() <= arena.budget());
}

void TestParseArena::largeBlocksReturn()
{
    // Growing a buffer by doubling, as gumbo does: with each old block freed, the arena holds
    // only the newest, and a budget of twice the final size suffices.
    ParseArena arena(2 * 4096 * 1024);
    void *buffer = nullptr;
    for (std::size_t size = 512; size <= 4096 * 1024; size *= 2) {
        void *grown = arena.allocate(size);
        QVERIFY(grown);
        arena.deallocate(buffer);
        buffer = grown;
        QCOMPARE(arena.held(), size);
    }
    // A budget smaller than the first chunk refuses every small block.
    ParseArena tiny(kChunk - 1);
    QVERIFY(!tiny.allocate(8));
    QCOMPARE(tiny.held(), std::size_t(0));
}

void TestParseArena::smallerChunkNearTheBudget()
{
    // A budget of 200,000: chunks of 65,536 and 131,072 would make 196,608; the second is
    // taken; a third (262,144, or the smallest, 65,536) would not fit and is refused.
    ParseArena arena(200000);
    for (int i = 0; i < 8192; ++i)
        QVERIFY(arena.allocate(8));
    QVERIFY(arena.allocate(8));
    QCOMPARE(arena.held(), std::size_t(196608));
    // 131,072 bytes of the second chunk take 16,384 blocks of 8; one was taken above.
    for (int i = 1; i < 16384; ++i)
        QVERIFY(arena.allocate(8));
    QVERIFY(!arena.allocate(8));
    // A budget of 150,000 cannot take the second chunk of 131,072 but can take another 65,536.
    ParseArena tight(150000);
    for (int i = 0; i < 8193; ++i)
        QVERIFY(tight.allocate(8));
    QCOMPARE(tight.held(), std::size_t(131072));
}

QTEST_APPLESS_MAIN(TestParseArena)
#include "tst_parsearena.moc"

// ParseArena: small blocks come from 64 KiB chunks, large ones one by one; what it holds never
// exceeds its budget (a block beyond it is refused with nullptr); freeing a large block gives its
// bytes back, freeing a small one does nothing until the arena goes.

#include <parsearena.h>

#include <QTest>

#include <cstdint>
#include <cstring>
#include <set>

using core::ParseArena;

namespace {

constexpr std::size_t kChunk = ParseArena::kChunkBytes;

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
};

void TestParseArena::smallBlocks_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("size");
    QTest::addColumn<qulonglong>("chunks"); // chunks held afterwards
    // 100 blocks of 24 bytes: 2,400 bytes, one chunk.
    QTest::newRow("one chunk") << 100 << 24 << 1ull;
    // Sizes round up to 8: 1 byte takes 8, 0 bytes too; 8,192 of them fill one chunk exactly.
    QTest::newRow("one byte rounds to 8") << 8192 << 1 << 1ull;
    QTest::newRow("zero bytes take 8") << 8193 << 0 << 2ull;
    // 256 bytes is the largest small block: 256 of them per chunk, 257 need a second.
    QTest::newRow("largest small blocks") << 257 << 256 << 2ull;
}

void TestParseArena::smallBlocks()
{
    QFETCH(int, count);
    QFETCH(int, size);
    QFETCH(qulonglong, chunks);
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
    QCOMPARE(static_cast<qulonglong>(arena.held()), chunks * kChunk);
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
    // A budget smaller than the chunk refuses every small block.
    ParseArena tiny(kChunk - 1);
    QVERIFY(!tiny.allocate(8));
    QCOMPARE(tiny.held(), std::size_t(0));
}

QTEST_APPLESS_MAIN(TestParseArena)
#include "tst_parsearena.moc"

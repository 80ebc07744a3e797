// OrderedPipeline: results in input order whatever the workers' timing; at most `window` items
// alive; a throwing work yields fail() in its place; deliver() returning false, the cancel
// flag and a throwing next() stop it cleanly.

#include <io/orderedpipeline.h>

#include <QTest>

#include <atomic>
#include <chrono>
#include <random>
#include <stdexcept>

using Pipeline = core::OrderedPipeline<int, std::string>;

namespace {

// A short, uneven piece of work: later items often finish before earlier ones.
std::string work(int i)
{
    std::this_thread::sleep_for(std::chrono::microseconds((i * 7919) % 13 * 150));
    return "r" + std::to_string(i);
}

} // namespace

class TestOrderedPipeline : public QObject
{
    Q_OBJECT

private slots:
    void order_data();
    void order();
    void failingWork();
    void stopByDeliver();
    void cancel();
    void throwingNext();
};

void TestOrderedPipeline::order_data()
{
    QTest::addColumn<int>("jobs");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("items");
    QTest::newRow("1 job") << 1 << 2 << 200;
    QTest::newRow("2 jobs") << 2 << 4 << 200;
    QTest::newRow("4 jobs, window 4") << 4 << 4 << 200;
    QTest::newRow("8 jobs, window 16") << 8 << 16 << 400;
    QTest::newRow("window below jobs is raised to jobs") << 3 << 1 << 100;
    QTest::newRow("no items") << 4 << 8 << 0;
}

void TestOrderedPipeline::order()
{
    QFETCH(int, jobs);
    QFETCH(int, window);
    QFETCH(int, items);
    int next = 0;
    std::vector<std::string> out;
    std::atomic<int> working{0}, mostWorking{0};
    long long alive = 0, mostAlive = 0;
    Pipeline pipeline{unsigned(jobs), size_t(window)};
    const bool finished = pipeline.run({
        [&]() -> std::optional<int> {
            if (next == items)
                return std::nullopt;
            mostAlive = std::max(mostAlive, ++alive);
            return next++;
        },
        [&](int &&i) {
            const int now = ++working;
            int seen = mostWorking.load();
            while (now > seen && !mostWorking.compare_exchange_weak(seen, now)) {
            }
            std::string r = work(i);
            --working;
            return r;
        },
        [](const std::string &what) { return "failed: " + what; },
        [&](std::string &&r) {
            --alive;
            out.push_back(std::move(r));
            return true;
        },
    });
    QVERIFY(finished);
    QCOMPARE(int(out.size()), items);
    for (int i = 0; i < items; ++i)
        QCOMPARE(out[size_t(i)], "r" + std::to_string(i));
    QVERIFY2(mostAlive <= std::max(window, jobs), qPrintable(QString::number(mostAlive)));
    QVERIFY(mostWorking.load() <= jobs);
}

void TestOrderedPipeline::failingWork()
{
    for (unsigned jobs : {1u, 3u}) {
        int next = 0;
        std::vector<std::string> out;
        Pipeline(jobs, 2 * jobs)
            .run({
                [&]() -> std::optional<int> {
                    return next < 10 ? std::optional<int>(next++) : std::nullopt;
                },
                [](int &&i) {
                    if (i % 4 == 1)
                        throw std::runtime_error("bad " + std::to_string(i));
                    return work(i);
                },
                [](const std::string &what) { return "failed: " + what; },
                [&](std::string &&r) {
                    out.push_back(std::move(r));
                    return true;
                },
            });
        const std::vector<std::string> expected = {"r0", "failed: bad 1", "r2", "r3",
                                                   "r4", "failed: bad 5", "r6", "r7",
                                                   "r8", "failed: bad 9"};
        QCOMPARE(out, expected);
    }
}

// After deliver() says stop, at most a window's worth more is read and nothing is delivered.
void TestOrderedPipeline::stopByDeliver()
{
    for (unsigned jobs : {1u, 4u}) {
        int next = 0, delivered = 0;
        const bool finished = Pipeline(jobs, 2 * jobs)
                                  .run({
                                      [&]() -> std::optional<int> { return next++; }, // endless
                                      [](int &&i) { return work(i); },
                                      [](const std::string &w) { return w; },
                                      [&](std::string &&) { return ++delivered < 25; },
                                  });
        QVERIFY(!finished);
        QCOMPARE(delivered, 25);
        QVERIFY2(next <= 25 + int(2 * jobs), qPrintable(QString::number(next)));
    }
}

void TestOrderedPipeline::cancel()
{
    std::atomic<bool> cancelled{false};
    int next = 0, delivered = 0;
    const bool finished = Pipeline(2, 4, &cancelled)
                              .run({
                                  [&]() -> std::optional<int> {
                                      if (next == 10)
                                          cancelled = true;
                                      return next++;
                                  },
                                  [](int &&i) { return work(i); },
                                  [](const std::string &w) { return w; },
                                  [&](std::string &&) {
                                      ++delivered;
                                      return true;
                                  },
                              });
    QVERIFY(!finished);
    QVERIFY(delivered <= 11);
    QCOMPARE(next, 11);
}

void TestOrderedPipeline::throwingNext()
{
    int next = 0;
    Pipeline pipeline(3, 6);
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             pipeline.run({
                                 [&]() -> std::optional<int> {
                                     if (next == 20)
                                         throw std::runtime_error("input failed");
                                     return next++;
                                 },
                                 [](int &&i) { return work(i); },
                                 [](const std::string &w) { return w; },
                                 [](std::string &&) { return true; },
                             }));
}

QTEST_APPLESS_MAIN(TestOrderedPipeline)
#include "tst_orderedpipeline.moc"

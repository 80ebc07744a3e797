// LargeStackThread: work runs on one thread of its own, with the stack asked for, the same
// thread for every run; an exception comes back to the caller; when no such thread can be had,
// work runs on the caller's thread; one kept per calling thread (as HtmlParser does) ends with it.

#include <document/largestackthread.h>

#include <QTest>

#include <pthread.h>

#include <stdexcept>
#include <thread>
#include <vector>

using core::LargeStackThread;

namespace {

// The stack size of the calling thread, as the system reports it.
std::size_t ownStackBytes()
{
    pthread_attr_t attr;
    std::size_t bytes = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstacksize(&attr, &bytes);
        pthread_attr_destroy(&attr);
    }
    return bytes;
}

} // namespace

class TestLargeStackThread : public QObject
{
    Q_OBJECT

private slots:
    void runs_data();
    void runs();
    void exceptionReachesTheCaller();
    void noThreadRunsInPlace();
    void onePerCallingThread();
};

void TestLargeStackThread::runs_data()
{
    QTest::addColumn<qulonglong>("stackBytes");
    QTest::newRow("16 MiB") << qulonglong(16) * 1024 * 1024;
    QTest::newRow("512 MiB (HtmlParser's)") << qulonglong(512) * 1024 * 1024;
}

void TestLargeStackThread::runs()
{
    QFETCH(qulonglong, stackBytes);
    LargeStackThread thread(stackBytes);
    std::vector<pthread_t> ranOn;
    std::size_t stack = 0;
    for (int i = 0; i < 3; ++i)
        QVERIFY(thread.run([&] {
            ranOn.push_back(pthread_self());
            stack = ownStackBytes();
        }));
    QCOMPARE(ranOn.size(), size_t(3));
    QVERIFY(!pthread_equal(ranOn[0], pthread_self()));
    QVERIFY(pthread_equal(ranOn[0], ranOn[1]) && pthread_equal(ranOn[1], ranOn[2]));
    QVERIFY(stack >= stackBytes);
}

void TestLargeStackThread::exceptionReachesTheCaller()
{
    LargeStackThread thread(std::size_t(16) << 20);
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             thread.run([] { throw std::runtime_error("from the thread"); }));
    int runs = 0;
    QVERIFY(thread.run([&] { ++runs; }));
    QCOMPARE(runs, 1);
}

// A stack larger than any address space: the thread cannot start, work runs here.
void TestLargeStackThread::noThreadRunsInPlace()
{
    LargeStackThread thread(std::size_t(1) << 62);
    pthread_t ranOn{};
    QVERIFY(!thread.run([&] { ranOn = pthread_self(); }));
    QVERIFY(pthread_equal(ranOn, pthread_self()));
}

// Threads that each keep one, thread_local, and end: each ends its own (joining them returns).
void TestLargeStackThread::onePerCallingThread()
{
    std::vector<std::thread> callers;
    std::vector<int> runs(4, 0);
    for (int &count : runs)
        callers.emplace_back([&count] {
            thread_local LargeStackThread own(std::size_t(16) << 20);
            for (int i = 0; i < 5; ++i)
                own.run([&count] { ++count; });
        });
    for (std::thread &t : callers)
        t.join();
    QCOMPARE(runs, std::vector<int>(4, 5));
}

QTEST_APPLESS_MAIN(TestLargeStackThread)
#include "tst_largestackthread.moc"

#include <common/jobtracker.h>

#include "testwait.h"

#include <QtTest>

#include <memory>
#include <thread>

using ui::JobTracker;

// A script of calls on one tracker, and what the tracker made of them.
class tst_JobTracker : public QObject
{
    Q_OBJECT
private slots:
    void calls_data();
    void calls();
    void idsUniqueAcrossTrackers();
    void destructionCancels();
    void runDropsStale();
    void cancelAndWait();
    void deliversAfterRunReturns();
    void ownerGoneAfterCancelAndWait();
};

void tst_JobTracker::calls_data()
{
    // ops: "s" starts a job, "c" cancels, "r" resets, "fN" delivers the N-th started job's result.
    // taken: per "f", whether finish() took the result (1) or dropped it (0).
    // cancelled: per started job, whether its flag is set at the end.
    QTest::addColumn<QString>("ops");
    QTest::addColumn<QString>("taken");
    QTest::addColumn<QString>("cancelled");
    QTest::addColumn<bool>("running");
    QTest::addColumn<bool>("cancelling");
    QTest::newRow("one job, taken") << "s f1"
                                    << "1"
                                    << "0" << false << false;
    QTest::newRow("running until its result") << "s"
                                              << ""
                                              << "0" << true << false;
    QTest::newRow("a newer job makes the older stale") << "s s f1"
                                                       << "0"
                                                       << "10" << true << false;
    QTest::newRow("the newer job's result taken") << "s s f1 f2"
                                                  << "01"
                                                  << "10" << false << false;
    QTest::newRow("stale result after the newer") << "s s f2 f1"
                                                  << "10"
                                                  << "10" << false << false;
    QTest::newRow("cancel keeps the result") << "s c f1"
                                             << "1"
                                             << "1" << false << false;
    QTest::newRow("cancelling until the result") << "s c"
                                                 << ""
                                                 << "1" << true << true;
    QTest::newRow("reset drops the result") << "s r f1"
                                            << "0"
                                            << "1" << false << false;
    QTest::newRow("a result is taken once") << "s f1 f1"
                                            << "10"
                                            << "0" << false << false;
    QTest::newRow("cancel after the result") << "s f1 c"
                                             << "1"
                                             << "0" << false << false;
    QTest::newRow("cancel with nothing started") << "c"
                                                 << ""
                                                 << "" << false << false;
    QTest::newRow("a job after a reset") << "s r s f1 f2"
                                         << "01"
                                         << "10" << false << false;
    QTest::newRow("the superseded cancelled job's result") << "s c s f1 f2"
                                                           << "01"
                                                           << "10" << false << false;
}

void tst_JobTracker::calls()
{
    QFETCH(QString, ops);
    QFETCH(QString, taken);
    QFETCH(QString, cancelled);
    QFETCH(bool, running);
    QFETCH(bool, cancelling);
    JobTracker tracker;
    std::vector<JobTracker::Job> jobs;
    QString gotTaken;
    for (const QString &op : ops.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (op == QLatin1String("s")) {
            jobs.push_back(tracker.start());
            QVERIFY(tracker.isCurrent(jobs.back().id));
            QCOMPARE(tracker.currentId(), jobs.back().id);
        } else if (op == QLatin1String("c")) {
            tracker.cancel();
        } else if (op == QLatin1String("r")) {
            tracker.reset();
            QCOMPARE(tracker.currentId(), quint64(0));
        } else {
            const auto job = std::size_t(op.mid(1).toInt() - 1);
            QVERIFY(job < jobs.size());
            gotTaken += tracker.finish(jobs[job].id) ? QLatin1Char('1') : QLatin1Char('0');
        }
    }
    QString gotCancelled;
    for (const JobTracker::Job &job : jobs)
        gotCancelled += job.cancel->load() ? QLatin1Char('1') : QLatin1Char('0');
    QCOMPARE(gotTaken, taken);
    QCOMPARE(gotCancelled, cancelled);
    QCOMPARE(tracker.isRunning(), running);
    QCOMPARE(tracker.isCancelling(), cancelling);
}

void tst_JobTracker::idsUniqueAcrossTrackers()
{
    // A tracker made anew (an extractor's, after a page change) must not take the result of a
    // job of the one it replaced.
    JobTracker::Job old;
    {
        JobTracker first;
        old = first.start();
    }
    JobTracker second;
    const JobTracker::Job fresh = second.start();
    QVERIFY(fresh.id != old.id);
    QVERIFY(!second.isCurrent(old.id));
    QVERIFY(!second.finish(old.id));
    QVERIFY(second.finish(fresh.id));
}

void tst_JobTracker::destructionCancels()
{
    JobTracker::Job job;
    {
        JobTracker tracker;
        job = tracker.start();
        QVERIFY(!job.cancel->load());
    }
    QVERIFY(job.cancel->load());
}

void tst_JobTracker::runDropsStale()
{
    QObject context;
    JobTracker tracker;
    std::vector<int> delivered;
    std::atomic<bool> firstSawCancel = false;
    // The first job waits until the second one cancels it, so that its result comes late.
    tracker.run(
        &context,
        [&firstSawCancel](const std::atomic<bool> &cancel) {
            while (!cancel.load())
                std::this_thread::yield();
            firstSawCancel = true;
            return 1;
        },
        [&delivered](int result) { delivered.push_back(result); });
    tracker.run(
        &context, [](const std::atomic<bool> &) { return 2; },
        [&delivered](int result) { delivered.push_back(result); });
    QTRY_VERIFY(!tracker.isRunning());
    tracker.cancelAndWait();           // the first job's result has been posted, or is dropped
    QCoreApplication::processEvents(); // its delivery, had it not been dropped
    QVERIFY(firstSawCancel);
    QCOMPARE(delivered, std::vector<int>{2});
}

void tst_JobTracker::cancelAndWait()
{
    QObject context;
    JobTracker tracker;
    std::atomic<bool> done = false;
    tracker.run(
        &context,
        [&done](const std::atomic<bool> &cancel) {
            while (!cancel.load())
                std::this_thread::yield();
            done = true;
            return 0;
        },
        [](int) {});
    QVERIFY(tracker.isRunning());
    tracker.cancelAndWait();
    QVERIFY(done);
}

void tst_JobTracker::deliversAfterRunReturns()
{
    // A job quick enough to end before run() has attached its delivery must still be delivered
    // later, from the event loop: callers rely on isRunning() right after run(). Many trivial
    // jobs, because whether the worker wins that race is up to the scheduler.
    QObject context;
    JobTracker tracker;
    for (int i = 0; i < 1000; ++i) {
        bool delivered = false;
        tracker.run(
            &context, [](const std::atomic<bool> &) { return 0; },
            [&delivered](int) { delivered = true; });
        QVERIFY2(tracker.isRunning(), qPrintable(QString::number(i)));
        QVERIFY(!delivered);
        QDeadlineTimer deadline(5000);
        while (!delivered && !deadline.hasExpired())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
        QVERIFY(delivered);
    }
}

void tst_JobTracker::ownerGoneAfterCancelAndWait()
{
    // The pattern the owners follow: cancelAndWait() in the destructor, then the owner goes.
    // Whatever the worker was doing then, nothing is delivered afterwards (a delivery posted to
    // the gone owner would crash here or count).
    struct Owner : QObject
    {
        JobTracker tracker;
        ~Owner() override { tracker.cancelAndWait(); }
    };
    int delivered = 0;
    for (int i = 0; i < 1000; ++i) {
        auto owner = std::make_unique<Owner>();
        owner->tracker.run(
            owner.get(),
            [i](const std::atomic<bool> &cancel) {
                while (i % 2 == 0 && !cancel.load())
                    std::this_thread::yield();
                return i;
            },
            [&delivered](int) { ++delivered; });
        owner.reset();
        QCoreApplication::processEvents();
    }
    QCOMPARE(delivered, 0);
}

QTEST_GUILESS_MAIN(tst_JobTracker)
#include "tst_jobtracker.moc"

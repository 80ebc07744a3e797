#pragma once

// Waiting in GUI tests without sleeping. Qt Test's qWait() and qWaitFor() (and so every QTRY_
// macro) alternate processEvents() with a 10 ms sleep whenever no event is pending. Qt WebEngine
// runs Chromium's browser side on this thread, as tasks posted one after another: a page load of
// a few hundred of them then waits out a sleep after most, and a small local page took 2.4 s to
// load in a test against 0.3 s in the application's own event loop (measured with
// tst_traceplayerpanel's lessons, Qt 6.4). Here the waits run a QEventLoop, which dispatches each
// task as it is posted, and look at their condition every few milliseconds. Including this header
// makes the QTRY_ macros of Qt Test use it. Stateless; GUI thread only, like the widgets it waits
// for.

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QtTest>

namespace testwait {

// How often a wait looks at its condition: often enough that a test hardly waits longer than
// needed, rarely enough to cost nothing beside what it waits for (project choice).
constexpr int kPollMs = 5;

// Runs the event loop until done() holds or timeoutMs have passed, and returns done(). done() is
// never asked again while it runs: it may wait itself (a script run in the page, say).
template <typename Done> [[nodiscard]] bool waitFor(Done done, int timeoutMs = 5000)
{
    if (done())
        return true;
    const QDeadlineTimer deadline(timeoutMs, Qt::PreciseTimer);
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(kPollMs);
    bool held = false;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        poll.stop();
        held = done();
        if (held || deadline.hasExpired())
            loop.quit();
        else
            poll.start();
    });
    poll.start();
    loop.exec();
    // As qWait() does: objects whose deleteLater() came outside any event loop go now.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return held || done();
}

// Runs the event loop for ms milliseconds.
inline void wait(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace testwait

// The loop inside Qt 6.4's QTRY_ macros (qtestcase.h), on testwait::waitFor instead of qWait():
// the same stop conditions (the expression holds, the time is up, the test has failed), and
// qt_test_i, the milliseconds waited, which the macros' timeout message reads.
#ifndef QTRY_LOOP_IMPL
#error "Qt Test no longer defines QTRY_LOOP_IMPL: see testwait.h"
#endif
#undef QTRY_LOOP_IMPL
#define QTRY_LOOP_IMPL(expr, timeoutValue, step)                                                   \
    QElapsedTimer qt_test_clock;                                                                   \
    qt_test_clock.start();                                                                         \
    (void)testwait::waitFor(                                                                       \
        [&] { return (QTest::runningTest() && QTest::currentTestFailed()) || bool(expr); },        \
        timeoutValue);                                                                             \
    const int qt_test_i = int(qt_test_clock.elapsed());                                            \
    Q_UNUSED(step)

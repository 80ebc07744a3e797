#pragma once

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThreadPool>

#include <exception>
#include <memory>
#include <type_traits>
#include <utility>

namespace ui {

// Runs work() on the global thread pool and calls deliver(result) in context's thread, from its
// event loop, once work has returned -- never before runInBackground() has returned. Qt's
// QFuture::then(context, ...) on QtConcurrent::run's future does not promise that: when the work
// ends before then() is attached (a trivial job on a busy machine), Qt runs the continuation at
// once, inside the caller, before it has recorded the job as started. Here the continuation is
// attached to a promise's future before the work is handed to the pool. When context is destroyed
// first, Qt drops the delivery. An exception from work is kept in the future (deliver is not
// called), as QtConcurrent::run would. Returns the work's future, for waiting. Stateless: call it
// from context's thread.
template <typename Work, typename Deliver>
QFuture<void> runInBackground(QObject *context, Work work, Deliver deliver)
{
    using Result = std::invoke_result_t<Work &>;
    // Shared, not moved into the task: QThreadPool::start takes a copyable std::function in Qt 6.4.
    auto promise = std::make_shared<QPromise<Result>>();
    auto task = std::make_shared<Work>(std::move(work));
    QFuture<Result> future = promise->future();
    future.then(context, std::move(deliver));
    promise->start();
    QThreadPool::globalInstance()->start([promise, task] {
        try {
            promise->addResult((*task)());
        } catch (...) {
            promise->setException(std::current_exception());
        }
        promise->finish();
    });
    return QFuture<void>(future);
}

} // namespace ui

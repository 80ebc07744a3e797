#pragma once

#include "deliverybox.h"

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
// event loop: never inside runInBackground() (Qt's QFuture::then(context) on QtConcurrent::run's
// future runs at once when the work has already ended, before the caller has recorded that it
// started), and never once context has gone (see DeliveryBox). The returned future finishes when
// the result has been posted, or dropped: waiting for it in context's destructor leaves no worker
// that could still reach context. An exception from work is kept in the future and nothing is
// delivered, as with QtConcurrent::run. Call it from context's thread.
template <typename Work, typename Deliver>
QFuture<void> runInBackground(QObject *context, Work work, Deliver deliver)
{
    auto *box = new DeliveryBox(context);
    // Shared, not moved into the task: Qt 6.4's QThreadPool::start takes a copyable
    // std::function.
    auto promise = std::make_shared<QPromise<void>>();
    auto task = std::make_shared<Work>(std::move(work));
    auto receiver = std::make_shared<Deliver>(std::move(deliver));
    QFuture<void> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, task, receiver, box, link = box->link()] {
        try {
            DeliveryBox::post(link, [box, receiver, result = (*task)()]() mutable {
                box->deleteLater(); // first: deliver() may delete context, and the box with it
                (*receiver)(std::move(result));
            });
        } catch (...) {
            promise->setException(std::current_exception());
            DeliveryBox::post(link, [box] { box->deleteLater(); });
        }
        promise->finish();
    });
    return future;
}

} // namespace ui

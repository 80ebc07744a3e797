#pragma once

#include <QMetaObject>
#include <QObject>

#include <memory>
#include <mutex>
#include <utility>

namespace ui {

// Where a background job hands its result to the thread of the object that asked for it (the
// box's parent). A worker holds the box's link, not the box: post() posts nothing once the box has
// gone (with its parent, say), because the destructor cuts the link under its lock before
// QObject's destructor drops the events already posted to the box. Qt 6.4's QFuture::then(context)
// guards its context with a QPointer read in the worker while the GUI thread may be destroying the
// object, and runs at once when the future has already finished; this does neither. Created and
// destroyed in the receiving thread; post() is thread-safe.
class DeliveryBox : public QObject
{
public:
    // What workers share with the box; empty once the box has gone.
    struct Link
    {
        std::mutex mutex;
        DeliveryBox *box = nullptr;
    };

    explicit DeliveryBox(QObject *parent);
    ~DeliveryBox() override;

    std::shared_ptr<Link> link() const { return m_link; }

    // Queues call() to run in the box's thread, with the box as context; false when the box has
    // gone (call() is then dropped here).
    template <typename Call> static bool post(const std::shared_ptr<Link> &link, Call call)
    {
        const std::lock_guard lock(link->mutex);
        if (!link->box)
            return false;
        QMetaObject::invokeMethod(link->box, std::move(call), Qt::QueuedConnection);
        return true;
    }

private:
    std::shared_ptr<Link> m_link;
};

} // namespace ui

#pragma once

#include "backgroundrun.h"

#include <QFuture>
#include <QObject>

#include <atomic>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace ui {

// The newest of a series of background jobs whose result goes to one GUI object (the pattern of
// KDAB hotspot's src/jobtracker.h). Each job gets an id and a cancellation flag. Starting a job
// cancels the one before and makes it stale: finish() tells the owner to drop a result whose job
// is no longer the newest. cancel() asks the newest job to stop early and still takes its
// (partial) result; reset() cancels it and drops its result. Ids are unique in the process, so
// a late result is never taken for a newer job of this or another tracker. Owns the flags
// (shared with the workers) and the futures given to track(); destroying the tracker cancels its
// job but does not wait, so an owner whose workers call back into it calls cancelAndWait() in its
// destructor. Not thread-safe: GUI thread only (workers get a Job, never the tracker).
class JobTracker
{
public:
    // What a worker gets: the id it tags its reports with, and the flag it polls.
    struct Job
    {
        quint64 id = 0;
        std::shared_ptr<std::atomic<bool>> cancel;
    };

    JobTracker() = default;
    JobTracker(const JobTracker &) = delete;
    JobTracker &operator=(const JobTracker &) = delete;
    ~JobTracker();

    // A new job, now the newest and running; the one before is cancelled and stale.
    Job start();
    // The newest job's (and not reset since).
    bool isCurrent(quint64 id) const { return id != 0 && id == m_current; }
    // The newest job's id; 0 before the first and after reset().
    quint64 currentId() const { return m_current; }
    // The newest job has not finished.
    bool isRunning() const { return m_running; }
    // The newest job runs and was asked to stop.
    bool isCancelling() const { return m_running && m_cancel && m_cancel->load(); }
    // A job's result arrived: true when it is the running newest job's (which then no longer
    // runs), false when the result is stale or was taken already and must be dropped.
    bool finish(quint64 id);
    // Asks the running job to stop early; its result is still taken.
    void cancel();
    // Cancels the running job and drops its result: no job is current any more.
    void reset();

    // Keeps a job's future for cancelAndWait() (finished ones are forgotten as new ones come).
    void track(QFuture<void> future);
    // Cancels the running job and waits for every tracked future to finish.
    void cancelAndWait();

    // Starts a job running work(cancel flag) on the thread pool and calls deliver(result) in
    // context's thread when it finishes (from its event loop, never inside run()), unless it is
    // stale by then. context must own this tracker (when it goes, Qt drops the delivery).
    template <typename Work, typename Deliver>
    void run(QObject *context, Work work, Deliver deliver);

private:
    quint64 m_current = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel; // the newest job's, while it runs
    std::vector<QFuture<void>> m_futures;
};

template <typename Work, typename Deliver>
void JobTracker::run(QObject *context, Work work, Deliver deliver)
{
    using Result = std::invoke_result_t<Work &, const std::atomic<bool> &>;
    const Job job = start();
    track(runInBackground(
        context,
        [work = std::move(work), cancel = job.cancel]() mutable {
            return work(std::as_const(*cancel));
        },
        [this, id = job.id, deliver = std::move(deliver)](Result result) mutable {
            if (finish(id))
                deliver(std::move(result));
        }));
}

} // namespace ui

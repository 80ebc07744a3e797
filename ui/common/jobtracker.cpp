#include "jobtracker.h"

#include <algorithm>

namespace ui {

namespace {

// Shared by every tracker, so that no two jobs of the process have the same id.
std::atomic<quint64> s_lastId = 0;

} // namespace

JobTracker::~JobTracker()
{
    if (m_cancel)
        m_cancel->store(true); // its result has nowhere to go: spare it the rest of the work
}

JobTracker::Job JobTracker::start()
{
    if (m_cancel)
        m_cancel->store(true);
    m_current = ++s_lastId;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    return {m_current, m_cancel};
}

bool JobTracker::finish(quint64 id)
{
    if (!isCurrent(id) || !m_running)
        return false; // stale, or delivered already
    m_running = false;
    m_cancel.reset();
    return true;
}

void JobTracker::cancel()
{
    if (m_running && m_cancel)
        m_cancel->store(true);
}

void JobTracker::reset()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    m_current = 0;
    m_running = false;
}

void JobTracker::track(QFuture<void> future)
{
    std::erase_if(m_futures, [](const QFuture<void> &f) { return f.isFinished(); });
    m_futures.push_back(std::move(future));
}

void JobTracker::cancelAndWait()
{
    if (m_cancel)
        m_cancel->store(true);
    for (QFuture<void> &f : m_futures)
        f.waitForFinished();
    m_futures.clear();
}

} // namespace ui

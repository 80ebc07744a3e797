#include "largestackthread.h"

#include <unistd.h>

#include <utility>

namespace core {

LargeStackThread::LargeStackThread(std::size_t stackBytes) : m_stackBytes(stackBytes) {}

LargeStackThread::~LargeStackThread()
{
    if (!m_started || m_process != getpid())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    pthread_join(m_thread, nullptr);
}

bool LargeStackThread::start()
{
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0)
        return false;
    m_started = pthread_attr_setstacksize(&attr, m_stackBytes) == 0 &&
                pthread_create(&m_thread, &attr, &LargeStackThread::loop, this) == 0;
    m_process = getpid();
    pthread_attr_destroy(&attr);
    return m_started;
}

void *LargeStackThread::loop(void *self)
{
    auto &t = *static_cast<LargeStackThread *>(self);
    std::unique_lock lock(t.m_mutex);
    while (true) {
        t.m_wake.wait(lock, [&t] { return t.m_work || t.m_stop; });
        if (!t.m_work)
            return nullptr;
        const std::function<void()> &work = *t.m_work;
        lock.unlock();
        std::exception_ptr error;
        try {
            work();
        } catch (...) {
            error = std::current_exception();
        }
        lock.lock();
        t.m_error = error;
        t.m_work = nullptr;
        t.m_done.notify_one();
    }
}

bool LargeStackThread::run(const std::function<void()> &work)
{
    if ((m_started && m_process != getpid()) || (!m_started && !start())) {
        work();
        return false;
    }
    std::unique_lock lock(m_mutex);
    m_work = &work;
    m_wake.notify_one();
    m_done.wait(lock, [this] { return !m_work; });
    if (std::exception_ptr error = std::exchange(m_error, nullptr))
        std::rethrow_exception(error);
    return true;
}

} // namespace core

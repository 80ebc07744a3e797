#pragma once

#include <pthread.h>
#include <sys/types.h>

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>

namespace core {

// A thread with a stack of a given size that runs work for the thread that owns it, one piece
// at a time, while the owner waits: for code that may recurse as deep as its input (gumbo's
// parser, see HtmlParser). The thread starts at the first run() and lives until the object goes,
// so that a stream of pages pays for one thread, not one per page. Owns the thread. Not
// thread-safe: one owner calls run() (HtmlParser keeps one per calling thread).
class LargeStackThread
{
public:
    explicit LargeStackThread(std::size_t stackBytes);
    // Stops the thread and waits for it (it is idle: run() returns only when its work is done).
    ~LargeStackThread();
    LargeStackThread(const LargeStackThread &) = delete;
    LargeStackThread &operator=(const LargeStackThread &) = delete;

    // Runs work on the thread and waits for it to finish; an exception it throws is thrown here.
    // When the system cannot start the thread, work runs on the caller's own stack instead, and
    // run() returns false (it tries to start the thread again at the next run); so too in a
    // process forked after the thread started, which has no such thread.
    bool run(const std::function<void()> &work);

private:
    static void *loop(void *self);
    bool start();

    const std::size_t m_stackBytes;
    pthread_t m_thread{};
    bool m_started = false;
    pid_t m_process = 0; // the process the thread runs in
    std::mutex m_mutex;
    std::condition_variable m_wake; // the thread: work has come, or stop
    std::condition_variable m_done; // the owner: the work is done
    const std::function<void()> *m_work = nullptr;
    std::exception_ptr m_error;
    bool m_stop = false;
};

} // namespace core

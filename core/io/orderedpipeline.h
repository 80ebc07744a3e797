#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <queue>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace core {

// Runs work on a stream of items with N threads and hands the results on in input order. The
// calling thread reads the items (next) and hands the results on (deliver); N worker threads run
// work. At most `window` items are alive at once (read and not yet emitted: queued, being
// worked on, or done and waiting for an earlier one), so memory is bounded by the window times
// the largest item, never by the length of the stream. A work that throws yields fail(what) in
// its place; the stream goes on. deliver returning false, or the cancel flag, stops reading; items
// already read are dropped. One object per run; run() is not reentrant.
template <typename In, typename Out> class OrderedPipeline
{
public:
    struct Stages
    {
        std::function<std::optional<In>()> next;      // nothing at the end of the stream
        std::function<Out(In &&)> work;               // runs on a worker thread
        std::function<Out(const std::string &)> fail; // the result for a work that threw
        std::function<bool(Out &&)> deliver;          // false: stop
    };

    // jobs: worker threads (1 runs work on the calling thread); window: items alive at most
    // (at least jobs; project choice in callers: 2 × jobs keeps every worker busy while one
    // slow item holds the head back).
    OrderedPipeline(unsigned jobs, size_t window, const std::atomic<bool> *cancel = nullptr)
        : m_jobs(jobs == 0 ? 1 : jobs), m_window(window < m_jobs ? m_jobs : window),
          m_cancel(cancel)
    {
    }

    // Returns false when stopped early (deliver said stop or cancelled).
    bool run(Stages stages)
    {
        m_stages = std::move(stages);
        return m_jobs == 1 ? runInline() : runParallel();
    }

private:
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    Out process(In &&in)
    {
        try {
            return m_stages.work(std::move(in));
        } catch (const std::exception &e) {
            return m_stages.fail(e.what());
        } catch (...) {
            return m_stages.fail("unknown exception");
        }
    }

    bool runInline()
    {
        while (!cancelled()) {
            std::optional<In> in = m_stages.next();
            if (!in)
                return true;
            if (!m_stages.deliver(process(std::move(*in))))
                return false;
        }
        return false;
    }

    void worker()
    {
        std::unique_lock lock(m_mutex);
        while (true) {
            m_workAvailable.wait(lock, [&] { return m_stop || !m_todo.empty(); });
            if (m_stop)
                return;
            auto [seq, in] = std::move(m_todo.front());
            m_todo.pop();
            lock.unlock();
            Out out = process(std::move(in));
            lock.lock();
            m_done.emplace(seq, std::move(out));
            m_resultAvailable.notify_one();
        }
    }

    bool runParallel()
    {
        std::vector<std::thread> threads;
        threads.reserve(m_jobs);
        for (unsigned i = 0; i < m_jobs; ++i)
            threads.emplace_back([this] { worker(); });
        bool stopped = false;
        try {
            stopped = !feedAndEmit();
        } catch (...) { // next() or deliver() threw: stop the workers before passing it on
            stopWorkers(threads);
            throw;
        }
        stopWorkers(threads);
        return !stopped;
    }

    void stopWorkers(std::vector<std::thread> &threads)
    {
        {
            std::lock_guard guard(m_mutex);
            m_stop = true;
            m_todo = {};
        }
        m_workAvailable.notify_all();
        for (std::thread &t : threads)
            t.join();
        m_done.clear();
    }

    // The calling thread's part: read into the window, hand results on in order. False when
    // stopped.
    bool feedAndEmit()
    {
        std::uint64_t read = 0, emitted = 0;
        bool inputDone = false, stopped = false;
        while (true) {
            // Read while the window has room; the lock is not held while reading.
            while (!inputDone && read - emitted < m_window) {
                if (cancelled()) {
                    stopped = true;
                    break;
                }
                std::optional<In> in = m_stages.next();
                if (!in) {
                    inputDone = true;
                    break;
                }
                std::lock_guard guard(m_mutex);
                m_todo.emplace(read++, std::move(*in));
                m_workAvailable.notify_one();
            }
            if (stopped || (inputDone && emitted == read))
                break;
            std::unique_lock lock(m_mutex);
            m_resultAvailable.wait(lock, [&] { return m_done.count(emitted) > 0; });
            // Emit every result that is next in order; emitting does not hold the lock.
            while (!m_done.empty() && m_done.begin()->first == emitted) {
                Out out = std::move(m_done.begin()->second);
                m_done.erase(m_done.begin());
                lock.unlock();
                const bool goOn = m_stages.deliver(std::move(out));
                lock.lock();
                ++emitted;
                if (!goOn) {
                    stopped = true;
                    break;
                }
            }
            if (stopped)
                break;
        }
        return !stopped;
    }

    const unsigned m_jobs;
    const size_t m_window;
    const std::atomic<bool> *m_cancel;
    Stages m_stages;

    std::mutex m_mutex;
    std::condition_variable m_workAvailable, m_resultAvailable;
    std::queue<std::pair<std::uint64_t, In>> m_todo;
    std::map<std::uint64_t, Out> m_done;
    bool m_stop = false;
};

} // namespace core

#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace core {

// Runs one external program to completion with bounds on everything (a misbehaving
// program costs one failed document, never Boilerscope): its standard input fed from memory
// without blocking (a program that never reads it cannot hang us), its output and error
// collected up to a cap, a deadline, and cancellation. The program runs in a process group of
// its own; on timeout, cancellation, capped output or when it exits, the whole group is killed,
// so nothing it started outlives the run.
//
// Why hand-written: no Debian C/C++ library fits. Boost.Process is heavy and awkward with
// process groups; QProcess would bring Qt into core (which is plain C++). posix_spawn, poll and
// killpg do the work in one small class. Stateless; run() is thread-safe (each call owns its
// process; the pipes are close-on-exec, so concurrent runs do not inherit each other's ends).
class ProcessRunner
{
public:
    struct Request
    {
        std::vector<std::string> argv;    // argv[0] is looked up on PATH unless it has a '/'
        std::optional<std::string> input; // standard input; none: /dev/null
        std::chrono::milliseconds timeout{30000};
        std::size_t maxOutput = std::size_t{16} << 20; // bytes of standard output kept
        const std::atomic<bool> *cancel = nullptr;     // set: kill the program, Status::Cancelled
        const std::atomic<bool> *stop = nullptr; // set: kill the program, Status::Stopped (done)
    };

    enum class Status {
        NotStarted, // the program could not be started: error says why
        Exited,     // it exited by itself: exitCode
        Signalled,  // a signal ended it (a crash): signal
        TimedOut,   // the deadline passed: the group was killed
        Cancelled,  // Request::cancel was set
        Stopped,    // Request::stop was set (the caller had what it needed)
        Capped      // its output reached maxOutput: the group was killed, output is the first part
    };

    struct Outcome
    {
        Status status = Status::NotStarted;
        int exitCode = -1;
        int signal = 0;
        std::string output;       // standard output, at most maxOutput bytes
        std::string errorOutput;  // standard error, at most kMaxErrorOutput bytes
        bool inputUnread = false; // it exited (or closed its input) before reading all of it
        double seconds = 0;       // wall time from start to the end of the run
        std::string error;        // NotStarted: one line, e.g. "program 'x' not found on PATH"

        // The first non-empty line of errorOutput, trimmed; "" when there is none.
        std::string firstErrorLine() const;
    };

    // Project choice: enough for any diagnostic; a program flooding its standard error is
    // drained but not kept.
    static constexpr std::size_t kMaxErrorOutput = std::size_t{64} << 10;

    static Outcome run(const Request &request);

    // Where argv0 would be found ("" when it would not): argv0 itself when it has a '/' and is
    // an executable file, else the first executable PATH entry.
    static std::string findProgram(const std::string &argv0);
};

} // namespace core

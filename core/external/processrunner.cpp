#include "processrunner.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace core {

namespace {

using Clock = std::chrono::steady_clock;

// Project choice: how soon a cancel or stop request is noticed while the program's pipes stay
// quiet (a person pressing Cancel does not notice 20 ms).
constexpr std::chrono::milliseconds kPollSlice{20};
// Project choice: after the program exited (or was killed) and its group was killed, how long
// its pipes may stay open; only a process that left the group (a daemon) holds them longer.
constexpr std::chrono::milliseconds kDrainTime{200};
constexpr std::size_t kChunk = 64 << 10;

void closeFd(int &fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

// Blocks SIGPIPE for this thread while it writes to the program's standard input and swallows
// the one a write to a closed pipe raises (it is directed at the writing thread), so that a
// program that exits without reading cannot kill us; the process-wide disposition stays as the
// application set it.
class SigpipeGuard
{
public:
    SigpipeGuard()
    {
        sigemptyset(&m_set);
        sigaddset(&m_set, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &m_set, &m_old);
    }
    ~SigpipeGuard()
    {
        sigset_t pending;
        sigemptyset(&pending);
        if (!sigismember(&m_old, SIGPIPE) && sigpending(&pending) == 0 &&
            sigismember(&pending, SIGPIPE)) {
            const timespec zero{};
            sigtimedwait(&m_set, nullptr, &zero);
        }
        pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
    }
    SigpipeGuard(const SigpipeGuard &) = delete;
    SigpipeGuard &operator=(const SigpipeGuard &) = delete;

private:
    sigset_t m_set, m_old;
};

// The spawn's attribute and file action objects, destroyed on every path.
struct SpawnSetup
{
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;

    SpawnSetup()
    {
        posix_spawn_file_actions_init(&actions);
        posix_spawnattr_init(&attributes);
    }
    ~SpawnSetup()
    {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
    }
    SpawnSetup(const SpawnSetup &) = delete;
    SpawnSetup &operator=(const SpawnSetup &) = delete;
};

bool isExecutableFile(const std::string &path)
{
    struct stat st
    {
    };
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
           ::access(path.c_str(), X_OK) == 0;
}

// Has the process exited? Leaves it unreaped, so that its process group id stays reserved
// until we have killed the group.
bool hasExited(pid_t pid)
{
    siginfo_t info{};
    return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
           info.si_pid == pid;
}

std::string trimmed(std::string_view s)
{
    const std::size_t b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos)
        return {};
    const std::size_t e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

} // namespace

std::string ProcessRunner::Outcome::firstErrorLine() const
{
    std::size_t pos = 0;
    while (pos < errorOutput.size()) {
        std::size_t nl = errorOutput.find('\n', pos);
        if (nl == std::string::npos)
            nl = errorOutput.size();
        std::string line = trimmed(std::string_view(errorOutput).substr(pos, nl - pos));
        if (!line.empty())
            return line;
        pos = nl + 1;
    }
    return {};
}

std::string ProcessRunner::findProgram(const std::string &argv0)
{
    if (argv0.empty())
        return {};
    if (argv0.find('/') != std::string::npos)
        return isExecutableFile(argv0) ? argv0 : std::string();
    const char *env = std::getenv("PATH");
    const std::string path = env && *env ? env : "/usr/local/bin:/usr/bin:/bin";
    std::size_t pos = 0;
    while (pos <= path.size()) {
        std::size_t colon = path.find(':', pos);
        if (colon == std::string::npos)
            colon = path.size();
        std::string candidate(path, pos, colon - pos); // an empty entry is the current folder
        if (candidate.empty())
            candidate.push_back('.');
        candidate.push_back('/');
        candidate.append(argv0);
        if (isExecutableFile(candidate))
            return candidate;
        pos = colon + 1;
    }
    return {};
}

ProcessRunner::Outcome ProcessRunner::run(const Request &request)
{
    Outcome outcome;
    const auto start = Clock::now();
    if (request.argv.empty() || request.argv[0].empty()) {
        outcome.error = "no program given";
        return outcome;
    }
    const std::string &program = request.argv[0];

    // Our ends are close-on-exec: another thread's child must not inherit them (it would keep
    // this program's input open, and our EOF would never come).
    int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
    auto closeAll = [&] {
        for (int *fds : {in, out, err}) {
            closeFd(fds[0]);
            closeFd(fds[1]);
        }
    };
    if ((request.input && ::pipe2(in, O_CLOEXEC) != 0) || ::pipe2(out, O_CLOEXEC) != 0 ||
        ::pipe2(err, O_CLOEXEC) != 0) {
        outcome.error = std::string("cannot create pipes: ") + std::strerror(errno);
        closeAll();
        return outcome;
    }

    pid_t pid = -1;
    {
        SpawnSetup setup;
        if (request.input)
            posix_spawn_file_actions_adddup2(&setup.actions, in[0], STDIN_FILENO);
        else
            posix_spawn_file_actions_addopen(&setup.actions, STDIN_FILENO, "/dev/null", O_RDONLY,
                                             0);
        posix_spawn_file_actions_adddup2(&setup.actions, out[1], STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&setup.actions, err[1], STDERR_FILENO);
        // A process group of its own (killed as a whole), no blocked signals, and default
        // handling of the signals an application commonly ignores or catches.
        posix_spawnattr_setflags(&setup.attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
                                                        POSIX_SPAWN_SETSIGDEF);
        posix_spawnattr_setpgroup(&setup.attributes, 0);
        sigset_t none, defaults;
        sigemptyset(&none);
        posix_spawnattr_setsigmask(&setup.attributes, &none);
        sigemptyset(&defaults);
        for (int s : {SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD})
            sigaddset(&defaults, s);
        posix_spawnattr_setsigdefault(&setup.attributes, &defaults);

        std::vector<char *> argv;
        for (const std::string &a : request.argv)
            argv.push_back(const_cast<char *>(a.c_str()));
        argv.push_back(nullptr);
        const int rc = ::posix_spawnp(&pid, program.c_str(), &setup.actions, &setup.attributes,
                                      argv.data(), environ);
        if (rc != 0) {
            const bool onPath = program.find('/') == std::string::npos;
            if (rc == ENOENT)
                outcome.error = "program '" + program + "' not found" + (onPath ? " on PATH" : "");
            else if (rc == EACCES)
                outcome.error = "program '" + program + "' is not executable";
            else
                outcome.error = "cannot start '" + program + "': " + std::strerror(rc);
            closeAll();
            return outcome;
        }
    }
    closeFd(in[0]);
    closeFd(out[1]);
    closeFd(err[1]);
    int inFd = in[1], outFd = out[0], errFd = err[0];
    for (int fd : {inFd, outFd, errFd})
        if (fd >= 0)
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    // Readable when the program exits: no polling for its end. Linux 5.3 and later; without it
    // the poll slices notice the exit.
    int exitFd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));

    SigpipeGuard sigpipeGuard;
    const auto deadline = start + request.timeout;
    std::optional<Status> forced;
    bool exited = false;
    Clock::time_point endedAt{};
    std::size_t written = 0;
    const std::string_view input = request.input ? std::string_view(*request.input) : "";
    auto killGroup = [&] { ::kill(-pid, SIGKILL); };
    auto force = [&](Status s) {
        if (forced)
            return;
        forced = s;
        killGroup();
        if (!exited)
            endedAt = Clock::now();
    };

    std::array<char, kChunk> buffer;
    for (;;) {
        const auto now = Clock::now();
        if (request.cancel && request.cancel->load(std::memory_order_relaxed))
            force(Status::Cancelled);
        else if (request.stop && request.stop->load(std::memory_order_relaxed))
            force(Status::Stopped);
        else if (now >= deadline)
            force(Status::TimedOut);
        if (!exited && hasExited(pid)) {
            exited = true;
            if (!forced)
                endedAt = now;
            killGroup(); // whatever it started and left behind
            closeFd(exitFd);
        }
        if ((exited || forced) && inFd >= 0) {
            outcome.inputUnread = written < input.size();
            closeFd(inFd); // nobody reads it any more
        }
        if (outFd < 0 && errFd < 0 && inFd < 0 && (exited || forced))
            break;
        if ((exited || forced) && now - endedAt > kDrainTime)
            break;

        std::array<pollfd, 4> fds{};
        nfds_t count = 0;
        auto add = [&](int fd, short events) {
            if (fd >= 0)
                fds[count++] = {fd, events, 0};
        };
        add(inFd, POLLOUT);
        add(outFd, POLLIN);
        add(errFd, POLLIN);
        add(exitFd, POLLIN);
        auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now);
        wait = std::clamp(wait, std::chrono::milliseconds(0), kPollSlice);
        // Without pidfd, the program's exit after it closed its pipes is noticed by polling.
        if (exitFd < 0 && outFd < 0 && errFd < 0)
            wait = std::min(wait, std::chrono::milliseconds(1));
        if (::poll(fds.data(), count, static_cast<int>(wait.count())) < 0 && errno != EINTR)
            break;

        for (nfds_t k = 0; k < count; ++k) {
            const pollfd &p = fds[k];
            if (p.revents == 0)
                continue;
            if (p.fd == inFd) {
                const std::size_t n = std::min(kChunk, input.size() - written);
                const ssize_t w = n > 0 ? ::write(inFd, input.data() + written, n) : 0;
                if (w > 0)
                    written += static_cast<std::size_t>(w);
                if (w < 0 && errno != EAGAIN && errno != EINTR)
                    outcome.inputUnread = true; // EPIPE: it closed its input
                if (written == input.size() || outcome.inputUnread)
                    closeFd(inFd);
            } else if (p.fd == outFd || p.fd == errFd) {
                const bool isOut = p.fd == outFd;
                const ssize_t r = ::read(p.fd, buffer.data(), buffer.size());
                if (r == 0 || (r < 0 && errno != EAGAIN && errno != EINTR)) {
                    closeFd(isOut ? outFd : errFd);
                    continue;
                }
                if (r < 0)
                    continue;
                std::string &into = isOut ? outcome.output : outcome.errorOutput;
                const std::size_t cap = isOut ? request.maxOutput : kMaxErrorOutput;
                const std::size_t room = cap - std::min(cap, into.size());
                into.append(buffer.data(), std::min(static_cast<std::size_t>(r), room));
                if (isOut && static_cast<std::size_t>(r) > room) {
                    force(Status::Capped); // replaces a later exit status: output was lost
                    closeFd(outFd);
                }
            } else if (p.fd == exitFd) {
                closeFd(exitFd); // hasExited() takes it from here
            }
        }
    }
    closeFd(outFd);
    closeFd(errFd);
    closeFd(exitFd);
    killGroup();
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    outcome.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (forced) {
        outcome.status = *forced;
    } else if (WIFEXITED(status)) {
        outcome.status = Status::Exited;
        outcome.exitCode = WEXITSTATUS(status);
    } else {
        outcome.status = Status::Signalled;
        outcome.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    }
    return outcome;
}

} // namespace core

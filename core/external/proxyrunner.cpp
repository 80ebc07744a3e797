#include "proxyrunner.h"

#include <httplib.h>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace core {

namespace {

using Clock = std::chrono::steady_clock;

// Project choice: how often to try whether the program listens yet (interpreters and the JVM
// take tens to hundreds of milliseconds to start).
constexpr std::chrono::milliseconds kConnectRetry{20};

sockaddr_in loopback(int port)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

bool accepts(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const sockaddr_in address = loopback(port);
    const bool ok =
        ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return ok;
}

} // namespace

int ProxyRunner::freeLoopbackPort(std::string &error)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        error = std::string("cannot open a socket: ") + std::strerror(errno);
        return 0;
    }
    sockaddr_in address = loopback(0);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    else
        error = std::string("no free loopback port: ") + std::strerror(errno);
    ::close(fd);
    return port;
}

ProxyRunner::Outcome ProxyRunner::run(const Request &request)
{
    Outcome outcome;
    const auto deadline = Clock::now() + request.timeout;
    std::atomic<bool> answered{false}; // the client is done: stop the program
    std::atomic<bool> processEnded{false};
    auto cancelled = [&] { return request.cancel && request.cancel->load(); };

    std::thread client([&] {
        while (!processEnded && !cancelled() && Clock::now() < deadline && !accepts(request.port))
            std::this_thread::sleep_for(kConnectRetry);
        // The program ended, was cancelled or never listened in time: ProcessRunner says which
        // (its own timeout ends a program that never listens, and reports it timed out; were it
        // stopped from here, a deadline this thread's clock reached first would read "stopped").
        if (processEnded || cancelled() || Clock::now() >= deadline)
            return;
        httplib::Client http("127.0.0.1", request.pagePort);
        http.set_proxy("127.0.0.1", request.port);
        const auto remaining =
            std::chrono::duration_cast<std::chrono::microseconds>(deadline - Clock::now());
        http.set_connection_timeout(remaining);
        http.set_read_timeout(remaining);
        http.set_write_timeout(remaining);
        http.set_keep_alive(false);
        const httplib::Result result =
            http.Get(request.pagePath, [&](const char *data, std::size_t length) {
                const std::size_t room = request.maxOutput - outcome.body.size();
                outcome.body.append(data, std::min(length, room));
                outcome.capped = outcome.capped || length > room;
                return !outcome.capped;
            });
        if (result)
            outcome.httpStatus = result->status;
        else if (!outcome.capped)
            outcome.error = "no answer through the proxy on port " + std::to_string(request.port) +
                            " (" + httplib::to_string(result.error()) + ")";
        answered = true;
    });

    ProcessRunner::Request process;
    process.argv = request.argv;
    process.timeout = request.timeout;
    process.cancel = request.cancel;
    process.stop = &answered;
    outcome.process = ProcessRunner::run(process);
    processEnded = true;
    client.join();

    if (outcome.httpStatus == 0 && outcome.error.empty() && !outcome.capped)
        outcome.error = "the proxy did not answer";
    return outcome;
}

} // namespace core

#pragma once

#include "processrunner.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

namespace core {

// Runs an extractor that works as an HTTP proxy, Gottron's architecture (Gottron 2007 §4.2): the
// program is started listening on a loopback port, the page is requested through it from a
// one-document server (PageServer), and the proxy's response is the extracted content. The
// program's lifetime, deadline and cancellation are ProcessRunner's; once the response is in
// (or cannot come), the program's process group is killed. HTTP client by cpp-httplib (Debian's
// libcpp-httplib-dev), which sends the absolute request URI a proxy expects. Stateless; run()
// is thread-safe.
class ProxyRunner
{
public:
    struct Request
    {
        std::vector<std::string> argv;            // the command, {port} already replaced by `port`
        int port = 0;                             // where the program listens
        int pagePort = 0;                         // the PageServer's port on 127.0.0.1
        std::string pagePath = "/";               // what to request from it
        std::chrono::milliseconds timeout{30000}; // for everything: start, listen, answer
        std::size_t maxOutput = std::size_t{16} << 20; // bytes of the response body kept
        const std::atomic<bool> *cancel = nullptr;
    };

    struct Outcome
    {
        ProcessRunner::Outcome process; // status Stopped when it answered and was stopped
        int httpStatus = 0;             // 0: no response
        std::string body;               // at most maxOutput bytes
        bool capped = false;            // the body was longer than maxOutput
        std::string error;              // why there is no response (one line); "" when there is one
    };

    static Outcome run(const Request &request);
    // A loopback TCP port that is free at the time of asking (bound to port 0, read, released);
    // 0 with error when there is none. Another program may take it before ours binds it: then
    // ours fails to start, which is reported like any failure.
    static int freeLoopbackPort(std::string &error);
};

} // namespace core

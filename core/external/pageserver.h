#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>
#include <thread>

namespace httplib {
class Server;
}

namespace core {

// The one-document web server of Gottron 2007 §4.2: serves one page's bytes on a free loopback
// port, for an extractor that works as an HTTP proxy to fetch through. Every path answers with
// the page (the proxy may ask for it more than once); nothing else is reachable, and only from
// this machine. HTTP by cpp-httplib (Debian's libcpp-httplib-dev): a maintained library rather
// than hand-written HTTP parsing. Owns its server thread; start() and the destructor (which
// stops it) belong to one thread, requests() may be read from any.
class PageServer
{
public:
    PageServer(std::string bytes, std::string contentType);
    ~PageServer();
    PageServer(const PageServer &) = delete;
    PageServer &operator=(const PageServer &) = delete;

    // Binds 127.0.0.1 on a free port and starts serving; false with error when it cannot.
    bool start(std::string &error);
    int port() const { return m_port; }
    // The address to request the page at, e.g. http://127.0.0.1:40123/page.html
    std::string url() const;
    std::size_t requests() const { return m_requests.load(); }

private:
    std::string m_bytes;
    std::string m_contentType;
    std::unique_ptr<httplib::Server> m_server;
    std::thread m_thread;
    int m_port = -1;
    std::atomic<std::size_t> m_requests{0};
    std::atomic<bool> m_listenReturned{false};
};

} // namespace core

#include "pageserver.h"

#include <httplib.h>

#include <chrono>

namespace core {

PageServer::PageServer(std::string bytes, std::string contentType)
    : m_bytes(std::move(bytes)), m_contentType(std::move(contentType))
{
}

PageServer::~PageServer()
{
    if (m_thread.joinable()) {
        m_server->stop();
        m_thread.join();
    }
}

bool PageServer::start(std::string &error)
{
    m_server = std::make_unique<httplib::Server>();
    // One request at a time is all a proxy fetching one page needs; the library's default pool
    // would start a thread per core for every document.
    m_server->new_task_queue = [] { return new httplib::ThreadPool(1); };
    m_server->Get(".*", [this](const httplib::Request &, httplib::Response &response) {
        ++m_requests;
        response.set_content(m_bytes, m_contentType.c_str());
    });
    m_port = m_server->bind_to_any_port("127.0.0.1");
    if (m_port <= 0) {
        error = "cannot serve the page on a loopback port";
        return false;
    }
    m_thread = std::thread([this] {
        m_server->listen_after_bind();
        m_listenReturned = true;
    });
    // stop() is ignored until the server runs: wait for it, so that the destructor can stop it.
    while (!m_server->is_running() && !m_listenReturned)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (!m_server->is_running()) {
        m_thread.join();
        error = "cannot serve the page on a loopback port";
        return false;
    }
    return true;
}

std::string PageServer::url() const
{
    return "http://127.0.0.1:" + std::to_string(m_port) + "/page.html";
}

} // namespace core

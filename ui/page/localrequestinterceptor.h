#pragma once

#include <QWebEngineUrlRequestInterceptor>

#include <atomic>

namespace ui {

// Keeps the page view off the network unless the user typed a remote URL (docs/window.md,
// Hostile pages). The policy (allows()):
//  * requests for local schemes (file, qrc, data, blob, about) always pass;
//  * any other is blocked while remote loading is off (a file, a package document, a sample);
//  * with a typed remote URL the page loads as in a browser (its own origin and other hosts on
//    the web), except that a loopback or private-network host (127.0.0.0/8, ::1, localhost,
//    10/8, 172.16/12, 192.168/16, link-local, unique-local) is reached only by the user's own
//    request or by a page of that same host and port: a page from the web cannot probe the
//    user's machine or network. Host names are not resolved, so a public name that resolves to a
//    private address (DNS rebinding) is not recognised.
// Defence in depth: for file and qrc pages WebEngine already refuses remote subresources and
// navigations (LocalContentCanAccessRemoteUrls off); this also covers data: and blob: pages and
// a remote page's requests after the user navigated away from it.
// interceptRequest runs on WebEngine's IO thread, hence the atomic flag; allows() is a pure
// function.
class LocalRequestInterceptor : public QWebEngineUrlRequestInterceptor
{
    Q_OBJECT
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;

    void setRemoteAllowed(bool allowed) { m_remoteAllowed = allowed; }
    bool remoteAllowed() const { return m_remoteAllowed; }
    static bool isLocal(const QUrl &url);
    // A loopback or private-network host, by name (localhost) or address literal.
    static bool isPrivateHost(const QString &host);
    // The policy above for a request of url made by initiator (empty: the user, e.g. the typed
    // URL or a reload).
    static bool allows(const QUrl &url, const QUrl &initiator, bool remoteAllowed);

    void interceptRequest(QWebEngineUrlRequestInfo &info) override;

private:
    std::atomic<bool> m_remoteAllowed = false;
};

} // namespace ui

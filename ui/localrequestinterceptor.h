#pragma once

#include <QWebEngineUrlRequestInterceptor>

#include <atomic>

namespace ui {

// Keeps the page view off the network unless the user typed a remote URL (issue: "nothing is
// fetched from the network unless the user typed a remote URL"): requests for local schemes
// (file, qrc, data, blob, about) always pass; any other is blocked while remote loading is off.
// Defence in depth: for file and qrc pages WebEngine already refuses remote subresources and
// navigations (LocalContentCanAccessRemoteUrls off); this also covers data: and blob: pages and
// a remote page's requests after the user navigated away from it.
// interceptRequest runs on WebEngine's IO thread, hence the atomic flag.
class LocalRequestInterceptor : public QWebEngineUrlRequestInterceptor
{
    Q_OBJECT
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;

    void setRemoteAllowed(bool allowed) { m_remoteAllowed = allowed; }
    bool remoteAllowed() const { return m_remoteAllowed; }
    static bool isLocal(const QUrl &url);

    void interceptRequest(QWebEngineUrlRequestInfo &info) override;

private:
    std::atomic<bool> m_remoteAllowed = false;
};

} // namespace ui

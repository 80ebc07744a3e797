#include "localrequestinterceptor.h"

#include <QHostAddress>
#include <QUrl>

namespace ui {

namespace {

// The scheme family of a URL (a WebSocket talks to the HTTP server of its host and port).
QString schemeFamily(const QUrl &url)
{
    const QString scheme = url.scheme();
    if (scheme == QLatin1String("ws"))
        return QStringLiteral("http");
    if (scheme == QLatin1String("wss"))
        return QStringLiteral("https");
    return scheme;
}

int effectivePort(const QUrl &url)
{
    const QString family = schemeFamily(url);
    return url.port(family == QLatin1String("https")  ? 443
                    : family == QLatin1String("http") ? 80
                                                      : -1);
}

bool sameHostAndPort(const QUrl &a, const QUrl &b)
{
    return schemeFamily(a) == schemeFamily(b) && a.host() == b.host() &&
           effectivePort(a) == effectivePort(b);
}

} // namespace

bool LocalRequestInterceptor::isLocal(const QUrl &url)
{
    static const QStringList kLocal = {QStringLiteral("file"), QStringLiteral("qrc"),
                                       QStringLiteral("data"), QStringLiteral("blob"),
                                       QStringLiteral("about")};
    return kLocal.contains(url.scheme());
}

bool LocalRequestInterceptor::isPrivateHost(const QString &host)
{
    const QString name = host.toLower();
    if (name == QLatin1String("localhost") || name.endsWith(QLatin1String(".localhost")))
        return true;
    QHostAddress address;
    if (!address.setAddress(name.startsWith(QLatin1Char('[')) ? name.mid(1, name.size() - 2)
                                                              : name))
        return false; // a name: not resolved here
    bool mapped = false;
    if (const quint32 v4 = address.toIPv4Address(&mapped); mapped)
        address = QHostAddress(v4); // ::ffff:a.b.c.d is a.b.c.d
    // RFC 1918 private IPv4 and the shared address space of RFC 6598; Qt 6.4 has no
    // QHostAddress::isPrivateUse.
    static const QList<QPair<QHostAddress, int>> kPrivate = {
        QHostAddress::parseSubnet(QStringLiteral("10.0.0.0/8")),
        QHostAddress::parseSubnet(QStringLiteral("172.16.0.0/12")),
        QHostAddress::parseSubnet(QStringLiteral("192.168.0.0/16")),
        QHostAddress::parseSubnet(QStringLiteral("100.64.0.0/10")),
        QHostAddress::parseSubnet(QStringLiteral("0.0.0.0/8"))};
    if (address.isLoopback() || address.isLinkLocal() || address.isSiteLocal() ||
        address.isUniqueLocalUnicast() || address.isEqual(QHostAddress::AnyIPv6))
        return true;
    for (const auto &[net, bits] : kPrivate)
        if (address.isInSubnet(net, bits))
            return true;
    return false;
}

bool LocalRequestInterceptor::allows(const QUrl &url, const QUrl &initiator, bool remoteAllowed)
{
    if (isLocal(url))
        return true;
    if (!remoteAllowed)
        return false;
    if (!isPrivateHost(url.host()))
        return true;
    return initiator.isEmpty() || sameHostAndPort(url, initiator);
}

void LocalRequestInterceptor::interceptRequest(QWebEngineUrlRequestInfo &info)
{
    if (!allows(info.requestUrl(), info.initiator(), m_remoteAllowed))
        info.block(true);
}

} // namespace ui

#include "moc_localrequestinterceptor.cpp"

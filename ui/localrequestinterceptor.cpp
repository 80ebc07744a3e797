#include "localrequestinterceptor.h"

#include <QUrl>

namespace ui {

bool LocalRequestInterceptor::isLocal(const QUrl &url)
{
    static const QStringList kLocal = {QStringLiteral("file"), QStringLiteral("qrc"),
                                       QStringLiteral("data"), QStringLiteral("blob"),
                                       QStringLiteral("about")};
    return kLocal.contains(url.scheme());
}

void LocalRequestInterceptor::interceptRequest(QWebEngineUrlRequestInfo &info)
{
    if (!m_remoteAllowed && !isLocal(info.requestUrl()))
        info.block(true);
}

} // namespace ui

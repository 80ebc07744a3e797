#include "nodejson.h"

#include <document/document.h>

#include <QString>

QJsonObject nodeJson(const core::Document &doc, core::NodeId id)
{
    QJsonObject o;
    o[QStringLiteral("tag")] = QString::fromStdString(std::string(doc.name(id)));
    o[QStringLiteral("path")] = QString::fromStdString(doc.path(id));
    if (doc.node(id).renderId >= 0)
        o[QStringLiteral("renderId")] = doc.node(id).renderId;
    return o;
}

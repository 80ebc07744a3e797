#include "nodejson.h"

#include <document/document.h>

#include <QString>

namespace {

QJsonObject nodeJson(const core::Document &doc, core::NodeId id, const std::string &path)
{
    QJsonObject o;
    o[QStringLiteral("tag")] = QString::fromStdString(std::string(doc.name(id)));
    o[QStringLiteral("path")] = QString::fromStdString(path);
    if (doc.node(id).renderId >= 0)
        o[QStringLiteral("renderId")] = doc.node(id).renderId;
    return o;
}

} // namespace

std::vector<QJsonObject> nodesJson(const core::Document &doc, std::span<const core::NodeId> ids)
{
    const std::vector<std::string> paths = doc.paths(ids);
    std::vector<QJsonObject> out;
    out.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        out.push_back(nodeJson(doc, ids[i], paths[i]));
    return out;
}

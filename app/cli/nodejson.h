#pragma once

#include <document/node.h>

#include <QJsonObject>

namespace core {
class Document;
}

#include <span>
#include <vector>

// Nodes as the CLI's JSON names them, in the order of ids: tag, path (e.g. /html/body/div[2])
// and, for a rendered snapshot, the renderer's element number. The paths are computed together
// (Document::paths()): a list of thousands of nodes under one parent stays linear.
std::vector<QJsonObject> nodesJson(const core::Document &doc, std::span<const core::NodeId> ids);

#pragma once

#include <document/node.h>

#include <QJsonObject>

namespace core {
class Document;
}

// A node as the CLI's JSON names it: tag, path (e.g. /html/body/div[2]) and, for a rendered
// snapshot, the renderer's element number.
QJsonObject nodeJson(const core::Document &doc, core::NodeId id);

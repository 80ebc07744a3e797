#pragma once

#include <QJsonObject>

#include <string>

namespace core {
class Document;
class Trace;
struct TraceStep;
} // namespace core

// The JSON Lines of `boilerscope-cli extract --trace` (docs/traces.md): the trace's outline
// (phases and caps) added to the page's result object, and one object per step. Stateless.
class TraceJson
{
public:
    // Adds "type": "result", "steps", "phases" and "limits" to a page's result object.
    static void describe(QJsonObject &result, const core::Trace &trace);
    // One step as an object: "type": "step", file, extractor, step (0-based), phase, kind,
    // text, nodes (id, tag, path), nodesOmitted, chart and range when it has one, numbers.
    static QJsonObject step(const std::string &file, const core::Document &doc,
                            const core::Trace &trace, size_t index);
    // Every step, one compact JSON object per line.
    static std::string lines(const std::string &file, const core::Document &doc,
                             const core::Trace &trace);
};

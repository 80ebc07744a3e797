#pragma once

#include <document/document.h>
#include <extraction/extractionresult.h>
#include <extraction/textassembler.h>

#include <testpages.h>

#include <QStringList>

// The content writers' tests' way of choosing content, as an extractor would: whole nodes by
// path (Document::path, text nodes as ".../text()[2]"), or a part of a text node, or of an
// element's first text node ("PATH@BEGIN-END", byte offsets into its collapsed text).
namespace contenttest {

inline core::ExtractionResult choose(const core::Document &doc, const QStringList &choices)
{
    core::ExtractionResult r;
    std::vector<core::NodeId> roots;
    for (const QString &c : choices) {
        const qsizetype at = c.indexOf('@');
        const core::NodeId id = doc.findPath(c.left(at).toStdString());
        if (id == core::kNoNode)
            qFatal("no node %s", qPrintable(c));
        if (at < 0) {
            roots.push_back(id);
            const auto spans = core::TextAssembler::spansOf(doc, std::vector<core::NodeId>{id});
            r.spans.insert(r.spans.end(), spans.begin(), spans.end());
        } else {
            core::NodeId text = id;
            while (text < doc.node(id).end && !doc.node(text).isText())
                ++text;
            const QStringList range = c.mid(at + 1).split('-');
            r.spans.push_back({text, range[0].toUInt(), range[1].toUInt()});
        }
    }
    r.selected = roots;
    return r;
}

} // namespace contenttest

#pragma once

#include <document/document.h>
#include <extraction/extractionresult.h>

#include <QJsonObject>

namespace ui {

// A core::TextSpan as resources/js/annotate.js addresses text: {e, k, b, n, c}: the parent
// element's number (Node::renderId), the index of the text node among that element's text
// children, UTF-16 offsets of the span's ends in the collapsed text, and the highlight's kind.
// Stateless.
class PageSpan
{
public:
    static QJsonObject toJson(const core::Document &doc, const core::TextSpan &span,
                              const QString &kind);
};

} // namespace ui

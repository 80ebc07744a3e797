#include "pagespan.h"

#include <QString>

namespace ui {

QJsonObject PageSpan::toJson(const core::Document &doc, const core::TextSpan &span,
                             const QString &kind)
{
    const core::NodeId parent = doc.node(span.node).parent;
    int k = 0;
    for (core::NodeId c = doc.node(parent).firstChild; c != span.node; c = doc.node(c).nextSibling)
        k += doc.node(c).isText();
    const std::string_view text = doc.text(span.node);
    return {{QStringLiteral("e"), doc.node(parent).renderId},
            {QStringLiteral("k"), k},
            {QStringLiteral("b"), int(QString::fromUtf8(text.substr(0, span.begin)).size())},
            {QStringLiteral("n"), int(QString::fromUtf8(text.substr(0, span.end)).size())},
            {QStringLiteral("c"), kind}};
}

} // namespace ui

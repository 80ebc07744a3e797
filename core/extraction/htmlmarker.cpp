#include "htmlmarker.h"

#include <algorithm>
#include <vector>

namespace core {

std::string HtmlMarker::mark(const Document &doc, const ExtractionResult &result,
                             const std::string &extractorId)
{
    return markNodes(doc, result.selected, "data-boilerscope-chosen", extractorId, "#d62728",
                     "rgba(214,39,40,.08)");
}

std::string HtmlMarker::markNodes(const Document &doc, std::span<const NodeId> nodes,
                                  std::string_view attributeName, std::string_view value,
                                  std::string_view outline, std::string_view background)
{
    struct Insertion
    {
        std::uint32_t at;
        std::string text;
    };
    std::vector<Insertion> insertions;
    // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on "literal" +
    // std::string chains.
    std::string attribute = " ";
    attribute.append(attributeName).append("=\"").append(value).append("\"");
    for (NodeId id : nodes) {
        const Node &n = doc.node(id);
        if (n.isElement() && n.startTagLength > 0) {
            // After the tag name: "<div" + attribute + " class=...>"
            const std::string_view tag = doc.source().substr(n.srcBegin, n.startTagLength);
            size_t nameEnd = 1;
            while (nameEnd < tag.size() && tag[nameEnd] != ' ' && tag[nameEnd] != '>' &&
                   tag[nameEnd] != '/' && tag[nameEnd] != '\t' && tag[nameEnd] != '\n' &&
                   tag[nameEnd] != '\r')
                ++nameEnd;
            insertions.push_back({n.srcBegin + static_cast<std::uint32_t>(nameEnd), attribute});
        } else if (n.isText() && n.srcEnd > n.srcBegin) {
            insertions.push_back({n.srcBegin, "<mark" + attribute + ">"});
            insertions.push_back({n.srcEnd, "</mark>"});
        }
    }
    std::string style = "<style>[";
    style.append(attributeName)
        .append("]{outline:3px solid ")
        .append(outline)
        .append(" !important;outline-offset:-1px;background:")
        .append(background)
        .append(" !important}</style>");
    const NodeId head = doc.findPath("/html/head");
    std::uint32_t styleAt = 0;
    if (head != kNoNode && doc.node(head).startTagLength > 0)
        styleAt = doc.node(head).srcBegin + doc.node(head).startTagLength;
    // The output is UTF-8 whatever the page declared; a <meta charset> before the page's own
    // makes browsers decode it as such (the first declaration wins).
    insertions.push_back({styleAt, "<meta charset=\"utf-8\">" + style});
    std::stable_sort(insertions.begin(), insertions.end(),
                     [](const Insertion &a, const Insertion &b) { return a.at < b.at; });
    std::string out;
    const std::string_view src = doc.source();
    out.reserve(src.size() + insertions.size() * attribute.size() + style.size());
    std::uint32_t pos = 0;
    for (const Insertion &ins : insertions) {
        const std::uint32_t at =
            std::min<std::uint32_t>(ins.at, static_cast<std::uint32_t>(src.size()));
        out.append(src.substr(pos, at - pos));
        out += ins.text;
        pos = at;
    }
    out.append(src.substr(pos));
    return out;
}

} // namespace core

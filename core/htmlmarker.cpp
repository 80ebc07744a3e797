#include "htmlmarker.h"

#include <algorithm>
#include <vector>

namespace core {

std::string HtmlMarker::mark(const Document &doc, const ExtractionResult &result,
                             const std::string &extractorId)
{
    struct Insertion
    {
        std::uint32_t at;
        std::string text;
    };
    std::vector<Insertion> insertions;
    const std::string attribute = " data-boilerscope-chosen=\"" + extractorId + "\"";
    for (NodeId id : result.selected) {
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
    const std::string style = "<style>[data-boilerscope-chosen]{outline:3px solid #d62728 "
                              "!important;outline-offset:-1px;background:rgba(214,39,40,.08) "
                              "!important}</style>";
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

#include "pagefacts.h"

#include "textrules.h"

namespace core {

PageFacts PageFacts::of(const Document &doc)
{
    PageFacts facts;
    bool canonical = false;
    NodeId title = kNoNode;
    for (NodeId n = 0; n < doc.size(); ++n) {
        const Node &node = doc.node(n);
        if (!node.isElement())
            continue;
        if (node.tag == Tag::title && title == kNoNode)
            title = n;
        if (node.tag == Tag::meta && facts.type.empty() &&
            doc.attribute(n, "property") == "og:type")
            facts.type = doc.attribute(n, "content");
        if (canonical)
            continue;
        // A canonical link is the page's own statement of its address; og:url (Open Graph) is
        // for sharing and stands in only when there is none.
        if (node.tag == Tag::link && doc.attribute(n, "rel") == "canonical" &&
            !doc.attribute(n, "href").empty()) {
            facts.url = doc.attribute(n, "href");
            canonical = true;
        } else if (doc.attribute(n, "property") == "og:url" &&
                   !doc.attribute(n, "content").empty()) {
            facts.url = doc.attribute(n, "content");
        }
    }
    if (title != kNoNode) {
        std::string text;
        for (NodeId c = doc.node(title).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
            if (doc.node(c).isText())
                text += doc.text(c);
        facts.title = TextRules::normalize(text);
    }
    if (doc.htmlElement() != kNoNode)
        facts.language = doc.attribute(doc.htmlElement(), "lang");
    return facts;
}

} // namespace core

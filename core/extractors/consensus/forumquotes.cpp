#include "forumquotes.h"

#include "document/asciicase.h"

namespace core {

namespace {

// The first element child of n, kNoNode when it has none.
NodeId firstElementChild(const Document &doc, NodeId n)
{
    for (NodeId c = doc.node(n).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
        if (doc.node(c).isElement())
            return c;
    return kNoNode;
}

bool isQuote(const Document &doc, NodeId n)
{
    const Node &node = doc.node(n);
    const std::string_view classes = doc.attribute(n, "class");
    if (node.tag == Tag::aside)
        return forEachAsciiToken(
            classes, [](std::string_view token) { return asciiEqualsIgnoreCase(token, "quote"); });
    if (node.tag == Tag::blockquote) {
        NodeId first = firstElementChild(doc, n);
        if (first != kNoNode && doc.node(first).tag == Tag::div)
            first = firstElementChild(doc, first);
        if (first != kNoNode && doc.node(first).tag == Tag::cite)
            return true;
    }
    return forEachAsciiToken(classes, [](std::string_view token) {
        for (const std::string_view quote : ForumQuotes::kClassTokens)
            if (asciiEqualsIgnoreCase(token, quote))
                return true;
        return false;
    });
}

} // namespace

bool ForumQuotes::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() && isQuote(doc, n))
            return true;
    return false;
}

} // namespace core

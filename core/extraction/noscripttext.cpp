#include "noscripttext.h"

#include "document/tag.h"

namespace core {

bool NoscriptText::shell(const Document &doc)
{
    return doc.subtreeWords(doc.root()) < kShellMaxVisibleWords;
}

std::vector<char> NoscriptText::shown(const Document &doc)
{
    const auto n = static_cast<size_t>(doc.size());
    const NodeId body = doc.body() != kNoNode ? doc.body() : doc.root();
    std::vector<char> out(n, 0);
    for (NodeId i = 1; i < doc.size(); ++i) {
        const Node &nd = doc.node(i);
        const auto p = static_cast<size_t>(nd.parent);
        const bool noscript = nd.isElement() && nd.tag == Tag::noscript;
        // A <noscript> opens shown text where its parent is visible: not inside <head>, a
        // <template>, a hidden element or any other non-content element.
        const bool opens = noscript && doc.node(nd.parent).visible && doc.isAncestorOf(body, i);
        const bool blocked = nd.isElement() && isNonContent(nd.tag) && !noscript;
        out[static_cast<size_t>(i)] = nd.selfVisible && !blocked && (opens || out[p]);
    }
    return out;
}

} // namespace core

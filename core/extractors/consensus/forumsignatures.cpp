#include "forumsignatures.h"

#include "document/asciicase.h"

namespace core {

std::vector<char> ForumSignatures::of(const Document &doc)
{
    const auto size = static_cast<size_t>(doc.size());
    std::vector<char> inside(size, 0);
    for (NodeId n = 1; n < doc.size(); ++n) {
        const Node &node = doc.node(n);
        const auto i = static_cast<size_t>(n);
        inside[i] = node.parent == kNoNode ? 0 : inside[static_cast<size_t>(node.parent)];
        if (inside[i] || !node.isElement())
            continue;
        inside[i] = forEachAsciiToken(doc.attribute(n, "class"), [](std::string_view token) {
            for (size_t at = 0; at + kClassWord.size() <= token.size(); ++at)
                if (asciiEqualsIgnoreCase(token.substr(at, kClassWord.size()), kClassWord))
                    return true;
            return false;
        });
    }
    return inside;
}

} // namespace core

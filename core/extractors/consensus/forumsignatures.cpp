#include "forumsignatures.h"

#include "document/asciicase.h"

namespace core {

bool ForumSignatures::namesSignature(std::string_view classList)
{
    return forEachAsciiToken(classList, [](std::string_view token) {
        return asciiContainsIgnoreCase(token, kClassWord);
    });
}

bool ForumSignatures::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() && namesSignature(doc.attribute(n, "class")))
            return true;
    return false;
}

} // namespace core

#include "forumsignatures.h"

#include "document/asciicase.h"

namespace core {

bool ForumSignatures::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() &&
            forEachAsciiToken(doc.attribute(n, "class"), [](std::string_view token) {
                return asciiContainsIgnoreCase(token, kClassWord);
            }))
            return true;
    return false;
}

} // namespace core

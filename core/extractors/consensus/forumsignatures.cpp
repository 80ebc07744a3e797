#include "forumsignatures.h"

#include "document/asciicase.h"

namespace core {

namespace {

bool namesSignature(std::string_view token)
{
    constexpr std::string_view word = ForumSignatures::kClassWord;
    for (size_t at = 0; at + word.size() <= token.size(); ++at)
        if (asciiLower(token[at]) == word.front() &&
            asciiEqualsIgnoreCase(token.substr(at, word.size()), word))
            return true;
    return false;
}

} // namespace

bool ForumSignatures::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() && forEachAsciiToken(doc.attribute(n, "class"), namesSignature))
            return true;
    return false;
}

} // namespace core

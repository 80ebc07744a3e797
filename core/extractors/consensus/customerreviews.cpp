#include "customerreviews.h"

#include "document/asciicase.h"

namespace core {

bool CustomerReviews::names(std::string_view value)
{
    constexpr std::string_view kWord = "review";
    size_t start = 0;
    while (start < value.size()) {
        size_t end = value.find_first_of(" \t\n\r\f-_", start);
        if (end == std::string_view::npos)
            end = value.size();
        const std::string_view word = value.substr(start, end - start);
        if (word.size() >= kWord.size() &&
            asciiEqualsIgnoreCase(word.substr(0, kWord.size()), kWord))
            return true;
        start = end + 1;
    }
    return false;
}

bool CustomerReviews::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() &&
            (names(doc.attribute(n, "id")) || names(doc.attribute(n, "class"))))
            return true;
    return false;
}

} // namespace core

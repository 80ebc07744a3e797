#include "readercomments.h"

namespace core {

namespace {

// trafilatura's _COMMENTS_ID and _COMMENTS_CLASS start: "[Cc]omment(?!ary)" at the value's
// start.
bool startsWithComment(std::string_view value)
{
    constexpr std::string_view kRest = "omment";
    constexpr std::string_view kCommentary = "ary";
    if (value.empty() || (value.front() != 'c' && value.front() != 'C'))
        return false;
    value.remove_prefix(1);
    if (!value.starts_with(kRest))
        return false;
    value.remove_prefix(kRest.size());
    return !value.starts_with(kCommentary);
}

} // namespace

bool ReaderComments::names(Tag tag, std::string_view id, std::string_view classList)
{
    const bool list = tag == Tag::ul || tag == Tag::ol;
    if (!list && tag != Tag::div && tag != Tag::section && tag != Tag::details)
        return false;
    if (startsWithComment(id) || id.starts_with("comol"))
        return true;
    if (!list && (id.starts_with("disqus_thread") || id.starts_with("dsq-comments")))
        return true;
    return startsWithComment(classList) ||
           classList.find("article-comments") != std::string_view::npos ||
           classList.find("post-comments") != std::string_view::npos;
}

bool ReaderComments::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent) {
        const Node &e = doc.node(n);
        if (e.isElement() && names(e.tag, doc.attribute(n, "id"), doc.attribute(n, "class")))
            return true;
    }
    return false;
}

} // namespace core

#include "document.h"

#include <charconv>
#include <unordered_map>

namespace core {

std::string_view Document::text(NodeId id) const
{
    const Node &n = node(id);
    return std::string_view(m_text).substr(n.textBegin, n.textLength);
}

std::span<const Attribute> Document::attributes(NodeId id) const
{
    const Node &n = node(id);
    return std::span<const Attribute>(m_attributes).subspan(n.attrBegin, n.attrCount);
}

std::string_view Document::attribute(NodeId id, std::string_view name) const
{
    for (const Attribute &a : attributes(id))
        if (a.name == name)
            return a.value;
    return {};
}

bool Document::hasAttribute(NodeId id, std::string_view name) const
{
    for (const Attribute &a : attributes(id))
        if (a.name == name)
            return true;
    return false;
}

std::string_view Document::name(NodeId id) const
{
    const Node &n = node(id);
    switch (n.kind) {
    case NodeKind::Document:
        return "#document";
    case NodeKind::Text:
        return "#text";
    case NodeKind::Comment:
        return "#comment";
    case NodeKind::Element:
        break;
    }
    return n.tag == Tag::Unknown ? std::string_view(m_names[n.unknownName]) : tagName(n.tag);
}

std::vector<NodeId> Document::children(NodeId id) const
{
    std::vector<NodeId> out;
    out.reserve(static_cast<size_t>(node(id).childCount));
    for (NodeId c = node(id).firstChild; c != kNoNode; c = node(c).nextSibling)
        out.push_back(c);
    return out;
}

std::uint32_t Document::subtreeWords(NodeId id) const
{
    return m_wordsPrefix[static_cast<size_t>(node(id).end)] -
           m_wordsPrefix[static_cast<size_t>(id)];
}

std::uint32_t Document::subtreeChars(NodeId id) const
{
    return m_charsPrefix[static_cast<size_t>(node(id).end)] -
           m_charsPrefix[static_cast<size_t>(id)];
}

namespace {

// "text()" / "comment()" steps for non-elements, as in XPath.
std::string_view stepName(const Document &doc, NodeId id)
{
    switch (doc.node(id).kind) {
    case NodeKind::Text:
        return "text()";
    case NodeKind::Comment:
        return "comment()";
    default:
        return doc.name(id);
    }
}

// The steps of the children of parent, in order: each child's name, with its index among
// same-named siblings when it has any (or when the name holds a '[' of its own, so that
// findPath() can take the last bracket for the index).
std::vector<std::string> childSteps(const Document &doc, NodeId parent)
{
    std::vector<NodeId> children;
    for (NodeId s = doc.node(parent).firstChild; s != kNoNode; s = doc.node(s).nextSibling)
        children.push_back(s);
    std::unordered_map<std::string_view, int> total;
    for (NodeId s : children)
        ++total[stepName(doc, s)];
    std::unordered_map<std::string_view, int> seen;
    std::vector<std::string> steps;
    steps.reserve(children.size());
    for (NodeId s : children) {
        const std::string_view name = stepName(doc, s);
        std::string step(name);
        const int index = ++seen[name];
        if (total[name] > 1 || name.find('[') != std::string_view::npos)
            step += "[" + std::to_string(index) + "]";
        steps.push_back(std::move(step));
    }
    return steps;
}

} // namespace

std::string Document::path(NodeId id) const
{
    return paths(std::span<const NodeId>(&id, 1)).front();
}

std::vector<std::string> Document::paths(std::span<const NodeId> ids) const
{
    // Per parent: its children's steps and each child's position, computed on first use.
    std::unordered_map<NodeId, std::vector<std::string>> steps;
    std::unordered_map<NodeId, std::size_t> positions;
    auto stepOf = [&](NodeId n) -> const std::string & {
        const NodeId parent = node(n).parent;
        auto it = steps.find(parent);
        if (it == steps.end()) {
            it = steps.emplace(parent, childSteps(*this, parent)).first;
            std::size_t position = 0;
            for (NodeId s = node(parent).firstChild; s != kNoNode; s = node(s).nextSibling)
                positions.emplace(s, position++);
        }
        return it->second[positions.at(n)];
    };
    std::vector<std::string> out;
    out.reserve(ids.size());
    for (NodeId id : ids) {
        if (id <= 0 || id >= size()) {
            out.emplace_back("/");
            continue;
        }
        std::vector<const std::string *> chain;
        for (NodeId n = id; n > 0; n = node(n).parent)
            chain.push_back(&stepOf(n));
        std::string path;
        for (auto it = chain.rbegin(); it != chain.rend(); ++it)
            path += "/" + **it;
        out.push_back(std::move(path));
    }
    return out;
}

NodeId Document::findPath(std::string_view path) const
{
    NodeId current = root();
    size_t pos = 0;
    while (pos < path.size()) {
        if (path[pos] != '/')
            return kNoNode;
        size_t next = path.find('/', pos + 1);
        if (next == std::string_view::npos)
            next = path.size();
        std::string_view step = path.substr(pos + 1, next - pos - 1);
        pos = next;
        if (step.empty())
            continue;
        int index = 1;
        if (const size_t br = step.rfind('[');
            br != std::string_view::npos && step.ends_with(']')) {
            const auto digits = step.substr(br + 1, step.size() - br - 2);
            const auto [end, ec] =
                std::from_chars(digits.data(), digits.data() + digits.size(), index);
            if (ec != std::errc() || end != digits.data() + digits.size())
                return kNoNode;
            step = step.substr(0, br);
        }
        NodeId found = kNoNode;
        int seen = 0;
        for (NodeId c = node(current).firstChild; c != kNoNode; c = node(c).nextSibling) {
            if (stepName(*this, c) == step && ++seen == index) {
                found = c;
                break;
            }
        }
        if (found == kNoNode)
            return kNoNode;
        current = found;
    }
    return current;
}

NodeId Document::findRenderId(std::int32_t renderId) const
{
    if (renderId < 0 || static_cast<size_t>(renderId) >= m_byRenderId.size())
        return kNoNode;
    return m_byRenderId[static_cast<size_t>(renderId)];
}

} // namespace core

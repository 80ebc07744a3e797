#include "siterule.h"

#include "document/textrules.h"
#include "extraction/textassembler.h"
#include "io/jsonobject.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace core {

namespace {

constexpr std::string_view kFormat = "boilerscope-site-rule";
// Project choice: ids with a run of this many digits are taken for generated ones ("post-48213",
// "comment-1234") that do not carry over to other pages of the site.
constexpr std::size_t kGeneratedIdDigits = 3;

// A name CssSelector's subset can write: identifier characters only, not starting with a digit
// or '-' (which the parser would not take for a name).
bool writableClass(std::string_view name)
{
    return !name.empty() && !(name[0] >= '0' && name[0] <= '9') && name[0] != '-' &&
           std::all_of(name.begin(), name.end(), [](char c) {
               const auto u = static_cast<unsigned char>(c);
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || u >= 0x80;
           });
}

bool stableId(std::string_view id)
{
    std::size_t run = 0;
    for (char c : id) {
        run = (c >= '0' && c <= '9') ? run + 1 : 0;
        if (run >= kGeneratedIdDigits)
            return false;
    }
    return writableClass(id);
}

// Does the selector's topmost match equal the targets (sorted)?
bool exact(const Document &doc, const std::string &selector, const std::vector<NodeId> &targets)
{
    std::string error;
    const std::optional<CssSelector> s = CssSelector::parse(selector, error);
    return s && s->matchTopmost(doc) == targets;
}

std::vector<std::string> commonClasses(const Document &doc, const std::vector<NodeId> &targets)
{
    std::vector<std::string> common;
    for (const std::string &c : CssSelector::classesOf(doc, targets.front()))
        if (writableClass(c) && std::find(common.begin(), common.end(), c) == common.end())
            common.push_back(c);
    for (NodeId t : targets) {
        const std::vector<std::string> mine = CssSelector::classesOf(doc, t);
        std::erase_if(common, [&](const std::string &c) {
            return std::find(mine.begin(), mine.end(), c) == mine.end();
        });
    }
    return common;
}

// An element's own compound for anchoring: #id when stable, else tag.classes, else the tag.
std::string compoundOf(const Document &doc, NodeId node)
{
    const std::string_view id = doc.attribute(node, "id");
    if (stableId(id))
        return "#" + std::string(id);
    std::string out(doc.name(node));
    for (const std::string &c : CssSelector::classesOf(doc, node))
        if (writableClass(c))
            out += "." + c;
    return out;
}

// The path from <html> to node as child steps, :nth-of-type where a sibling shares the tag.
std::string pathOf(const Document &doc, NodeId node)
{
    std::vector<std::string> steps;
    for (NodeId n = node; n != kNoNode && doc.node(n).isElement(); n = doc.node(n).parent) {
        std::string step(doc.name(n));
        const NodeId parent = doc.node(n).parent;
        bool shared = false;
        if (parent != kNoNode)
            for (NodeId c = doc.node(parent).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
                shared =
                    shared || (c != n && doc.node(c).isElement() && doc.name(c) == doc.name(n));
        if (shared)
            step += ":nth-of-type(" + std::to_string(CssSelector::nthOfType(doc, n)) + ")";
        steps.push_back(std::move(step));
    }
    std::string out;
    for (auto it = steps.rbegin(); it != steps.rend(); ++it)
        out += (out.empty() ? "" : " > ") + *it;
    return out;
}

NodeId commonAncestor(const Document &doc, const std::vector<NodeId> &targets)
{
    NodeId a = doc.node(targets.front()).parent;
    for (NodeId t : targets)
        while (a != kNoNode && !doc.isAncestorOf(a, t))
            a = doc.node(a).parent;
    return a;
}

} // namespace

std::optional<SiteRule> SiteRule::parse(std::string_view bytes, std::string &error)
{
    SiteRule rule;
    const nlohmann::json j = nlohmann::json::parse(bytes, nullptr, false);
    if (j.is_object()) {
        const auto format = j.find("format");
        const auto selector = j.find("selector");
        if (format == j.end() || *format != kFormat) {
            error = "not a site rule (\"format\" must be \"" + std::string(kFormat) + "\")";
            return std::nullopt;
        }
        if (selector == j.end() || !selector->is_string()) {
            error = "\"selector\" must be a string";
            return std::nullopt;
        }
        rule.selector = selector->get<std::string>();
        rule.site = JsonObject::stringOf(j, "site");
        rule.source = JsonObject::stringOf(j, "source");
    } else {
        // A plain text rule: its first non-empty line.
        std::size_t pos = 0;
        while (pos < bytes.size() && rule.selector.empty()) {
            std::size_t end = bytes.find('\n', pos);
            if (end == std::string_view::npos)
                end = bytes.size();
            rule.selector = TextRules::normalize(bytes.substr(pos, end - pos));
            pos = end + 1;
        }
    }
    if (rule.selector.empty()) {
        error = "no selector";
        return std::nullopt;
    }
    if (!CssSelector::parse(rule.selector, error))
        return std::nullopt;
    return rule;
}

std::string SiteRule::json() const
{
    nlohmann::json j = nlohmann::json::object();
    j["format"] = kFormat;
    j["version"] = 1;
    j["selector"] = selector;
    j["site"] = site;
    j["source"] = source;
    return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

SiteRule::Match SiteRule::apply(const Document &doc, const CssSelector &compiled) const
{
    Match m;
    m.nodes = compiled.matchTopmost(doc);
    const std::vector<TextSpan> spans = TextAssembler::spansOf(doc, m.nodes);
    m.text = TextAssembler::assemble(doc, spans);
    m.words = TextRules::countWords(m.text);
    m.pageWords = doc.subtreeWords(doc.root());
    return m;
}

std::vector<GoldNode> SiteRule::goldNodes(const Document &doc, const Match &match)
{
    std::vector<GoldNode> out;
    std::vector<std::string> paths = doc.paths(match.nodes);
    for (std::size_t i = 0; i < match.nodes.size(); ++i) {
        GoldNode g;
        g.path = std::move(paths[i]);
        g.renderId = doc.node(match.nodes[i]).renderId;
        out.push_back(std::move(g));
    }
    return out;
}

std::optional<std::string> SiteRule::propose(const Document &doc, std::span<const NodeId> marked,
                                             std::string &error)
{
    std::set<NodeId> elements;
    for (NodeId n : marked) {
        NodeId e = n;
        while (e != kNoNode && !doc.node(e).isElement())
            e = doc.node(e).parent;
        if (e != kNoNode)
            elements.insert(e);
    }
    std::vector<NodeId> targets;
    NodeId skipUntil = 0;
    for (NodeId e : elements) {
        if (e < skipUntil)
            continue;
        targets.push_back(e);
        skipUntil = doc.node(e).end;
    }
    if (targets.empty()) {
        error = "nothing is marked on this page";
        return std::nullopt;
    }

    const std::string_view tag = doc.name(targets.front());
    const bool sameTag =
        std::all_of(targets.begin(), targets.end(), [&](NodeId t) { return doc.name(t) == tag; });
    const std::vector<std::string> classes =
        sameTag ? commonClasses(doc, targets) : std::vector<std::string>();
    std::vector<std::string> typed; // the targets as "tag", "tag.c", "tag.c1.c2"
    if (sameTag) {
        for (const std::string &c : classes)
            typed.push_back(std::string(tag) + "." + c);
        if (classes.size() > 1) {
            std::string all(tag);
            for (const std::string &c : classes)
                all += "." + c;
            typed.push_back(all);
        }
        for (const std::string &candidate : typed)
            if (exact(doc, candidate, targets))
                return candidate;
        typed.insert(typed.begin(), std::string(tag));
    }
    if (targets.size() == 1 && stableId(doc.attribute(targets.front(), "id"))) {
        const std::string candidate = "#" + std::string(doc.attribute(targets.front(), "id"));
        if (exact(doc, candidate, targets))
            return candidate;
    }
    if (sameTag) {
        const NodeId common = commonAncestor(doc, targets);
        const bool allChildren = std::all_of(
            targets.begin(), targets.end(), [&](NodeId t) { return doc.node(t).parent == common; });
        for (NodeId anchor = common; anchor != kNoNode && doc.node(anchor).isElement();
             anchor = doc.node(anchor).parent) {
            const std::string a = compoundOf(doc, anchor);
            if (a == doc.name(anchor) && anchor != common)
                continue; // a bare tag above the common ancestor says nothing new
            for (const std::string &t : typed) {
                if (anchor == common && allChildren && exact(doc, a + " > " + t, targets))
                    return a + " > " + t;
                if (exact(doc, a + " " + t, targets))
                    return a + " " + t;
            }
        }
    }
    std::string list;
    for (NodeId t : targets)
        list += (list.empty() ? "" : ", ") + pathOf(doc, t);
    // An element name that is no CSS name (HTML keeps "d<div" or "x:y" as a tag name) makes even
    // the paths unusable.
    if (!exact(doc, list, targets)) {
        error = "no selector of the supported subset picks exactly the marked elements (a tag "
                "name on their paths is no CSS name)";
        return std::nullopt;
    }
    return list;
}

} // namespace core

#include "cssselector.h"

#include "asciicase.h"
#include "textdecoder.h"

#include <algorithm>

namespace core {

namespace {

bool isIdentChar(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || u >= 0x80;
}

// A character of the selector in a message: quoted when printable ASCII, else as its byte value
// (a control character, a newline included, would break the one-line message).
std::string quoted(char c)
{
    if (c >= 0x20 && c < 0x7F)
        return std::string("'") + c + "'";
    static constexpr char kHex[] = "0123456789ABCDEF";
    const auto u = static_cast<unsigned char>(c);
    return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 0xF];
}

class Parser
{
public:
    Parser(std::string_view text, std::string &error) : m_text(text), m_error(error) {}

    std::optional<std::vector<CssSelector::Complex>> list()
    {
        std::vector<CssSelector::Complex> out;
        for (;;) {
            skipSpace();
            CssSelector::Complex c;
            if (!complex(c))
                return std::nullopt;
            out.push_back(std::move(c));
            skipSpace();
            if (m_pos == m_text.size())
                return out;
            if (m_text[m_pos] != ',') {
                fail("expected ',' or the end");
                return std::nullopt;
            }
            ++m_pos;
        }
    }

private:
    bool complex(CssSelector::Complex &c)
    {
        CssSelector::Compound first;
        if (!compound(first))
            return false;
        c.compounds.push_back(std::move(first));
        for (;;) {
            const std::size_t before = m_pos;
            skipSpace();
            if (m_pos == m_text.size() || m_text[m_pos] == ',')
                return true;
            char combinator = ' ';
            if (m_text[m_pos] == '>') {
                combinator = '>';
                ++m_pos;
                skipSpace();
            } else if (m_pos == before) {
                return fail("unexpected " + quoted(m_text[m_pos]));
            }
            CssSelector::Compound next;
            if (!compound(next))
                return false;
            c.combinators.push_back(combinator);
            c.compounds.push_back(std::move(next));
        }
    }

    bool compound(CssSelector::Compound &c)
    {
        const std::size_t start = m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '*') {
            ++m_pos;
        } else if (m_pos < m_text.size() && isIdentChar(m_text[m_pos]) && m_text[m_pos] != '-') {
            c.tag = asciiLower(ident());
        }
        for (;;) {
            if (m_pos >= m_text.size())
                break;
            const char c0 = m_text[m_pos];
            if (c0 == '#' || c0 == '.') {
                ++m_pos;
                std::string name = ident();
                if (name.empty())
                    return fail(std::string("a name must follow '") + c0 + "'");
                if (c0 == '#') {
                    if (!c.id.empty())
                        return fail("two ids in one compound selector");
                    c.id = std::move(name);
                } else {
                    c.classes.push_back(std::move(name));
                }
            } else if (c0 == ':') {
                if (!nth(c))
                    return false;
            } else if (c0 == '[') {
                return fail("attribute selectors ([...]) are not in the supported subset");
            } else if (c0 == '+' || c0 == '~') {
                return fail(std::string("the '") + c0 +
                            "' combinator is not in the supported subset");
            } else {
                break;
            }
        }
        if (m_pos == start)
            return fail(m_pos < m_text.size() ? "unexpected " + quoted(m_text[m_pos])
                                              : std::string("a selector is missing"));
        return true;
    }

    bool nth(CssSelector::Compound &c)
    {
        constexpr std::string_view prefix = ":nth-of-type(";
        if (m_text.substr(m_pos, prefix.size()) != prefix)
            return fail("only the :nth-of-type(N) pseudo-class is supported");
        m_pos += prefix.size();
        long n = 0;
        const std::size_t digits = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9' && n < 1000000)
            n = n * 10 + (m_text[m_pos++] - '0');
        if (m_pos == digits || n < 1 || n >= 1000000 || m_pos >= m_text.size() ||
            m_text[m_pos] != ')')
            return fail(":nth-of-type needs a positive integer, as in :nth-of-type(2)");
        ++m_pos;
        if (c.nthOfType != 0)
            return fail("two :nth-of-type in one compound selector");
        c.nthOfType = static_cast<int>(n);
        return true;
    }

    std::string ident()
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() && isIdentChar(m_text[m_pos]))
            ++m_pos;
        return std::string(m_text.substr(start, m_pos - start));
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && isAsciiWhitespace(m_text[m_pos]))
            ++m_pos;
    }

    bool fail(const std::string &what)
    {
        m_error = "selector at " + std::to_string(m_pos + 1) + ": " + what;
        return false;
    }

    std::string_view m_text;
    std::string &m_error;
    std::size_t m_pos = 0;
};

bool matchesCompound(const Document &doc, NodeId node, const CssSelector::Compound &c)
{
    if (!doc.node(node).isElement())
        return false;
    if (!c.tag.empty() && doc.name(node) != c.tag)
        return false;
    if (!c.id.empty() && doc.attribute(node, "id") != c.id)
        return false;
    if (!c.classes.empty()) {
        const std::vector<std::string> classes = CssSelector::classesOf(doc, node);
        for (const std::string &wanted : c.classes)
            if (std::find(classes.begin(), classes.end(), wanted) == classes.end())
                return false;
    }
    return c.nthOfType == 0 || CssSelector::nthOfType(doc, node) == c.nthOfType;
}

// Which of `nodes` match complex c. `nodes` is in pre-order and `parentOf(i)` is the index in
// `nodes` of node i's parent, or -1 when it is not among them. Dynamic programming over the
// compounds, so that descendant combinators cost no backtracking: O(nodes x compounds) for any
// selector (a rule is user input; "div div div div" on a deep page must not take forever).
template <typename ParentOf>
std::vector<char> matchAll(const Document &doc, const std::vector<NodeId> &nodes,
                           const CssSelector::Complex &c, ParentOf parentOf)
{
    const std::size_t n = nodes.size();
    // prefix[i]: compounds 0..k match ending at node i; below[i]: some proper ancestor of i
    // (among nodes) has prefix set.
    std::vector<char> prefix(n), below(n);
    for (std::size_t k = 0; k < c.compounds.size(); ++k) {
        std::vector<char> next(n, 0);
        for (std::size_t i = 0; i < n; ++i) {
            if (!matchesCompound(doc, nodes[i], c.compounds[k]))
                continue;
            if (k == 0) {
                next[i] = 1;
                continue;
            }
            const long p = parentOf(i);
            next[i] = c.combinators[k - 1] == '>'
                          ? (p >= 0 && prefix[std::size_t(p)])
                          : (p >= 0 && (prefix[std::size_t(p)] || below[std::size_t(p)]));
        }
        prefix = std::move(next);
        // below for the next round: an ancestor with prefix set.
        for (std::size_t i = 0; i < n; ++i) {
            const long p = parentOf(i);
            below[i] = p >= 0 && (prefix[std::size_t(p)] || below[std::size_t(p)]);
        }
    }
    return prefix;
}

} // namespace

std::optional<CssSelector> CssSelector::parse(std::string_view text, std::string &error)
{
    // Identifiers may hold non-ASCII characters, so bytes that are not UTF-8 would make a
    // selector that no rule file (JSON, UTF-8) can store.
    if (!TextDecoder::isValidUtf8(text)) {
        error = "selector: not UTF-8";
        return std::nullopt;
    }
    Parser parser(text, error);
    std::optional<std::vector<Complex>> list = parser.list();
    if (!list)
        return std::nullopt;
    CssSelector s;
    s.m_alternatives = std::move(*list);
    return s;
}

std::string CssSelector::text() const
{
    std::string out;
    for (const Complex &c : m_alternatives) {
        if (!out.empty())
            out += ", ";
        for (std::size_t i = 0; i < c.compounds.size(); ++i) {
            if (i > 0)
                out += c.combinators[i - 1] == '>' ? " > " : " ";
            const Compound &p = c.compounds[i];
            const std::size_t before = out.size();
            out += p.tag;
            if (!p.id.empty())
                out += "#" + p.id;
            for (const std::string &cls : p.classes)
                out += "." + cls;
            if (p.nthOfType > 0)
                out += ":nth-of-type(" + std::to_string(p.nthOfType) + ")";
            if (out.size() == before)
                out += "*";
        }
    }
    return out;
}

bool CssSelector::matches(const Document &doc, NodeId node) const
{
    // Only the node's ancestors matter: the chain from the root down to it.
    std::vector<NodeId> chain;
    for (NodeId p = node; p != kNoNode; p = doc.node(p).parent)
        chain.push_back(p);
    std::reverse(chain.begin(), chain.end());
    const auto parentOf = [](std::size_t i) { return static_cast<long>(i) - 1; };
    for (const Complex &c : m_alternatives)
        if (matchAll(doc, chain, c, parentOf).back())
            return true;
    return false;
}

std::vector<NodeId> CssSelector::match(const Document &doc) const
{
    std::vector<NodeId> all(static_cast<std::size_t>(doc.size()));
    for (NodeId id = 0; id < doc.size(); ++id)
        all[static_cast<std::size_t>(id)] = id;
    const auto parentOf = [&doc](std::size_t i) {
        return static_cast<long>(doc.node(static_cast<NodeId>(i)).parent);
    };
    std::vector<char> any(all.size(), 0);
    for (const Complex &c : m_alternatives) {
        const std::vector<char> m = matchAll(doc, all, c, parentOf);
        for (std::size_t i = 0; i < m.size(); ++i)
            any[i] = any[i] || m[i];
    }
    std::vector<NodeId> out;
    for (std::size_t i = 0; i < any.size(); ++i)
        if (any[i])
            out.push_back(static_cast<NodeId>(i));
    return out;
}

std::vector<NodeId> CssSelector::matchTopmost(const Document &doc) const
{
    std::vector<NodeId> out;
    NodeId skipUntil = 0;
    for (NodeId id : match(doc)) {
        if (id < skipUntil)
            continue;
        out.push_back(id);
        skipUntil = doc.node(id).end;
    }
    return out;
}

std::vector<std::string> CssSelector::classesOf(const Document &doc, NodeId node)
{
    std::vector<std::string> out;
    forEachAsciiToken(doc.attribute(node, "class"), [&out](std::string_view token) {
        out.emplace_back(token);
        return false;
    });
    return out;
}

int CssSelector::nthOfType(const Document &doc, NodeId node)
{
    const NodeId parent = doc.node(node).parent;
    if (parent == kNoNode)
        return 1;
    int n = 0;
    for (NodeId c = doc.node(parent).firstChild; c != kNoNode; c = doc.node(c).nextSibling) {
        if (doc.node(c).isElement() && doc.name(c) == doc.name(node))
            ++n;
        if (c == node)
            break;
    }
    return n;
}

} // namespace core

#include "pagelandmarks.h"

namespace core {

namespace {

// What a node's way up from the root holds, as the pre-order walk carries it down.
struct Way
{
    PageLandmarks::Kind landmark = PageLandmarks::Kind::None;
    bool content = false; // a <main> or an <article>
    bool scoped = false;  // a <section>, <nav> or <aside>: scopes a <header> or <footer>
};

} // namespace

std::vector<PageLandmarks::Kind> PageLandmarks::of(const Document &doc)
{
    const auto n = static_cast<size_t>(doc.size());
    std::vector<Way> ways(n);
    std::vector<Kind> kinds(n, Kind::None);
    // A node's parent precedes it in the flat pre-order: one pass carries each way down.
    for (NodeId id = 1; id < doc.size(); ++id) {
        const Node &node = doc.node(id);
        Way way = ways[static_cast<size_t>(node.parent)];
        if (node.isElement()) {
            switch (node.tag) {
            case Tag::main:
            case Tag::article:
                way.content = true;
                break;
            case Tag::header:
            case Tag::footer:
                if (way.landmark == Kind::None && !way.scoped)
                    way.landmark = node.tag == Tag::header ? Kind::Header : Kind::Footer;
                break;
            case Tag::nav:
            case Tag::aside:
                if (way.landmark == Kind::None)
                    way.landmark = node.tag == Tag::nav ? Kind::Navigation : Kind::Aside;
                way.scoped = true;
                break;
            case Tag::section:
                way.scoped = true;
                break;
            default:
                break;
            }
        }
        ways[static_cast<size_t>(id)] = way;
        if (!way.content)
            kinds[static_cast<size_t>(id)] = way.landmark;
    }
    return kinds;
}

} // namespace core

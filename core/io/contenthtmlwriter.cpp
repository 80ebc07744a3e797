#include "contenthtmlwriter.h"

namespace core {

namespace {

void escape(std::string &out, std::string_view text, bool attribute)
{
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            if (attribute) {
                out += "&quot;";
                break;
            }
            [[fallthrough]];
        default:
            out += c;
        }
    }
}

void write(std::string &out, const ContentOutline &outline, const ContentOutline::Item &item)
{
    using Kind = ContentOutline::Kind;
    switch (item.kind) {
    case Kind::Text:
        escape(out, item.text, false);
        return;
    case Kind::Image:
        out += "<img src=\"";
        escape(out, item.url, true);
        out += "\" alt=\"";
        escape(out, item.text, true);
        out += "\">";
        return;
    case Kind::Break:
        out += "<br>";
        return;
    case Kind::Rule:
        out += "<hr>\n";
        return;
    case Kind::Block:
    case Kind::Inline:
        break;
    }
    const bool root = item.tag == Tag::None;
    const std::string_view name = tagName(item.tag);
    if (!root) {
        out += '<';
        out += name;
        if (item.tag == Tag::a) {
            out += " href=\"";
            escape(out, item.url, true);
            out += '"';
        } else if (item.tag == Tag::ol && item.number > 1) {
            out += " start=\"" + std::to_string(item.number) + '"';
        } else if ((item.tag == Tag::td || item.tag == Tag::th) && item.number > 1) {
            out += " colspan=\"" + std::to_string(item.number) + '"';
        }
        out += '>';
    }
    // Containers of blocks put each child block on a line of its own.
    const bool blockContainer =
        item.kind == Kind::Block &&
        (item.tag == Tag::ul || item.tag == Tag::ol || item.tag == Tag::table ||
         item.tag == Tag::tr || item.tag == Tag::dl || item.tag == Tag::blockquote ||
         item.tag == Tag::figure);
    if (blockContainer)
        out += '\n';
    for (std::int32_t child : item.children)
        write(out, outline, outline.items[static_cast<size_t>(child)]);
    if (!root) {
        out += "</";
        out += name;
        out += '>';
        if (item.kind == Kind::Block)
            out += '\n';
    }
}

} // namespace

std::string ContentHtmlWriter::fragment(const ContentOutline &outline)
{
    std::string out;
    if (!outline.items.empty())
        write(out, outline, outline.root());
    return out;
}

std::string ContentHtmlWriter::document(const ContentOutline &outline)
{
    std::string out = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>";
    escape(out, outline.title, false);
    out += "</title>\n</head>\n<body>\n";
    out += fragment(outline);
    out += "</body>\n</html>\n";
    return out;
}

} // namespace core

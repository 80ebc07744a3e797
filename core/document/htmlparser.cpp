#include "htmlparser.h"

#include "documentbuilder.h"
#include "largestackthread.h"
#include "noscriptguard.h"
#include "parsearena.h"

#include <gumbo.h>

#include <array>
#include <csetjmp>
#include <cstring>
#include <limits>
#include <new>
#include <string_view>
#include <vector>

namespace core {

namespace {

// Project choice: 512 MiB of reserved (not committed) stack, should any of gumbo's code recurse
// with the depth; DocumentLoader refuses pages nested deeper than kMaxNestingDepth, but
// HtmlParser::parse takes any page.
constexpr size_t kParserStackBytes = 512u << 20;

Tag mapTag(GumboTag tag)
{
    static const std::array<Tag, GUMBO_TAG_LAST + 1> table = [] {
        std::array<Tag, GUMBO_TAG_LAST + 1> t{};
        for (int i = 0; i <= GUMBO_TAG_LAST; ++i) {
            const auto g = static_cast<GumboTag>(i);
            t[static_cast<size_t>(i)] =
                g >= GUMBO_TAG_UNKNOWN ? Tag::Unknown : tagFromName(gumbo_normalized_tagname(g));
        }
        return t;
    }();
    return table[static_cast<size_t>(tag)];
}

std::string_view piece(const GumboStringPiece &p)
{
    return p.data ? std::string_view(p.data, p.length) : std::string_view();
}

std::uint32_t offsetOf(const char *base, const GumboStringPiece &p, std::uint32_t fallback)
{
    return p.data ? static_cast<std::uint32_t>(p.data - base) : fallback;
}

// The element's name as in the source: gumbo's lowercase name, or for unknown tags the name it
// was written with.
std::string_view elementName(const GumboElement &e)
{
    if (e.tag != GUMBO_TAG_UNKNOWN)
        return gumbo_normalized_tagname(e.tag);
    GumboStringPiece original = e.original_tag;
    gumbo_tag_from_original_text(&original);
    return piece(original);
}

// gumbo hands an element that an ancestor's end tag closed (<td> by </table>) that ancestor's end
// tag; only an end tag naming the element itself was written for it.
bool endTagNames(const GumboStringPiece &endTag, std::string_view name)
{
    std::string_view t = piece(endTag);
    if (t.size() < 2 + name.size() || t[0] != '<' || t[1] != '/')
        return false;
    t.remove_prefix(2);
    for (size_t i = 0; i < name.size(); ++i) {
        char c = t[i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        char n = name[i];
        if (n >= 'A' && n <= 'Z')
            n = static_cast<char>(n - 'A' + 'a');
        if (c != n)
            return false;
    }
    const char after = t.size() > name.size() ? t[name.size()] : '>';
    return after == '>' || after == '/' || after == ' ' || after == '\t' || after == '\n' ||
           after == '\r' || after == '\f';
}

void build(const GumboOutput *output, std::string_view source, DocumentBuilder &builder)
{
    const char *base = source.data();
    struct Frame
    {
        const GumboNode *node;
        unsigned next; // next child to visit
    };
    std::vector<Frame> stack;
    const GumboVector &top = output->document->v.document.children;
    for (unsigned i = 0; i < top.length; ++i) {
        stack.push_back({static_cast<const GumboNode *>(top.data[i]), 0});
        while (!stack.empty()) {
            Frame &f = stack.back();
            const GumboNode *n = f.node;
            if (n->type == GUMBO_NODE_ELEMENT || n->type == GUMBO_NODE_TEMPLATE) {
                const GumboElement &e = n->v.element;
                if (f.next == 0) {
                    std::vector<Attribute> attrs;
                    attrs.reserve(e.attributes.length);
                    for (unsigned a = 0; a < e.attributes.length; ++a) {
                        const auto *attr =
                            static_cast<const GumboAttribute *>(e.attributes.data[a]);
                        std::string name(attr->name);
                        for (char &c : name)
                            if (c >= 'A' && c <= 'Z')
                                c = static_cast<char>(c - 'A' + 'a');
                        attrs.push_back({std::move(name), attr->value});
                    }
                    builder.openElement(mapTag(e.tag), elementName(e), std::move(attrs),
                                        offsetOf(base, e.original_tag, e.start_pos.offset),
                                        static_cast<std::uint32_t>(e.original_tag.length));
                }
                if (f.next < e.children.length) {
                    const auto *child = static_cast<const GumboNode *>(e.children.data[f.next++]);
                    stack.push_back({child, 0});
                    continue;
                }
                const bool written = endTagNames(e.original_end_tag, elementName(e));
                builder.closeElement(offsetOf(base, e.original_end_tag, e.end_pos.offset),
                                     written ? static_cast<std::uint32_t>(e.original_end_tag.length)
                                             : 0);
            } else {
                const GumboText &t = n->v.text;
                const std::uint32_t begin = offsetOf(base, t.original_text, t.start_pos.offset);
                const auto end = begin + static_cast<std::uint32_t>(t.original_text.length);
                if (n->type == GUMBO_NODE_COMMENT)
                    builder.addComment(t.text, begin, end);
                else
                    builder.addText(t.text, begin, end);
            }
            stack.pop_back();
        }
    }
}

// What the document builder needs room for: nodes, attributes and bytes of text and comments.
struct TreeSize
{
    std::size_t nodes = 1; // the document node
    std::size_t attributes = 0;
    std::size_t textBytes = 0;
};

TreeSize measure(const GumboOutput *output)
{
    TreeSize size;
    std::vector<const GumboNode *> stack;
    const GumboVector &top = output->document->v.document.children;
    for (unsigned i = 0; i < top.length; ++i)
        stack.push_back(static_cast<const GumboNode *>(top.data[i]));
    while (!stack.empty()) {
        const GumboNode *n = stack.back();
        stack.pop_back();
        ++size.nodes;
        if (n->type == GUMBO_NODE_ELEMENT || n->type == GUMBO_NODE_TEMPLATE) {
            const GumboElement &e = n->v.element;
            size.attributes += e.attributes.length;
            for (unsigned c = 0; c < e.children.length; ++c)
                stack.push_back(static_cast<const GumboNode *>(e.children.data[c]));
        } else if (n->v.text.text) {
            size.textBytes += std::strlen(n->v.text.text);
        }
    }
    return size;
}

// gumbo's allocator hands out the blocks of the parse's arena; when the arena refuses one, it
// jumps back out of gumbo_parse (see runGumbo).
struct GumboRun
{
    ParseArena *arena;
    std::jmp_buf outOfBudget;
};

void *allocateBlock(void *userdata, size_t size)
{
    auto *run = static_cast<GumboRun *>(userdata);
    void *block = run->arena->allocate(size);
    if (!block)
        std::longjmp(run->outOfBudget, 1);
    return block;
}

void freeBlock(void *userdata, void *block)
{
    static_cast<GumboRun *>(userdata)->arena->deallocate(block);
}

// gumbo's output; nullptr when its arena refused a block. gumbo can neither be stopped nor
// survive a failed allocation, so the allocator jumps back here over gumbo's frames: C code
// with nothing to destroy, whose memory all lives in the arena. No object with a destructor may
// live in this function.
GumboOutput *runGumbo(GumboRun &run, const GumboOptions &options, std::string_view source)
{
    if (setjmp(run.outOfBudget) != 0)
        return nullptr;
    return gumbo_parse_with_options(&options, source.data(), source.size());
}

struct Job
{
    std::string source;
    std::string encoding;
    std::size_t treeBudget;
    std::optional<Document> result;
};

void parseJob(Job *job)
{
    ParseArena arena(job->treeBudget);
    GumboRun run{&arena, {}};
    GumboOptions options = kGumboDefaultOptions;
    options.max_errors = 0; // errors are not reported to users; do not spend memory on them
    options.allocator = &allocateBlock;
    options.deallocator = &freeBlock;
    options.userdata = &run;
    DocumentBuilder builder(std::move(job->source), std::move(job->encoding));
    // gumbo reads the page, or a copy of it with the noscripts read as a browser with scripts
    // reads them (NoscriptGuard); of the same length, so that offsets into it are the page's.
    const std::string guarded = NoscriptGuard::withoutUnclosedRawText(builder.source());
    const std::string_view source = guarded.empty() ? builder.source() : guarded;
    const GumboOutput *output = runGumbo(run, options, source);
    if (!output)
        return;
    const TreeSize size = measure(output);
    builder.reserve(size.nodes, size.attributes, size.textBytes);
    build(output, source, builder);
    job->result = builder.finish();
    // The arena frees gumbo's tree at once (no gumbo_destroy_output).
}

} // namespace

Document HtmlParser::parse(std::string utf8, std::string encoding)
{
    std::optional<Document> document =
        parseWithin(std::numeric_limits<std::size_t>::max(), std::move(utf8), std::move(encoding));
    if (!document)
        throw std::bad_alloc(); // without a budget, only the system's memory runs out
    return std::move(*document);
}

std::optional<Document> HtmlParser::parseWithin(std::size_t treeBudget, std::string utf8,
                                                std::string encoding)
{
    Job job{std::move(utf8), std::move(encoding), treeBudget, {}};
    // The calling thread's parser thread, started at its first parse and ended with it. Without
    // one (the system has no thread to give), the page is parsed here: only extreme nesting is
    // at risk.
    thread_local LargeStackThread parser(kParserStackBytes);
    parser.run([&job] { parseJob(&job); });
    return std::move(job.result);
}

} // namespace core

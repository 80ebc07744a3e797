#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace core {

// The HTML tags core knows by name (the HTML5 set gumbo knows), plus Unknown for anything else.
// Owns nothing; a plain enum with free functions, thread-safe.
// clang-format off
#define BOILERSCOPE_TAGS(X) \
    X(html) X(head) X(title) X(base) X(link) X(meta) X(style) X(script) X(noscript) X(template_) \
    X(body) X(article) X(section) X(nav) X(aside) X(h1) X(h2) X(h3) X(h4) X(h5) X(h6) X(hgroup) \
    X(header) X(footer) X(address) X(p) X(hr) X(pre) X(blockquote) X(ol) X(ul) X(li) X(dl) X(dt) \
    X(dd) X(figure) X(figcaption) X(main) X(div) X(a) X(em) X(strong) X(small) X(s) X(cite) X(q) \
    X(dfn) X(abbr) X(data) X(time) X(code) X(var) X(samp) X(kbd) X(sub) X(sup) X(i) X(b) X(u) \
    X(mark) X(ruby) X(rt) X(rp) X(bdi) X(bdo) X(span) X(br) X(wbr) X(ins) X(del) X(image) X(img) \
    X(iframe) X(embed) X(object) X(param) X(video) X(audio) X(source) X(track) X(canvas) X(map) \
    X(area) X(math) X(svg) X(table) X(caption) X(colgroup) X(col) X(tbody) X(thead) X(tfoot) \
    X(tr) X(td) X(th) X(form) X(fieldset) X(legend) X(label) X(input) X(button) X(select) \
    X(datalist) X(optgroup) X(option) X(textarea) X(keygen) X(output) X(progress) X(meter) \
    X(details) X(summary) X(menu) X(menuitem) X(applet) X(acronym) X(bgsound) X(dir) X(frame) \
    X(frameset) X(noframes) X(isindex) X(listing) X(xmp) X(nextid) X(noembed) X(plaintext) X(rb) \
    X(strike) X(basefont) X(big) X(blink) X(center) X(font) X(marquee) X(multicol) X(nobr) \
    X(spacer) X(tt) X(rtc) X(picture) X(dialog) X(search) X(slot)
// clang-format on

enum class Tag : std::uint16_t {
    None, // not an element (text, comment, document)
#define BOILERSCOPE_TAG_ENUM(name) name,
    BOILERSCOPE_TAGS(BOILERSCOPE_TAG_ENUM)
#undef BOILERSCOPE_TAG_ENUM
        Unknown,
    Count
};

// Lowercase tag name ("template" for Tag::template_), "" for None and Unknown.
std::string_view tagName(Tag tag);
// Case-insensitive lookup; Tag::Unknown for names core does not know.
Tag tagFromName(std::string_view name);

// Content that is never rendered as text: the shared "visible text" rule of every
// extractor (script, style, noscript, template), the document head, and the elements whose children
// are fallback or hidden by the user-agent style sheet (iframe, noframes, noembed, datalist, rp,
// video, audio, canvas).
bool isNonContent(Tag tag);
// Block-level elements: they break text into separate lines/blocks (HTML's block and
// list/table formatting contexts, plus br and hr). Used for text assembly and by extractors
// that work on blocks.
bool isBlock(Tag tag);
// Void elements (no end tag, no children).
bool isVoid(Tag tag);
// Elements whose content the tokenizer reads as text up to their own end tag (HTML Living
// Standard 13.2.5: RAWTEXT and RCDATA; plaintext's never ends). Not noscript: gumbo parses its
// content as elements (scripting off), where a browser with scripts reads it as text
// (NoscriptGuard).
std::span<const Tag> rawTextTags();
bool isRawText(Tag tag);

} // namespace core

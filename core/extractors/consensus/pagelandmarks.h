#pragma once

#include "document/document.h"

#include <array>
#include <cstdint>
#include <vector>

namespace core {

// The page's own landmarks by its HTML5 markup (docs/consensus.md#page-landmarks): the header,
// footer, navigation and complementary parts of the page, which the W3C's HTML Accessibility
// API Mappings (HTML-AAM 1.0, "header" / "footer": banner / contentinfo when not scoped to a
// sectioning element; "nav": navigation; "aside": complementary) tell assistive technology to
// skip past to reach the content. The consensus drops the blocks it kept inside one, on every
// page. Stateless, thread-safe.
class PageLandmarks
{
public:
    enum class Kind : std::uint8_t { None, Header, Footer, Navigation, Aside };

    // The reasons of a block the rule drops, by Kind - 1: {0} heuristics that chose the block,
    // {1} its weight, {2} the page's threshold.
    static constexpr std::array<const char *, 4> kReasons = {
        "dropped: in the page's header (a <header> outside <main>, <article> and the sectioning "
        "elements: HTML-AAM's banner landmark); {0} of 20 heuristics chose it, weight {1} vs {2}",
        "dropped: in the page's footer (a <footer> outside <main>, <article> and the sectioning "
        "elements: HTML-AAM's contentinfo landmark); {0} of 20 heuristics chose it, weight {1} "
        "vs {2}",
        "dropped: in the page's navigation (a <nav> outside <main> and <article>: HTML-AAM's "
        "navigation landmark); {0} of 20 heuristics chose it, weight {1} vs {2}",
        "dropped: in the page's complementary part (an <aside> outside <main> and <article>: "
        "HTML-AAM's complementary landmark); {0} of 20 heuristics chose it, weight {1} vs {2}"};

    // Per node of doc, the outermost landmark holding it, or Kind::None when there is none or
    // when a <main> or an <article> stands anywhere on its way up, above the landmark or below
    // it: a site that wraps its main element in an <aside> (WCXB 4459) or writes its article
    // inside a <nav> has put its content there. A <header> or <footer> inside a <section>,
    // <nav> or <aside> is that part's own, not the page's, as HTML-AAM scopes them (<nav> and
    // <aside> are landmarks wherever they stand, so it does not scope those).
    static std::vector<Kind> of(const Document &doc);
};

} // namespace core

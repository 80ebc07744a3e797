#include "documentationcontainers.h"

#include "document/asciicase.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

namespace core {

namespace {

// A framework's part as CSS would select it: an element with class `ownClass` or id `ownId`,
// inside an element with class `insideClass` or id `insideId` when one is given. `navigation`:
// the part navigates (dropped) rather than holds the page's text (kept).
struct DocumentationRule
{
    std::uint8_t framework; // index in DocumentationContainers::kFrameworks
    bool navigation;
    std::string_view insideClass;
    std::string_view insideId;
    std::string_view ownClass;
    std::string_view ownId;
};

// The content containers are rs-trafilatura's documentation profile's (src/page_type/:
// Sphinx `div.body`, Read the Docs `.rst-content`, MkDocs `article.md-content__inner`,
// Docusaurus `.theme-doc-markdown`, MediaWiki `#mw-content-text .mw-parser-output`, Docsy
// `.td-content`, GitBook), each as the framework's own page template writes it; the navigation
// parts are the templates' tables of contents, version pickers, edit links, breadcrumbs and
// previous/next links:
// * Sphinx's basic theme (layout.html): `div.bodywrapper > div.body`; `div.sphinxsidebar`
//   (contents, search), `div.related` (previous/next, index).
// * sphinx_rtd_theme (layout.html, breadcrumbs.html, footer.html, versions.html):
//   `div.rst-content`; `.wy-breadcrumbs` (with "Edit on GitHub"), `.rst-footer-buttons`,
//   `.rst-versions`, `nav.wy-nav-side`, the local contents `.rst-content .contents`.
// * Material for MkDocs (base.html, partials): `article.md-content__inner`;
//   `.md-content__button` (edit, view source), `.md-sidebar` (navigation, contents),
//   `.md-footer` (previous/next), `.md-version` (version picker).
// * Docusaurus's classic theme (ThemeClassNames): `.theme-doc-markdown`; `.theme-doc-toc-mobile`,
//   `.theme-doc-toc-desktop`, `.theme-doc-footer` (edit this page, last update),
//   `.pagination-nav`, `.theme-doc-breadcrumbs`, `.theme-doc-version-badge`,
//   `.theme-doc-version-banner`, `.theme-doc-sidebar-container`.
// * MediaWiki (skins Vector, MonoBook): `#mw-content-text .mw-parser-output`; `#toc`,
//   `.vector-toc`, `.mw-editsection` ("[edit]"), `.navbox`, `.catlinks`, `.printfooter`,
//   `.mw-jump-link`.
// * Docsy (layouts/docs): `.td-content`; `.td-page-meta` (edit, view source), `.td-toc`,
//   `.td-sidebar`, `.td-breadcrumbs`.
// * GitBook's legacy theme (theme-default): `.book-body .page-inner`; `.book-body .navigation`
//   (previous/next), `.book-summary` (contents).
// * Google's DevSite (developers.google.com, cloud.google.com, developer.android.com, …), not
//   in rs-trafilatura's list: `.devsite-article-body`; `.devsite-nav` (the book's navigation and
//   the page's contents, `<devsite-toc>`), and what its templates mark `nocontent` (breadcrumbs
//   `.devsite-article-meta`, the content footer, the feedback and footer link boxes).
// A table rather than CssSelector: matching each selector against each element would walk every
// element's ancestors once per rule, where this one pass carries the ancestors' classes and ids
// down as bits (the consensus runs it on every page).
constexpr DocumentationRule kDocumentationRules[] = {
    {0, false, "bodywrapper", "", "body", ""},
    {0, true, "", "", "sphinxsidebar", ""},
    {0, true, "", "", "related", ""},
    {1, false, "", "", "rst-content", ""},
    {1, true, "", "", "wy-breadcrumbs", ""},
    {1, true, "", "", "rst-footer-buttons", ""},
    {1, true, "", "", "rst-versions", ""},
    {1, true, "", "", "wy-nav-side", ""},
    {1, true, "rst-content", "", "contents", ""},
    {2, false, "", "", "md-content__inner", ""},
    {2, true, "", "", "md-content__button", ""},
    {2, true, "", "", "md-sidebar", ""},
    {2, true, "", "", "md-footer", ""},
    {2, true, "", "", "md-version", ""},
    {3, false, "", "", "theme-doc-markdown", ""},
    {3, true, "", "", "theme-doc-toc-mobile", ""},
    {3, true, "", "", "theme-doc-toc-desktop", ""},
    {3, true, "", "", "theme-doc-footer", ""},
    {3, true, "", "", "pagination-nav", ""},
    {3, true, "", "", "theme-doc-breadcrumbs", ""},
    {3, true, "", "", "theme-doc-version-badge", ""},
    {3, true, "", "", "theme-doc-version-banner", ""},
    {3, true, "", "", "theme-doc-sidebar-container", ""},
    {4, false, "", "mw-content-text", "mw-parser-output", ""},
    {4, true, "", "", "", "toc"},
    {4, true, "", "", "vector-toc", ""},
    {4, true, "", "", "mw-editsection", ""},
    {4, true, "", "", "navbox", ""},
    {4, true, "", "", "catlinks", ""},
    {4, true, "", "", "printfooter", ""},
    {4, true, "", "", "mw-jump-link", ""},
    {5, false, "", "", "td-content", ""},
    {5, true, "", "", "td-page-meta", ""},
    {5, true, "", "", "td-toc", ""},
    {5, true, "", "", "td-sidebar", ""},
    {5, true, "", "", "td-breadcrumbs", ""},
    {6, false, "book-body", "", "page-inner", ""},
    {6, true, "book-body", "", "navigation", ""},
    {6, true, "", "", "book-summary", ""},
    {7, false, "", "", "devsite-article-body", ""},
    {7, true, "", "", "devsite-nav", ""},
    {7, true, "", "", "nocontent", ""},
};
constexpr size_t kDocumentationRuleCount = std::size(kDocumentationRules);
static_assert(kDocumentationRuleCount <= 64, "one bit per rule in a std::uint64_t");

// The tokens of a space-separated list (an element's classes), into tokens.
void documentationTokens(std::string_view list, std::vector<std::string_view> &tokens)
{
    tokens.clear();
    forEachAsciiToken(list, [&tokens](std::string_view t) {
        tokens.push_back(t);
        return false;
    });
}

bool documentationHasToken(const std::vector<std::string_view> &tokens, std::string_view token)
{
    return !token.empty() && std::find(tokens.begin(), tokens.end(), token) != tokens.end();
}

} // namespace

DocumentationContainers::Marks DocumentationContainers::of(const Document &doc)
{
    const auto size = static_cast<size_t>(doc.size());
    Marks marks{std::vector<std::uint8_t>(size, 0), std::vector<std::uint8_t>(size, 0)};
    // Bit r: the node or an ancestor is rule r's insideClass / insideId.
    std::vector<std::uint64_t> inside(size, 0);
    // Which frameworks' content containers the page has (bit f).
    unsigned present = 0;
    std::vector<std::string_view> classes;
    for (NodeId n = 1; n < doc.size(); ++n) {
        const Node &node = doc.node(n);
        const auto i = static_cast<size_t>(n);
        const auto parent = node.parent == kNoNode ? size_t(0) : static_cast<size_t>(node.parent);
        marks.content[i] = marks.content[parent];
        marks.navigation[i] = marks.navigation[parent];
        inside[i] = inside[parent];
        if (!node.isElement())
            continue;
        const std::string_view id = doc.attribute(n, "id");
        documentationTokens(doc.attribute(n, "class"), classes);
        if (classes.empty() && id.empty())
            continue; // every rule names a class or an id
        for (size_t r = 0; r < kDocumentationRuleCount; ++r) {
            const DocumentationRule &rule = kDocumentationRules[r];
            std::uint8_t &mark = rule.navigation ? marks.navigation[i] : marks.content[i];
            if (mark == 0) {
                const bool own = documentationHasToken(classes, rule.ownClass) ||
                                 (!rule.ownId.empty() && id == rule.ownId);
                const bool hasInside = !rule.insideClass.empty() || !rule.insideId.empty();
                if (own && (!hasInside || (inside[parent] >> r) & 1)) {
                    mark = static_cast<std::uint8_t>(rule.framework + 1);
                    if (!rule.navigation)
                        present |= 1u << rule.framework;
                }
            }
            if (documentationHasToken(classes, rule.insideClass) ||
                (!rule.insideId.empty() && id == rule.insideId))
                inside[i] |= std::uint64_t(1) << r;
        }
    }
    for (std::uint8_t &mark : marks.navigation)
        if (mark != 0 && !((present >> (mark - 1)) & 1))
            mark = 0;
    return marks;
}

} // namespace core

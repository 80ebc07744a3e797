#include "testpackage.h"

namespace core {

std::string PackageIssue::text() const
{
    return file + ": " + message;
}

AnnotationState PackageDocument::state() const
{
    if (!metadata.adjudicatedFrom.empty())
        return AnnotationState::Adjudicated;
    if (annotations.size() >= 2)
        return AnnotationState::SeveralAnnotators;
    if (hasGoldText || !annotations.empty())
        return AnnotationState::Annotated;
    return AnnotationState::NotStarted;
}

const Annotation *PackageDocument::annotation(std::string_view key) const
{
    for (const Annotation &a : annotations)
        if (a.key == key)
            return &a;
    return nullptr;
}

std::string TestPackage::pathOf(const PackageDocument &doc, std::string_view extension) const
{
    return directory + "/" + doc.stem + std::string(extension);
}

std::string TestPackage::htmlPath(const PackageDocument &doc) const
{
    return pathOf(doc, doc.compressed ? kHtmlGz : kHtml);
}

std::string TestPackage::annotationPath(const PackageDocument &doc, std::string_view key) const
{
    return pathOf(doc, std::string(kAnnotationPrefix) + std::string(key) +
                           std::string(kAnnotationSuffix));
}

bool TestPackage::validStem(std::string_view stem)
{
    if (stem.empty() || stem.size() > 128)
        return false;
    for (char c : stem)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_'))
            return false;
    return true;
}

std::string TestPackage::annotatorKey(std::string_view annotator)
{
    // Project choice: 64 characters keep STEM.annotation.KEY.json under common file-name limits
    // (255 bytes) with the longest stem.
    constexpr std::size_t kMaxKey = 64;
    std::string key;
    bool gap = false;
    for (char c : annotator) {
        const bool alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum) {
            gap = true;
            continue;
        }
        if (gap && !key.empty())
            key += '-';
        gap = false;
        key += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        if (key.size() >= kMaxKey)
            break;
    }
    return key.empty() ? "anonymous" : key;
}

std::string_view TestPackage::defaultGuidelines()
{
    return R"(# Annotation guidelines

Mark the **main content** of each page: what the page is there to say, as a reader who came
for it would read it. These guidelines follow the definitions of CleanEval (Baroni et al.
2008) and WCXB (Foley 2026), so that golds made here compare with theirs.

## Main content (mark it)

* the body text: every paragraph of the article, post, product description, documentation
  section or answer the page exists for;
* its headings, including the title when it heads the content;
* captions of figures and tables that belong to the content, and the text of those tables;
* lists inside the content (steps, bullet points, specifications), code blocks and quotations;
* on a forum or Q&A page: the question and the answers (the posts are the content);
* on a listing or collection page: the listed items' own text (titles and summaries).

## Not main content (leave it unmarked)

* navigation: menus, breadcrumbs, tabs, pagination, "skip to content", site search;
* advertisements, sponsored blocks, newsletter and cookie banners, calls to share or subscribe;
* comments under an article (they are not the article), ratings widgets, "was this helpful?";
* related links, "read more", "you may also like", tag clouds, author boxes and bylines that
  stand apart from the text;
* boilerplate: headers, footers, copyright and legal notices, contact details of the site.

## When in doubt

* Mark whole elements where you can, and text ranges only where one element mixes content and
  boilerplate.
* A page with several articles (a front page): mark what a reader would call the page's content
  and tick "multiple articles" in the metadata.
* Content interrupted by boilerplate (an advertisement between paragraphs): mark the pieces and
  tick "fragmented".
* A page with no main content (an error page, an empty listing): mark nothing and save; an
  empty gold is a valid gold.
)";
}

} // namespace core

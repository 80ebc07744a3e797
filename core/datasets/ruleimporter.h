#pragma once

#include "importer.h"

#include <cstddef>

namespace core {

// Compiles a package from a folder of one site's pages with a site rule (Gottron 2007 §5.5):
// `import rule RULE PAGES PACKAGE`, Options::rule naming the rule file (SiteRule::parse). Every
// page comes in; its gold is the text of the rule's topmost matches and its node-level gold their
// paths. The import reports the pages where the rule looks wrong (warnings, each naming the page):
//  * nothing: the rule matched no element, or only elements without words — the page comes in
//    without gold, to be annotated by hand;
//  * implausibly small: fewer than kMinWords words, or less than kSmallShare of the median
//    match of the run's pages (when kMinPagesForMedian pages matched);
//  * implausibly large: more than kLargeFactor times that median, or at least kWholePageShare of
//    the page's visible words (the rule caught a wrapper of the whole page).
// Stateless, thread-safe.
class RuleImporter final : public Importer
{
public:
    // Project choices (docs/site-rules.md): a main content of fewer than 10 words is rarely an
    // article; a match below a quarter or above four times the site's median is far off what
    // the rule usually finds; 95 % of a page's words is the whole page with its boilerplate.
    static constexpr std::size_t kMinWords = 10;
    static constexpr double kSmallShare = 0.25;
    static constexpr double kLargeFactor = 4.0;
    static constexpr double kWholePageShare = 0.95;
    static constexpr std::size_t kMinPagesForMedian = 3;

    std::string_view id() const override { return "rule"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;
};

} // namespace core

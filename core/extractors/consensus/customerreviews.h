#pragma once

#include "document/document.h"

#include <cstdint>
#include <string_view>

namespace core {

// The customer reviews on a product page (docs/consensus.md#customer-reviews): what shoppers
// wrote about the product, beside what the page says of it. schema.org keeps them apart (a
// Product's `review` and `aggregateRating` beside its `description`, the text rs-trafilatura's
// product rule reads), and WCXB's gold leaves them out as it leaves out an article's reader
// comments. They are found by their markup: an element whose id or class names them. On a page
// the page classifier reads as a product, the consensus drops the blocks it kept inside them
// when the text it kept outside is long enough to be the product's own. Stateless, thread-safe.
class CustomerReviews
{
public:
    // Project choice: the words the consensus must keep outside the reviews before it drops the
    // blocks inside them: a product's name, price and a line of its description (on the
    // development split 0, 50 and 100 words change the same pages but one; 200 leaves half of
    // the pages it helps; docs/consensus-fit.md).
    static constexpr std::uint32_t kMinWordsOutside = 100;

    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} the product type's probability.
    static constexpr const char *kReason =
        "dropped: in the customer reviews of a product page (probability {3}), the shoppers' "
        "text, not the product's; {0} of 20 heuristics chose it, weight {1} >= {2}";

    // Whether an id or class value names reviews: one of its words (split at white space,
    // hyphens and underscores), lower-cased, starts with "review" ("reviews",
    // "product-reviews", "js-okeReviews-reviewContent", Amazon's "reviewsMedley",
    // Bazaarvoice's "bvseo-reviewsSection"), not a word that only holds it ("preview").
    static bool names(std::string_view value);

    // Whether node or an ancestor element has an id or class that names reviews. The consensus
    // asks it of the blocks it kept, a walk up from each.
    static bool holds(const Document &doc, NodeId node);
};

} // namespace core

#include "annotationclicks.h"

#include "agreement.h"
#include "measures/wordruns.h"

#include <algorithm>
#include <array>
#include <string>

namespace core {

namespace {

std::vector<std::string> wordsOf(std::string_view text)
{
    return WordRuns::tokens(WordRuns::lower(text));
}

} // namespace

std::vector<bool> AnnotationClicks::goldLabels(const Document &doc, std::span<const NodeId> units,
                                               std::string_view goldText)
{
    const std::vector<std::string> gold = wordsOf(goldText);
    std::vector<bool> labels(units.size(), false);
    std::size_t cursor = 0;
    for (std::size_t u = 0; u < units.size(); ++u) {
        const std::vector<std::string> words = wordsOf(doc.text(units[u]));
        if (words.empty() || words.size() > gold.size())
            continue;
        const std::size_t last = gold.size() - words.size();
        const std::size_t reach =
            words.size() < kAnchorWords ? std::min(last, cursor + kShortReach) : last;
        for (std::size_t at = cursor; at <= reach && cursor <= last; ++at) {
            if (std::equal(words.begin(), words.end(), gold.begin() + std::ptrdiff_t(at))) {
                labels[u] = true;
                cursor = at + words.size();
                break;
            }
        }
    }
    return labels;
}

AnnotationClicks::Count AnnotationClicks::count(const Document &doc, std::span<const NodeId> units,
                                                const std::vector<bool> &pre,
                                                const std::vector<bool> &gold,
                                                const std::vector<bool> &neutral)
{
    const auto at = [](const std::vector<bool> &v, std::size_t i) { return i < v.size() && v[i]; };
    Count c;
    c.units = units.size();
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (at(neutral, u))
            continue;
        c.content += at(gold, u);
        c.toAdd += at(gold, u) && !at(pre, u);
        c.toRemove += at(pre, u) && !at(gold, u);
    }
    if (doc.empty() || units.empty())
        return c;

    // The fewest clicks, by dynamic programming over the tree: cost[n][s] is the fewest clicks
    // inside n's subtree (n's own click included) when what is above n leaves its units in state
    // s: as the pre-annotation has them (Pre), all kept or all dropped. Clicks go from the top
    // down, so an element's click acts on the state its ancestors' clicks left.
    enum State { Pre, Kept, Dropped, States };
    const auto unitIndex = [&](NodeId n) -> std::ptrdiff_t {
        const auto it = std::lower_bound(units.begin(), units.end(), n);
        return it != units.end() && *it == n ? it - units.begin() : -1;
    };
    // Whether any unit in [first, end) is kept by the pre-annotation: a click there unmarks.
    std::vector<std::size_t> kept(units.size() + 1, 0);
    for (std::size_t u = 0; u < units.size(); ++u)
        kept[u + 1] = kept[u] + at(pre, u);
    const auto anyPre = [&](NodeId n) {
        const auto first = std::lower_bound(units.begin(), units.end(), n) - units.begin();
        const auto last =
            std::lower_bound(units.begin(), units.end(), doc.node(n).end) - units.begin();
        return kept[std::size_t(last)] > kept[std::size_t(first)];
    };
    const NodeId top = doc.body() != kNoNode ? doc.body() : doc.root();
    std::vector<std::array<std::size_t, States>> cost(std::size_t(doc.size()));
    for (NodeId n = doc.node(top).end - 1; n >= top; --n) {
        std::array<std::size_t, States> &here = cost[std::size_t(n)];
        if (const std::ptrdiff_t u = unitIndex(n); u >= 0) {
            // A unit: right as it stands, or one click (a text selection) to fix it.
            const auto i = std::size_t(u);
            for (int s = 0; s < States; ++s) {
                const bool label = s == Pre ? at(pre, i) : s == Kept;
                here[std::size_t(s)] = at(neutral, i) || label == at(gold, i) ? 0 : 1;
            }
            continue;
        }
        if (!doc.node(n).isElement()) {
            here = {0, 0, 0};
            continue;
        }
        std::array<std::size_t, States> children = {0, 0, 0};
        for (NodeId child = doc.node(n).firstChild; child != kNoNode;
             child = doc.node(child).nextSibling)
            for (int s = 0; s < States; ++s)
                children[std::size_t(s)] += cost[std::size_t(child)][std::size_t(s)];
        // A click marks an element none of whose units is kept, and unmarks one otherwise; the
        // opposite takes a second click.
        const bool preKept = anyPre(n);
        for (int s = 0; s < States; ++s) {
            const bool anyKept = s == Pre ? preKept : s == Kept;
            const State once = anyKept ? Dropped : Kept, twice = anyKept ? Kept : Dropped;
            here[std::size_t(s)] =
                std::min({children[std::size_t(s)], 1 + children[once], 2 + children[twice]});
        }
    }
    c.clicks = cost[std::size_t(top)][Pre];
    return c;
}

AnnotationClicks::Count AnnotationClicks::count(const Document &doc,
                                                const GoldAnnotation &preAnnotation,
                                                std::string_view goldText)
{
    const std::vector<NodeId> units = Agreement::units(doc);
    const std::vector<bool> pre = Agreement::labels(doc, units, preAnnotation);
    const std::vector<bool> gold = goldLabels(doc, units, goldText);
    // A unit without a word token (a lone "|" or "—") is neither content nor boilerplate to the
    // gold text: nobody clicks for it.
    std::vector<bool> neutral(units.size(), false);
    for (std::size_t u = 0; u < units.size(); ++u)
        neutral[u] = wordsOf(doc.text(units[u])).empty();
    return count(doc, units, pre, gold, neutral);
}

} // namespace core

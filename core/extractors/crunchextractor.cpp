#include "document/tagset.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <algorithm>
#include <cstdio>

namespace core {

namespace {

// `crunch`: Crunch (Gupta et al. 2003; Gottron 2007 §5.1, Mohammadzadeh et al. 2012 §2.1), as a
// chain of DOM filters. Stateless, thread-safe.
//
// The papers' (the same sections): Crunch navigates the DOM tree and applies a collection
// of heuristic filters — discovery of link lists, text lists, blocks with too high a link ratio,
// commercial banners — to leave the main content. Neither paper gives a rule in detail.
// The project's documented choices (the chain of filters below, each one switchable, link
// ratio 0.5; the project's reading of the papers' description, not Crunch 2.0's source, which
// Gottron 2007 §5.1 ran "with standard settings"):
//  1. remove-elements: scripts, styles, form controls, images and embedded objects go with
//     their subtrees (kCrunchRemovedTags); then each form goes with its subtree, unless it holds
//     more than kFormWrapperShare of the page's remaining text: then it is the page's wrapper
//     (ASP.NET WebForms puts every page in one <form runat="server">), and removing it would
//     remove the page's content; it stays, without its controls, for filters 2-4 to judge inside;
//  2. remove-link-lists: a container (kLinkListContainers) whose anchor characters /
//     characters of remaining text is above link-ratio goes with its subtree;
//  3. remove-text-lists: a list (kLists) of at least kMinTextListItems items (kCrunchListItems
//  among
//     its children) whose every item has at most short-item-words words goes;
//  4. remove-empty: a container (kEmptyContainers) with fewer than empty-chars characters of
//     remaining text goes: "empty" read as "without enough text to be content", not only as
//     "without any text", which would never change the output; cells and rows are not
//     judged, so a data table's short cells stay.
// Filters 2-4 judge children before parents, each container on what is left inside it (a page
// wrapper is not a link list because the navigation inside it is one).
// Each filter sees what the previous ones left; the output is the visible text that remains.
// Every judged node gets one verdict (judgement), named after the filter that decided it: the one
// that removed it, the one that removed the ancestor it went with, or, when it stayed, the last
// filter that judged it and kept it. Verdicts are in document order.

constexpr TagSet kCrunchRemovedTags = {
    Tag::script,   Tag::style,    Tag::noscript, Tag::input,   Tag::button, Tag::select,
    Tag::textarea, Tag::img,      Tag::image,    Tag::picture, Tag::map,    Tag::iframe,
    Tag::frame,    Tag::frameset, Tag::embed,    Tag::object,  Tag::applet, Tag::param,
    Tag::video,    Tag::audio,    Tag::canvas,   Tag::svg};
// Project choice: the elements pages build link lists from (table-layout cells, lists, divs
// and their HTML5 successors).
constexpr TagSet kLinkListContainers = {
    Tag::div, Tag::table, Tag::td,    Tag::th,      Tag::ul,     Tag::ol,     Tag::dl,    Tag::menu,
    Tag::dir, Tag::nav,   Tag::aside, Tag::section, Tag::header, Tag::footer, Tag::center};
constexpr TagSet kLists = {Tag::ul, Tag::ol, Tag::dl, Tag::menu, Tag::dir};
constexpr TagSet kCrunchListItems = {Tag::li, Tag::dt, Tag::dd};
constexpr TagSet kEmptyContainers = {Tag::div,    Tag::table,  Tag::ul,    Tag::ol,    Tag::dl,
                                     Tag::menu,   Tag::dir,    Tag::nav,   Tag::aside, Tag::section,
                                     Tag::header, Tag::footer, Tag::center};

// Project choice: a form with more than half of the page's text is the page, not a form on it
// (a search, login or comment form is a small part of the pages it is on).
constexpr double kFormWrapperShare = 0.5;
// Project choice: a container is a link list when more than half of its text is links.
constexpr double kLinkRatio = 0.5;
// Project choice: menu entries, tags and categories are one to three words; a list item of
// four words or more starts to read as a phrase.
constexpr double kShortItemWords = 3;
// Project choice: one item is not a list.
constexpr std::uint32_t kMinTextListItems = 2;
// Project choice: below 10 characters a container holds separators, counters or button labels
// ("|", "»", "12", "Share"), not a sentence.
constexpr double kEmptyChars = 10;

// Traces (docs/traces.md): one step per verdict of each filter for the first kTraceVerdicts.
// Project choice: a page's first screens of verdicts per filter.
constexpr std::size_t kTraceVerdicts = 300;

// The filters, in chain order; a verdict's reason starts with the filter's parameter name.
enum Filter : std::uint8_t { Elements, LinkLists, TextLists, Empty, FilterCount };

enum CrunchParam {
    RemoveElements,
    RemoveLinkLists,
    LinkRatio,
    RemoveTextLists,
    ShortItemWords,
    RemoveEmpty,
    EmptyChars
};

// The remaining document: which nodes are still there, and prefix sums of the remaining visible
// text over the pre-order array, so that any subtree's counts cost O(1). Rebuilt (O(n)) after
// each filter that removed something.
class Remaining
{
public:
    explicit Remaining(const Document &doc)
        : m_doc(doc), m_removed(static_cast<size_t>(doc.size()), 0),
          m_alive(static_cast<size_t>(doc.size()), 1),
          m_inAnchor(static_cast<size_t>(doc.size()), 0),
          m_chars(static_cast<size_t>(doc.size()) + 1, 0),
          m_anchorChars(static_cast<size_t>(doc.size()) + 1, 0),
          m_words(static_cast<size_t>(doc.size()) + 1, 0)
    {
        for (NodeId i = 1; i < doc.size(); ++i) {
            const Node &n = doc.node(i);
            m_inAnchor[static_cast<size_t>(i)] =
                (n.isElement() && n.tag == Tag::a) || m_inAnchor[static_cast<size_t>(n.parent)];
        }
        rebuild();
    }

    struct Counts
    {
        std::uint32_t chars = 0, anchorChars = 0, words = 0;
        Counts &operator+=(const Counts &o)
        {
            chars += o.chars;
            anchorChars += o.anchorChars;
            words += o.words;
            return *this;
        }
        Counts operator-(const Counts &o) const
        {
            return {chars - o.chars, anchorChars - o.anchorChars, words - o.words};
        }
    };

    void remove(NodeId id) { m_removed[static_cast<size_t>(id)] = 1; }
    // The remaining visible text of id's subtree as of the last rebuild().
    Counts counts(NodeId id) const { return {chars(id), anchorChars(id), words(id)}; }
    bool alive(NodeId id) const { return m_alive[static_cast<size_t>(id)]; }
    std::uint32_t chars(NodeId id) const { return sum(m_chars, id); }
    std::uint32_t anchorChars(NodeId id) const { return sum(m_anchorChars, id); }
    std::uint32_t words(NodeId id) const { return sum(m_words, id); }

    void rebuild()
    {
        for (NodeId i = 0; i < m_doc.size(); ++i) {
            const Node &n = m_doc.node(i);
            const auto k = static_cast<size_t>(i);
            const auto p = static_cast<size_t>(n.parent);
            m_alive[k] = !m_removed[k] && (i == 0 || m_alive[p]);
            const bool text = m_alive[k] && n.isText() && n.visible;
            m_chars[k + 1] = m_chars[k] + (text ? n.chars : 0);
            m_anchorChars[k + 1] = m_anchorChars[k] + (text && m_inAnchor[k] ? n.chars : 0);
            m_words[k + 1] = m_words[k] + (text ? n.words : 0);
        }
    }

private:
    std::uint32_t sum(const std::vector<std::uint32_t> &prefix, NodeId id) const
    {
        return prefix[static_cast<size_t>(m_doc.node(id).end)] - prefix[static_cast<size_t>(id)];
    }

    const Document &m_doc;
    std::vector<char> m_removed, m_alive, m_inAnchor;
    std::vector<std::uint32_t> m_chars, m_anchorChars, m_words;
};

// One verdict per judged node (see the header comment). Filters skip removed nodes, so a later
// filter's verdict only ever replaces an earlier "kept". Owns its arrays; one per run.
class Verdicts
{
public:
    explicit Verdicts(const Document &doc)
        : m_at(static_cast<size_t>(doc.size()), -1),
          m_removedBy(static_cast<size_t>(doc.size()), FilterCount)
    {
    }

    void judge(NodeId id, Filter filter, bool removed, double score, Reason reason)
    {
        const Judgement j{id, -1, !removed, score, reason};
        std::int32_t &at = m_at[static_cast<size_t>(id)];
        if (at < 0) {
            at = static_cast<std::int32_t>(m_list.size());
            m_list.push_back(j);
        } else {
            m_list[static_cast<size_t>(at)] = j;
        }
        if (removed)
            m_removedBy[static_cast<size_t>(id)] = filter;
    }

    // The verdicts in document order; a node its filters kept that went with a removed ancestor
    // says so, naming the topmost removed ancestor and its filter.
    std::vector<Judgement> finish(const Document &doc) const
    {
        static constexpr const char *kWentWith[FilterCount] = {
            "remove-elements: removed with node {0}, a script, style, form, image or embedded "
            "object",
            "remove-link-lists: removed with node {0}, a link list",
            "remove-text-lists: removed with node {0}, a text list",
            "remove-empty: removed with node {0}, an empty container"};
        std::vector<NodeId> topRemoved(static_cast<size_t>(doc.size()), kNoNode);
        std::vector<Judgement> out;
        out.reserve(m_list.size());
        for (NodeId i = 0; i < doc.size(); ++i) {
            const auto k = static_cast<size_t>(i);
            const NodeId above =
                i == 0 ? kNoNode : topRemoved[static_cast<size_t>(doc.node(i).parent)];
            topRemoved[k] = above != kNoNode ? above : m_removedBy[k] != FilterCount ? i : kNoNode;
            if (m_at[k] < 0)
                continue;
            Judgement j = m_list[static_cast<size_t>(m_at[k])];
            if (above != kNoNode)
                j = {i,
                     -1,
                     false,
                     j.score,
                     {kWentWith[m_removedBy[static_cast<size_t>(above)]], {double(above)}}};
            out.push_back(j);
        }
        return out;
    }

private:
    std::vector<std::int32_t> m_at; // per node: its verdict in m_list, -1 when not judged
    std::vector<Filter> m_removedBy;
    std::vector<Judgement> m_list;
};

class CrunchExtractor final : public TracedExtractor
{
public:
    const ExtractorInfo &info() const override
    {
        using T = ParamDescriptor::Type;
        static const ExtractorInfo i{
            "crunch",
            "Crunch (filter chain)",
            "Gottron 2007 §5.1; Mohammadzadeh et al. 2012 §2.1",
            ExtractorInput::Dom,
            "A chain of DOM filters: removes scripts, forms, images and embedded objects, link "
            "lists, lists of short items and empty containers; outputs what is left.",
            {{"remove-elements", T::Boolean, 1, 0, 1, 1,
              "remove scripts, styles, forms, images and embedded objects",
              "Gottron 2007 §5.1 / Mohammadzadeh et al. 2012 §2.1 (project's reading)"},
             {"remove-link-lists", T::Boolean, 1, 0, 1, 1,
              "remove containers whose text is mostly links", "Gottron 2007 §5.1: link lists"},
             {"link-ratio", T::Real, kLinkRatio, 0, 1, 0.05,
              "a container whose anchor characters / characters is above this is a link list",
              "project choice: more than half of the text in links"},
             {"remove-text-lists", T::Boolean, 1, 0, 1, 1, "remove lists of short items",
              "Gottron 2007 §5.1: text lists"},
             {"short-item-words", T::Integer, kShortItemWords, 0, 100, 1,
              "a list item of at most this many words is short",
              "project choice: menu entries and tags are 1-3 words"},
             {"remove-empty", T::Boolean, 1, 0, 1, 1, "remove containers without substance",
              "project choice: empty containers"},
             {"empty-chars", T::Integer, kEmptyChars, 0, 10000, 1,
              "a container with fewer characters of text is empty",
              "project choice: separators, counters, button labels"}}};
        return i;
    }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override;
};

// A filter's phase in a trace: its overview (on or off), one step per verdict up to the cap, and
// what it removed. Records nothing without a trace.
class FilterSteps
{
public:
    FilterSteps(Trace *trace, const Document &doc, const char *id, const char *title, bool on)
        : m_trace(trace), m_doc(doc), m_items(on ? trace : nullptr, "verdicts", kTraceVerdicts)
    {
        if (!trace)
            return;
        trace->phase(id, title);
        trace->add(TraceStep::Kind::Overview)
            .number("on", on ? 1 : 0)
            .say(on ? "The filter is on." : "The filter is switched off: it removes nothing.");
    }

    // A step for a verdict on node id: its numbers, and its sentence after the node's tag.
    void verdict(NodeId id, bool removed, const char *pattern,
                 std::initializer_list<TraceNumber> numbers)
    {
        TraceStep *s = m_items.next(removed ? TraceStep::Kind::Decision : TraceStep::Kind::Item);
        if (!s)
            return;
        s->node(id);
        for (const TraceNumber &n : numbers)
            s->number(n.name, n.value);
        s->say("<" + std::string(m_doc.name(id)) + ">" + pattern);
    }

    // The filter's tally after it ran: what it removed, and the text left.
    void finish(std::uint32_t removed, double charsLeft)
    {
        m_items.finish();
        if (!m_trace || m_items.count() == 0)
            return;
        m_trace->add(TraceStep::Kind::Decision)
            .number("removed", removed)
            .number("characters left", charsLeft)
            .say("Removed {removed}; {characters left} characters of text are left.");
    }

private:
    Trace *m_trace;
    const Document &m_doc;
    Trace::Items m_items;
};

ExtractionResult CrunchExtractor::compute(const Document &doc, const ParamValues &values,
                                          Trace *trace) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    ExtractionResult r;
    Remaining left(doc);
    Verdicts verdicts(doc);
    std::uint32_t removed[FilterCount] = {0, 0, 0, 0};
    bool formWrapper = false;

    FilterSteps elementSteps(trace, doc, "remove-elements",
                             "Filter 1: remove scripts, styles, form controls, images and "
                             "embedded objects with their subtrees, then every form that is not "
                             "the page's wrapper.",
                             values.at(RemoveElements) != 0);
    if (values.at(RemoveElements) != 0) {
        // Top down: an element inside a removed one is gone already. Forms come second, judged
        // on their text without their controls.
        for (NodeId i = 0; i < doc.size();) {
            const Node &n = doc.node(i);
            if (!n.isElement() || !kCrunchRemovedTags.contains(n.tag)) {
                ++i;
                continue;
            }
            const double chars = left.chars(i);
            verdicts.judge(i, Elements, true, chars,
                           {"remove-elements: script, style, image, embedded object or form "
                            "control ({0} chars of text): removed",
                            {chars}});
            elementSteps.verdict(i, true,
                                 " is a script, style, image, embedded object or form control: "
                                 "removed with its {characters} characters of text.",
                                 {{"characters", chars}});
            ++removed[Elements];
            left.remove(i);
            i = n.end;
        }
        left.rebuild();
        const double pageChars = left.chars(doc.root());
        for (NodeId i = 0; i < doc.size();) {
            const Node &n = doc.node(i);
            if (!left.alive(i)) {
                i = n.end;
                continue;
            }
            if (!n.isElement() || n.tag != Tag::form) {
                ++i;
                continue;
            }
            const double chars = left.chars(i);
            const double share = pageChars > 0 ? chars / pageChars : 0;
            elementSteps.verdict(
                i, share <= kFormWrapperShare,
                share > kFormWrapperShare
                    ? " holds {characters} of the page's {page} characters, share {share} > "
                      "{wrapper}: the page's wrapper, kept without its controls."
                    : " holds {characters} of the page's {page} characters, share {share} <= "
                      "{wrapper}: removed with its subtree.",
                {{"characters", chars},
                 {"page", pageChars},
                 {"share", share},
                 {"wrapper", kFormWrapperShare}});
            if (share > kFormWrapperShare) {
                verdicts.judge(i, Elements, false, share,
                               {"remove-elements: form with {0} of the page's {1} chars (share "
                                "{2} > {3}): the page's wrapper, kept without its controls",
                                {chars, pageChars, share, kFormWrapperShare}});
                formWrapper = true;
                ++i;
                continue;
            }
            verdicts.judge(i, Elements, true, share,
                           {"remove-elements: form with {0} of the page's {1} chars (share {2} "
                            "<= {3}): removed",
                            {chars, pageChars, share, kFormWrapperShare}});
            ++removed[Elements];
            left.remove(i);
            i = n.end;
        }
        left.rebuild();
    }
    elementSteps.finish(removed[Elements], left.chars(doc.root()));

    // Filters 2-4 visit the alive elements of their set children first (the pre-order array
    // backwards), so that a container is judged on what its inner link lists, text lists or
    // empty containers left: a wrapper around a whole page is not a link list because its
    // navigation is. gone[i] holds what this filter removed inside node i's subtree so far.
    std::vector<Remaining::Counts> gone(static_cast<size_t>(doc.size()));
    auto remaining = [&](NodeId i) { return left.counts(i) - gone[static_cast<size_t>(i)]; };
    auto bottomUp = [&](const TagSet &set, auto judge) {
        std::fill(gone.begin(), gone.end(), Remaining::Counts{});
        for (NodeId i = doc.size() - 1; i > 0; --i) {
            const Node &n = doc.node(i);
            if (!left.alive(i))
                continue;
            Remaining::Counts &up = gone[static_cast<size_t>(n.parent)];
            if (n.isElement() && set.contains(n.tag) && judge(i)) {
                left.remove(i);
                up += left.counts(i);
            } else {
                up += gone[static_cast<size_t>(i)];
            }
        }
        left.rebuild();
    };

    FilterSteps linkSteps(trace, doc, "remove-link-lists",
                          "Filter 2: remove every container whose anchor characters / characters "
                          "of remaining text is above link-ratio, children before parents.",
                          values.at(RemoveLinkLists) != 0);
    if (values.at(RemoveLinkLists) != 0) {
        const double threshold = values.at(LinkRatio);
        bottomUp(kLinkListContainers, [&](NodeId i) {
            const Remaining::Counts c = remaining(i);
            if (c.chars == 0)
                return false;
            const double ratio = double(c.anchorChars) / c.chars;
            const bool linkList = ratio > threshold;
            verdicts.judge(i, LinkLists, linkList, ratio,
                           {linkList ? "remove-link-lists: link text ratio {0} = {1} anchor chars "
                                       "/ {2} chars > {3}: link list removed"
                                     : "remove-link-lists: link text ratio {0} = {1} anchor chars "
                                       "/ {2} chars <= {3}: kept",
                            {ratio, double(c.anchorChars), double(c.chars), threshold}});
            removed[LinkLists] += linkList;
            linkSteps.verdict(i, linkList,
                              linkList ? ": {anchor} anchor characters / {characters} characters "
                                         "= link ratio {ratio} > {threshold}: a link list, "
                                         "removed."
                                       : ": {anchor} anchor characters / {characters} characters "
                                         "= link ratio {ratio} <= {threshold}: kept.",
                              {{"anchor", double(c.anchorChars)},
                               {"characters", double(c.chars)},
                               {"ratio", ratio},
                               {"threshold", threshold}});
            return linkList;
        });
    }
    linkSteps.finish(removed[LinkLists], left.chars(doc.root()));

    FilterSteps listSteps(trace, doc, "remove-text-lists",
                          "Filter 3: remove every list of two or more items whose every item has "
                          "at most short-item-words words.",
                          values.at(RemoveTextLists) != 0);
    if (values.at(RemoveTextLists) != 0) {
        const double shortWords = values.at(ShortItemWords);
        bottomUp(kLists, [&](NodeId i) {
            std::uint32_t items = 0, longest = 0;
            for (NodeId c = doc.node(i).firstChild; c != kNoNode; c = doc.node(c).nextSibling) {
                const Node &child = doc.node(c);
                if (left.alive(c) && child.isElement() && kCrunchListItems.contains(child.tag)) {
                    ++items;
                    longest = std::max(longest, remaining(c).words);
                }
            }
            if (items < kMinTextListItems)
                return false;
            const bool textList = longest <= shortWords;
            verdicts.judge(i, TextLists, textList, double(longest),
                           {textList ? "remove-text-lists: list of {0} items, longest {1} words "
                                       "<= {2}: text list removed"
                                     : "remove-text-lists: list of {0} items, longest {1} words "
                                       "> {2}: kept",
                            {double(items), double(longest), shortWords}});
            removed[TextLists] += textList;
            listSteps.verdict(
                i, textList,
                textList ? ": {items} items, the longest {longest} words <= "
                           "{short}: a text list, removed."
                         : ": {items} items, the longest {longest} words > {short}: "
                           "kept.",
                {{"items", double(items)}, {"longest", double(longest)}, {"short", shortWords}});
            return textList;
        });
    }
    listSteps.finish(removed[TextLists], left.chars(doc.root()));

    FilterSteps emptySteps(trace, doc, "remove-empty",
                           "Filter 4: remove every container with fewer than empty-chars "
                           "characters of remaining text.",
                           values.at(RemoveEmpty) != 0);
    if (values.at(RemoveEmpty) != 0) {
        const double minChars = values.at(EmptyChars);
        bottomUp(kEmptyContainers, [&](NodeId i) {
            const double chars = remaining(i).chars;
            const bool empty = chars < minChars;
            verdicts.judge(i, Empty, empty, chars,
                           {empty ? "remove-empty: {0} chars < {1}: empty container removed"
                                  : "remove-empty: {0} chars >= {1}: kept",
                            {chars, minChars}});
            removed[Empty] += empty;
            emptySteps.verdict(i, empty,
                               empty ? ": {characters} characters < {minimum}: empty, removed."
                                     : ": {characters} characters >= {minimum}: kept.",
                               {{"characters", chars}, {"minimum", minChars}});
            return empty;
        });
    }
    emptySteps.finish(removed[Empty], left.chars(doc.root()));

    for (NodeId i = 0; i < doc.size(); ++i) {
        const Node &n = doc.node(i);
        if (left.alive(i) && n.isText() && n.visible && n.words > 0)
            r.spans.push_back(TextAssembler::wholeNode(doc, i));
    }
    r.selected = TextAssembler::cover(doc, r.spans);
    r.text = TextAssembler::assemble(doc, r.spans);
    r.judgements = verdicts.finish(doc);
    char summary[192];
    std::snprintf(summary, sizeof summary,
                  "removed %u elements, %u link lists, %u text lists, %u empty containers%s",
                  removed[Elements], removed[LinkLists], removed[TextLists], removed[Empty],
                  formWrapper ? "; kept the form that wraps the page" : "");
    r.summary = summary;
    return r;
}

} // namespace

const Extractor &crunchExtractor()
{
    static const CrunchExtractor e;
    return e;
}

} // namespace core

#pragma once

// Shared by the ui tests: the fixture page and a hand-made Analysis over it, so that the widgets
// can be tested before (and independently of) the real extractors.

#include <common/analysis.h>
#include <document/documentloader.h>
#include <extractors/extractorpalette.h>

#include <QtTest>

#include <memory>
#include <string>

namespace fixture {

inline std::shared_ptr<const core::Document> load(const std::string &name)
{
    core::DocumentLoader::Result r =
        core::DocumentLoader::loadFile(std::string(BOILERSCOPE_TEST_DATA) + "/ui/" + name);
    if (!r.document)
        qFatal("cannot load fixture %s: %s", name.c_str(), r.error.c_str());
    return std::make_shared<const core::Document>(std::move(*r.document));
}

inline core::NodeId at(const core::Document &doc, const char *path)
{
    const core::NodeId id = doc.findPath(path);
    if (id == core::kNoNode)
        qFatal("fixture path %s does not resolve", path);
    return id;
}

// The visible text nodes with words of article.html, in document order:
//   x  text                                                   chars
//   0  Home                                                     4
//   1  News                                                     4
//   2  The headline of the article                             27
//   3  First paragraph of the article has some words in it.    52
//   4  Second paragraph with                                   21
//   5  bold                                                     4
//   6  text and more words.                                    20
//   7  Copyright 2026 Example                                  22
inline const char *const kTextPaths[] = {
    "/html/body/div[1]/a[1]/text()",    "/html/body/div[1]/a[2]/text()",
    "/html/body/div[2]/h1/text()",      "/html/body/div[2]/p[1]/text()",
    "/html/body/div[2]/p[2]/text()[1]", "/html/body/div[2]/p[2]/b/text()",
    "/html/body/div[2]/p[2]/text()[2]", "/html/body/div[3]/text()"};
inline const double kTextChars[] = {4, 4, 27, 52, 21, 4, 20, 22};

inline ui::ExtractorRun run(const std::string &id)
{
    ui::ExtractorRun r;
    r.id = id;
    r.color = ui::ExtractorPalette::color(id);
    return r;
}

// density: the string lengths as bars, threshold 0.5 * maxL = 0.5 * 52 = 26, chosen x 2..3 (the
// strings above 26: 27 and 52); selected div#main with its paragraphs judged.
// danag: T above, S below, D smoothed over the same 8 positions; chosen x 2..6; selected p[1].
// bte: a line series for the "other" chart, selected nothing.
inline std::shared_ptr<const ui::Analysis> handMade(std::shared_ptr<const core::Document> doc)
{
    auto a = std::make_shared<ui::Analysis>();
    a->document = doc;
    std::vector<core::NodeId> texts;
    for (const char *p : kTextPaths)
        texts.push_back(at(*doc, p));
    const core::NodeId main = at(*doc, "/html/body/div[2]");
    const core::NodeId p1 = at(*doc, "/html/body/div[2]/p[1]");
    const core::NodeId p2 = at(*doc, "/html/body/div[2]/p[2]");
    const core::NodeId nav = at(*doc, "/html/body/div[1]");

    ui::ExtractorRun density = run("density");
    core::Series l{"density", "L (string length)", core::Series::Style::Bars};
    l.y.assign(std::begin(kTextChars), std::end(kTextChars));
    l.nodes = texts;
    l.threshold = 26;
    l.thresholdLabel = "c1·maxL = 26";
    l.chosen = {{2, 3}};
    density.result.series.push_back(l);
    density.result.selected = {main};
    density.result.judgements = {
        {main, -1, true, 79, {"region of {0} chars above the cutoff", {79}}},
        {p1, -1, false, 52, {"string of {0} chars > cutoff {1}", {52, 26}}},
        {nav, -1, false, 4, {"string of {0} chars < cutoff {1}", {4, 26}}},
    };
    a->runs.push_back(density);

    ui::ExtractorRun danag = run("danag");
    core::Series t{"content-code", "T (content chars)", core::Series::Style::Bars};
    t.y = {4, 4, 27, 52, 21, 4, 20, 22};
    t.nodes = texts;
    t.chosen = {{2, 6}};
    core::Series s{"content-code", "S (code chars)", core::Series::Style::NegativeBars};
    s.y = {30, 25, 9, 7, 3, 7, 4, 40};
    s.nodes = texts;
    core::Series d{"content-code", "D (smoothed T - S)", core::Series::Style::Line};
    d.y = {-26, -21, 18, 45, 18, -3, 16, -18};
    d.nodes = texts;
    danag.result.series = {t, s, d};
    danag.result.selected = {p1};
    danag.result.judgements = {
        {p1, 3, true, 45, {"line {0}: D = {1} > 0", {3, 45}}},
        {nav, 0, false, -26, {"line {0}: D = {1} <= 0", {0, -26}}},
    };
    a->runs.push_back(danag);

    ui::ExtractorRun bte = run("bte");
    core::Series c{"bte", "cumulative score", core::Series::Style::Line};
    c.y = {-1, -2, 3, 8, 11, 10, 13, 12};
    c.nodes = texts;
    bte.result.series.push_back(c);
    bte.result.judgements = {{p2, 6, false, 13, {"cumulative {0}", {13}}}};
    a->runs.push_back(bte);
    return a;
}

} // namespace fixture

#pragma once

#include "pageidentity.h"

#include <document/document.h>
#include <extraction/extractionresult.h>
#include <extraction/parameter.h>

#include <QColor>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace ui {

// One extractor's run on the current page.
struct ExtractorRun
{
    std::string id;
    QColor color;
    core::ParamValues params;
    core::ExtractionResult result;
    double seconds = 0;
    // An external program's run: seconds include starting and running the program.
    bool external = false;
    // Computed by the consensus run as one of its voters (default parameters), not run apart.
    bool fromConsensus = false;
};

// One page's parsed document and the results of the ticked extractors on it, in registry order.
// Immutable once published: the GUI thread and workers share it through shared_ptr<const>.
struct Analysis
{
    std::shared_ptr<const core::Document> document;
    std::vector<ExtractorRun> runs;
    // Runs of the compare view's extractors that are not ticked (not drawn, not in the panes).
    std::vector<ExtractorRun> compared;
    // The consensus's voters it computed that are neither ticked nor compared (default
    // parameters; not drawn, not in the panes): there for whoever needs the voters' results, the
    // page classifier, so that they are not computed again.
    std::vector<ExtractorRun> voters;
    PageIdentity page;     // the page analysed
    bool rendered = false; // parsed from the rendered DOM snapshot (else from the source HTML)

    const ExtractorRun *run(const std::string &id) const
    {
        for (const ExtractorRun &r : runs)
            if (r.id == id)
                return &r;
        return nullptr;
    }
    // A ticked run or a compare view's run.
    const ExtractorRun *anyRun(const std::string &id) const
    {
        if (const ExtractorRun *r = run(id))
            return r;
        for (const ExtractorRun &r : compared)
            if (r.id == id)
                return &r;
        return nullptr;
    }
    // A ticked run, a compare view's run or an unticked voter's run.
    const ExtractorRun *runOrVoter(const std::string &id) const
    {
        if (const ExtractorRun *r = anyRun(id))
            return r;
        for (const ExtractorRun &r : voters)
            if (r.id == id)
                return &r;
        return nullptr;
    }
};

} // namespace ui

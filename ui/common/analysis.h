#pragma once

#include "pageidentity.h"

#include <document/document.h>
#include <extraction/extractionresult.h>
#include <extraction/parameter.h>

#include <QColor>
#include <QString>

#include <algorithm>
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
    // page classifier, so that they are not computed again. Shared with the controller that
    // keeps them: publishing an analysis copies none of their results.
    std::vector<std::shared_ptr<const ExtractorRun>> voters;
    PageIdentity page;     // the page analysed
    bool rendered = false; // parsed from the rendered DOM snapshot (else from the source HTML)

    const ExtractorRun *run(const std::string &id) const { return find(runs, id); }
    // A ticked run or a compare view's run.
    const ExtractorRun *anyRun(const std::string &id) const
    {
        const ExtractorRun *r = run(id);
        return r ? r : find(compared, id);
    }
    // A ticked run, a compare view's run or an unticked voter's run.
    const ExtractorRun *runOrVoter(const std::string &id) const
    {
        const ExtractorRun *r = anyRun(id);
        if (r)
            return r;
        for (const auto &v : voters)
            if (v->id == id)
                return v.get();
        return nullptr;
    }

private:
    static const ExtractorRun *find(const std::vector<ExtractorRun> &in, const std::string &id)
    {
        const auto it =
            std::find_if(in.begin(), in.end(), [&id](const ExtractorRun &r) { return r.id == id; });
        return it == in.end() ? nullptr : &*it;
    }
};

} // namespace ui

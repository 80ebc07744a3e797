#pragma once

#include <document.h>
#include <extractionresult.h>
#include <parameter.h>

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
};

// One page's parsed document and the results of the ticked extractors on it, in registry order.
// Immutable once published: the GUI thread and workers share it through shared_ptr<const>.
struct Analysis
{
    std::shared_ptr<const core::Document> document;
    std::vector<ExtractorRun> runs;
    QString url;
    bool rendered = false; // parsed from the rendered DOM snapshot (else from the source HTML)

    const ExtractorRun *run(const std::string &id) const
    {
        for (const ExtractorRun &r : runs)
            if (r.id == id)
                return &r;
        return nullptr;
    }
};

} // namespace ui

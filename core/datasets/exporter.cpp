#include "exporter.h"

#include "cleanevalexporter.h"
#include "folderexporter.h"
#include "htmlexporter.h"
#include "scrapinghubexporter.h"
#include "trafilaturaexporter.h"
#include "wcxbexporter.h"

#include <vector>

namespace core {

std::span<const Exporter *const> Exporter::all()
{
    static const WcxbExporter wcxb;
    static const ScrapinghubExporter scrapinghub;
    static const TrafilaturaExporter trafilatura;
    static const CleanevalExporter cleaneval;
    static const FolderExporter folder;
    static const HtmlExporter html;
    static const std::vector<const Exporter *> exporters = {&wcxb,      &scrapinghub, &trafilatura,
                                                            &cleaneval, &folder,      &html};
    return exporters;
}

const Exporter *Exporter::find(std::string_view id)
{
    for (const Exporter *exporter : all())
        if (exporter->id() == id)
            return exporter;
    return nullptr;
}

} // namespace core

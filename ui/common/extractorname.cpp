#include "extractorname.h"

#include <registry/extractorregistry.h>

namespace ui {

QString extractorName(const std::string &id)
{
    const core::Extractor *e = core::ExtractorRegistry::find(id);
    return QString::fromStdString(e ? e->info().name : id);
}

} // namespace ui

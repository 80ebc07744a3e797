#include "folderexporter.h"

#include "exportsession.h"

namespace core {

std::string_view FolderExporter::description() const
{
    return "folders: OUT/pages/STEM.html and OUT/gold/STEM.txt";
}

Exporter::Result FolderExporter::run(const TestPackage &package, const std::string &out,
                                     const Options &options) const
{
    ExportSession session(package, out, options);
    if (!session.begin({"pages", "gold"}))
        return session.finish();
    session.eachDocument([&](const PackageDocument &doc) {
        std::string stored, plain;
        bool gzipped = false;
        if (!session.page(doc, stored, gzipped, plain) ||
            !session.write("pages/" + doc.stem + (gzipped ? ".html.gz" : ".html"), stored))
            return;
        if (doc.hasGoldText && !session.write("gold/" + doc.stem + ".txt", doc.goldText))
            return;
        session.exported();
    });
    return session.finish();
}

} // namespace core

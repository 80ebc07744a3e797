#include "cleanevalexporter.h"

#include "document/textrules.h"
#include "exportsession.h"

namespace core {

std::string_view CleanevalExporter::description() const
{
    return "CleanEval format: OUT/STEM.html and OUT/STEM.txt (URL: line, <p> blocks)";
}

std::string CleanevalExporter::goldFile(const std::string &url, const std::string &goldText)
{
    std::string out = "URL: " + TextRules::normalize(url) + "\n";
    std::size_t pos = 0;
    while (pos <= goldText.size()) {
        std::size_t end = goldText.find('\n', pos);
        if (end == std::string::npos)
            end = goldText.size();
        const std::string line =
            TextRules::normalize(std::string_view(goldText).substr(pos, end - pos));
        if (!line.empty())
            out += "<p>" + line + "\n";
        pos = end + 1;
    }
    return out;
}

Exporter::Result CleanevalExporter::run(const TestPackage &package, const std::string &out,
                                        const Options &options) const
{
    ExportSession session(package, out, options);
    if (!session.begin())
        return session.finish();
    session.eachDocument([&](const PackageDocument &doc) {
        if (!doc.hasGoldText) {
            session.warning(doc.stem, "no gold text; not exported");
            return;
        }
        std::string stored, plain;
        bool gzipped = false;
        if (session.page(doc, stored, gzipped, plain) && session.write(doc.stem + ".html", plain) &&
            session.write(doc.stem + ".txt", goldFile(doc.metadata.url, doc.goldText)))
            session.exported();
    });
    return session.finish();
}

} // namespace core

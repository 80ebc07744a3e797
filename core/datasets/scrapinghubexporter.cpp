#include "scrapinghubexporter.h"

#include "exportsession.h"
#include "package/testpackagewriter.h"

#include <nlohmann/json.hpp>

namespace core {

using nlohmann::json;

std::string_view ScrapinghubExporter::description() const
{
    return "article-extraction-benchmark layout: OUT/ground-truth.json and OUT/html/STEM.html.gz";
}

Exporter::Result ScrapinghubExporter::run(const TestPackage &package, const std::string &out,
                                          const Options &options) const
{
    ExportSession session(package, out, options);
    if (!session.begin({"html"}))
        return session.finish();
    json truth = json::object();
    session.eachDocument([&](const PackageDocument &doc) {
        if (!doc.hasGoldText) {
            session.warning(doc.stem, "no gold text; not exported");
            return;
        }
        std::string stored, plain;
        bool gzipped = false;
        if (!session.page(doc, stored, gzipped, plain) ||
            !session.write("html/" + doc.stem + ".html.gz",
                           gzipped ? stored : TestPackageWriter::gzip(plain)))
            return;
        truth[doc.stem] = {{"articleBody", doc.goldText}, {"url", doc.metadata.url}};
        session.exported();
    });
    // Last, so that the pages it names are there.
    session.write("ground-truth.json",
                  truth.dump(2, ' ', false, json::error_handler_t::replace) + "\n");
    return session.finish();
}

} // namespace core

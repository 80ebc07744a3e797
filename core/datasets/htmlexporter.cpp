#include "htmlexporter.h"

#include "document/documentloader.h"
#include "exportsession.h"
#include "extraction/htmlmarker.h"
#include "extraction/textassembler.h"
#include "package/goldannotation.h"

namespace core {

namespace {

// Project choice: gold in the dashboards' "true positive" green, so that it reads as gold.
constexpr std::string_view kOutline = "#2ca02c", kBackground = "rgba(44,160,44,.10)";

} // namespace

std::string_view HtmlExporter::description() const
{
    return "HTML: OUT/STEM.html with the gold elements marked data-boilerscope-gold";
}

Exporter::Result HtmlExporter::run(const TestPackage &package, const std::string &out,
                                   const Options &options) const
{
    ExportSession session(package, out, options);
    if (!session.begin())
        return session.finish();
    session.eachDocument([&](const PackageDocument &doc) {
        const std::string path = doc.goldNodesOfRendered
                                     ? package.pathOf(doc, TestPackage::kRendered)
                                     : package.htmlPath(doc);
        DocumentLoader::Result loaded = DocumentLoader::loadFile(path);
        if (!loaded.document) {
            session.error(doc.stem, loaded.error + "; not exported");
            return;
        }
        const Document &page = *loaded.document;
        std::vector<NodeId> marked;
        if (doc.goldNodes.empty()) {
            session.warning(doc.stem, "no node-level gold; page written unmarked");
        } else {
            std::size_t unresolved = 0, unrestored = 0;
            const GoldAnnotation gold =
                GoldAnnotation::fromGoldNodes(page, doc.goldNodes, &unresolved, &unrestored);
            if (unresolved + unrestored > 0)
                session.warning(doc.stem, std::to_string(unresolved + unrestored) +
                                              " gold nodes not found in the page; left unmarked");
            marked = TextAssembler::cover(page, gold.spans(page));
        }
        if (session.write(doc.stem + ".html", HtmlMarker::markNodes(page, marked, kAttribute,
                                                                    "gold", kOutline, kBackground)))
            session.exported();
    });
    return session.finish();
}

} // namespace core

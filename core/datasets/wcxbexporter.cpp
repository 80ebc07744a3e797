#include "wcxbexporter.h"

#include "exportsession.h"
#include "package/testpackagewriter.h"

#include <nlohmann/json.hpp>

namespace core {

using nlohmann::json;

namespace {

json orNull(const std::string &s)
{
    return s.empty() ? json(nullptr) : json(s);
}

} // namespace

std::string_view WcxbExporter::description() const
{
    return "WCXB layout: OUT/html/STEM.html.gz and OUT/ground-truth/STEM.json";
}

Exporter::Result WcxbExporter::run(const TestPackage &package, const std::string &out,
                                   const Options &options) const
{
    ExportSession session(package, out, options);
    if (!session.begin({"html", "ground-truth"}))
        return session.finish();
    session.eachDocument([&](const PackageDocument &doc) {
        // WCXB scores a record without main_content as one whose reference is empty: a
        // document without gold text would come back as "nothing here is main content".
        if (!doc.hasGoldText) {
            session.warning(doc.stem, "no gold text (WCXB would score it as an empty one); not "
                                      "exported");
            return;
        }
        std::string stored, plain;
        bool gzipped = false;
        if (!session.page(doc, stored, gzipped, plain))
            return;
        json truth = json::object();
        truth["title"] = doc.metadata.title;
        truth["author"] = orNull(doc.metadata.author);
        truth["publish_date"] = orNull(doc.metadata.published);
        truth["main_content"] = doc.goldText;
        truth["with"] = doc.snippets.with;
        truth["without"] = doc.snippets.without;
        json j = json::object();
        j["schema_version"] = "2.0";
        j["url"] = doc.metadata.url;
        j["file_id"] = doc.stem;
        if (!doc.metadata.pageType.empty())
            j["_internal"]["page_type"]["primary"] = doc.metadata.pageType;
        j["ground_truth"] = std::move(truth);
        if (session.write("html/" + doc.stem + ".html.gz",
                          gzipped ? stored : TestPackageWriter::gzip(plain)) &&
            session.write("ground-truth/" + doc.stem + ".json",
                          j.dump(2, ' ', false, json::error_handler_t::replace) + "\n"))
            session.exported();
    });
    return session.finish();
}

} // namespace core

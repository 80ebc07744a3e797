#include "trafilaturaexporter.h"

#include "exportsession.h"

#include <nlohmann/json.hpp>

namespace core {

using nlohmann::json;

std::string_view TrafilaturaExporter::description() const
{
    return "trafilatura evaluation layout: OUT/evaldata.json and OUT/eval/STEM.html (documents "
           "with snippets)";
}

Exporter::Result TrafilaturaExporter::run(const TestPackage &package, const std::string &out,
                                          const Options &options) const
{
    ExportSession session(package, out, options);
    if (!session.begin({"eval"}))
        return session.finish();
    json data = json::object();
    session.eachDocument([&](const PackageDocument &doc) {
        if (doc.snippets.empty()) {
            session.warning(doc.stem, "no snippets (trafilatura's gold); not exported");
            return;
        }
        std::string key = doc.metadata.url;
        if (key.empty()) {
            key = doc.stem;
            session.warning(doc.stem, "no URL; keyed by its name");
        }
        if (data.contains(key)) {
            session.error(doc.stem, "a document with the URL " + key +
                                        " was exported already; "
                                        "not exported");
            return;
        }
        std::string stored, plain;
        bool gzipped = false;
        const std::string file = doc.stem + ".html";
        if (!session.page(doc, stored, gzipped, plain) || !session.write("eval/" + file, plain))
            return;
        json entry = {
            {"file", file}, {"with", doc.snippets.with}, {"without", doc.snippets.without}};
        if (!doc.metadata.author.empty())
            entry["author"] = doc.metadata.author;
        if (!doc.metadata.title.empty())
            entry["title"] = doc.metadata.title;
        if (!doc.metadata.published.empty())
            entry["date"] = doc.metadata.published;
        data[key] = std::move(entry);
        session.exported();
    });
    session.write("evaldata.json", data.dump(2, ' ', false, json::error_handler_t::replace) + "\n");
    return session.finish();
}

} // namespace core

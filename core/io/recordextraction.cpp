#include "recordextraction.h"

#include "contenthtmlwriter.h"
#include "contentoutline.h"
#include "document/documentloader.h"
#include "markdownwriter.h"
#include "metadata/metadataextractor.h"
#include "metadata/metadatajson.h"

#include <chrono>

namespace core {

namespace {

double millisecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

RecordExtraction RecordExtraction::run(Record &&record, const Options &options,
                                       const std::string &name, const std::string &pageUrl)
{
    RecordExtraction x;
    RecordResult &r = x.result;
    r.input = record.input;
    r.number = record.number;
    r.id = std::move(record.id);
    r.url = std::move(record.url);
    r.httpStatus = record.httpStatus;
    r.extractor = options.extractor->info().id;
    if (!record.error.empty()) {
        r.error = std::move(record.error);
        return x;
    }
    const auto parseStart = std::chrono::steady_clock::now();
    DocumentLoader::Result loaded =
        DocumentLoader::loadBytes(std::move(record.html), name, record.charset);
    r.parseMs = millisecondsSince(parseStart);
    if (!loaded.document) {
        const std::string prefix = name + ": ";
        r.error =
            loaded.error.starts_with(prefix) ? loaded.error.substr(prefix.size()) : loaded.error;
        return x;
    }
    x.document = std::move(loaded.document);
    const Document &doc = *x.document;
    PageInput page;
    page.document = &doc;
    page.bytes = loaded.bytes; // external programs get the page as stored
    page.url = r.url.empty() ? pageUrl : r.url;
    page.cancel = options.cancel;
    const auto extractStart = std::chrono::steady_clock::now();
    try {
        // A trace records a built-in's steps; an external program has none to record.
        const bool traced =
            options.trace && options.extractor->info().input != ExtractorInput::ExternalProgram;
        if (options.run)
            x.extraction = options.run(page, traced ? &x.trace.emplace() : nullptr);
        else if (traced)
            x.extraction =
                options.extractor->runPageTraced(page, options.values, x.trace.emplace());
        else
            x.extraction = options.extractor->runPage(page, options.values);
    } catch (const ExtractorFailure &e) {
        r.extractMs = millisecondsSince(extractStart);
        r.error = r.extractor + " failed: " + e.what();
        x.document.reset();
        return x;
    }
    r.extractMs = millisecondsSince(extractStart);
    r.encoding = doc.encoding();
    r.text = x.extraction.text;
    r.paths = doc.paths(x.extraction.selected);
    if (options.markdown || options.contentHtml) {
        const ContentOutline outline = ContentOutline::build(doc, x.extraction);
        if (options.markdown)
            r.markdown = MarkdownWriter::write(outline);
        if (options.contentHtml)
            r.contentHtml = ContentHtmlWriter::fragment(outline);
    }
    if (options.metadata) {
        const std::string url = !r.url.empty()                 ? r.url
                                : pageUrl.starts_with("file:") ? std::string()
                                                               : pageUrl;
        x.metadata = MetadataExtractor::extract(doc, url);
        r.metadata = MetadataJson::object(*x.metadata, MetadataJson::Candidates::Omitted);
        r.programMetadata = x.extraction.metadata;
    }
    return x;
}

} // namespace core

#pragma once

#include "importer.h"

#include <optional>

namespace core {

// Imports the Mozilla Readability test pages (tests/data/readability-test-pages, or a checkout of
// Readability's test/test-pages): one folder per page with source.html (the page), expected.html
// (Readability.js's article, the gold), each possibly gzip-compressed as .html.gz, and
// expected-metadata.json (title, byline, publishedTime, siteName and lang: the metadata gold).
// The gold text is the visible text of expected.html under the extractors' own rules
// (TextAssembler: blocks on lines of their own), so that an extractor's text and the gold are
// comparable. Stateless, thread-safe.
class ReadabilityImporter final : public Importer
{
public:
    std::string_view id() const override { return "readability"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;

    // The gold text of one expected.html (or .html.gz); empty optional with error set when it
    // cannot be read.
    static std::optional<std::string> goldText(const std::string &expectedHtml, std::string &error);
};

} // namespace core

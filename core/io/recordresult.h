#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace core {

// What extracting one Record gave, as JsonLinesWriter writes it: the record's identity, the
// extractor's text and chosen node paths, timings, the optional Markdown / content HTML and
// metadata, or the error. A plain value.
struct RecordResult
{
    std::string input;
    std::uint64_t number = 1;
    std::string id;     // "" is written as null
    std::string url;    // "" is written as null
    int httpStatus = 0; // 0 is written as null
    std::string extractor;
    std::string encoding;
    std::string text;
    std::vector<std::string> paths; // the chosen nodes, e.g. "/html/body/div[2]"
    double parseMs = 0;             // decoding and parsing the page
    double extractMs = 0;           // the extractor's run
    std::optional<std::string> markdown;
    std::optional<std::string> contentHtml;
    // The page's metadata as one JSON object (MetadataJson), when asked for.
    std::optional<std::string> metadata;
    // When metadata is asked for and the extractor is an external program that returned the
    // page's metadata (ExtractionResult::metadata): its fields and values, in its order.
    std::vector<std::pair<std::string, std::string>> programMetadata;
    std::string error; // written only when not empty
};

} // namespace core

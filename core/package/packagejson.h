#pragma once

#include "testpackage.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The JSON files of a test package (docs/test-package.md): package.json, STEM.meta.json,
// STEM.gold-nodes.json, STEM.snippets.json and STEM.annotation.KEY.json, to and from text. Parsing
// reports the first defect in one line (which key, what is wrong) through `error`; unknown keys are
// reported as `warnings` and ignored, so that newer packages stay readable. Stateless, thread-safe;
// nlohmann-json stays inside the .cpp.
class PackageJson
{
public:
    static std::string description(const PackageDescription &d);
    // version (optional): the package's format version, 1 to TestPackage::kVersion.
    static std::optional<PackageDescription> parseDescription(std::string_view text,
                                                              std::string &error,
                                                              std::vector<std::string> &warnings,
                                                              int *version = nullptr);

    static std::string metadata(const DocumentMetadata &m);
    static std::optional<DocumentMetadata> parseMetadata(std::string_view text, std::string &error,
                                                         std::vector<std::string> &warnings);

    struct GoldNodes
    {
        std::vector<GoldNode> nodes;
        bool ofRendered = false;
    };
    static std::string goldNodes(const std::vector<GoldNode> &nodes, bool ofRendered);
    static std::optional<GoldNodes> parseGoldNodes(std::string_view text, std::string &error,
                                                   std::vector<std::string> &warnings);

    static std::string snippets(const Snippets &s);
    static std::optional<Snippets> parseSnippets(std::string_view text, std::string &error,
                                                 std::vector<std::string> &warnings);

    // Annotation::key is the file name's, not the file's: the caller sets it.
    static std::string annotation(const Annotation &a);
    static std::optional<Annotation> parseAnnotation(std::string_view text, std::string &error,
                                                     std::vector<std::string> &warnings);
};

} // namespace core

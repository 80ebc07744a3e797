#pragma once

#include "testpackage.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The JSON files of a test package (docs/test-package.md): package.json, STEM.meta.json and
// STEM.gold-nodes.json, to and from text. Parsing reports the first defect in one line (which
// key, what is wrong) through `error`; unknown keys are reported as `warnings` and ignored, so
// that newer packages stay readable. Stateless, thread-safe; nlohmann-json stays inside the .cpp.
class PackageJson
{
public:
    static std::string description(const PackageDescription &d);
    static std::optional<PackageDescription>
    parseDescription(std::string_view text, std::string &error, std::vector<std::string> &warnings);

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
};

} // namespace core

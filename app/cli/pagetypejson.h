#pragma once

#include <QJsonObject>

#include <string>

namespace core {
class ConsensusFeatures;
class Document;
} // namespace core

// `extract --format json`'s "page_type": the page classifier's type of doc (docs/page-types.md),
// its probability, every type's, and the cues behind it, each with its value, its part of the
// type's margin and its reason. url: the page's address when known ("" reads the page's own).
// features: the consensus's evidence of doc when the caller has it (a `consensus` run), else
// null and it is computed with the registry's voters.
QJsonObject pageTypeJson(const core::Document &doc, const std::string &url,
                         const core::ConsensusFeatures *features = nullptr);

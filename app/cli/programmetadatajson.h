#pragma once

#include <extraction/extractionresult.h>

#include <QJsonObject>

// `extract --format json`'s "program_metadata": an external program's own metadata
// (core::ExtractionResult::metadata) as it gave it, each field named as ours; empty when the
// extractor returned none (every built-in). docs/metadata.md, Command line.
QJsonObject programMetadataJson(const core::ExtractionResult &result);

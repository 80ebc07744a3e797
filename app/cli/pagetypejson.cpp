#include "pagetypejson.h"

#include <extractors/consensus/consensusfeatures.h>
#include <extractors/consensus/pagetypeclassifier.h>
#include <registry/extractorregistry.h>

#include <QJsonArray>

#include <cmath>
#include <optional>

namespace {

// Probabilities and parts to four decimals: enough to read, stable across platforms' last bits.
double pageTypeRounded(double v)
{
    return std::round(v * 1e4) / 1e4;
}

QString pageTypeString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QJsonObject pageTypeJson(const core::Document &doc, const std::string &url,
                         const core::ConsensusFeatures *features)
{
    std::optional<core::ConsensusFeatures> computed;
    if (!features)
        features = &computed.emplace(doc, core::ExtractorRegistry::find("consensus")->voters());
    const core::PageTypeClassifier::Result r =
        core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, url, *features));
    QJsonObject o;
    o[QStringLiteral("type")] = pageTypeString(r.typeName());
    o[QStringLiteral("probability")] = pageTypeRounded(r.probability);
    QJsonObject all;
    for (size_t k = 0; k < core::PageTypeClassifier::kTypeCount; ++k)
        all[pageTypeString(core::PageTypeClassifier::kTypeNames[k])] =
            pageTypeRounded(r.probabilities[k]);
    o[QStringLiteral("probabilities")] = all;
    o[QStringLiteral("url")] = QString::fromStdString(r.url);
    o[QStringLiteral("bias")] = pageTypeRounded(r.bias);
    QJsonArray cues;
    for (const core::PageTypeClassifier::Cue &c : r.cues)
        cues.append(QJsonObject{
            {QStringLiteral("cue"), pageTypeString(core::PageTypeEvidence::kNames[c.cue])},
            {QStringLiteral("value"), pageTypeRounded(c.value)},
            {QStringLiteral("log_odds"), pageTypeRounded(c.part)},
            {QStringLiteral("reason"), QString::fromStdString(c.reason)}});
    o[QStringLiteral("cues")] = cues;
    return o;
}

#include "programmetadatajson.h"

#include <QString>

QJsonObject programMetadataJson(const core::ExtractionResult &result)
{
    QJsonObject o;
    for (const auto &[field, value] : result.metadata)
        o[QString::fromStdString(field)] = QString::fromStdString(value);
    return o;
}

#include "metadatajson.h"

#include <nlohmann/json.hpp>

namespace core {

namespace {

using ordered = nlohmann::ordered_json;

ordered candidateJson(const MetadataCandidate &c)
{
    ordered o = ordered::object();
    o["value"] = c.value;
    o["source"] = metadataSourceName(c.source);
    o["key"] = c.key;
    o["path"] = c.path;
    o["reason"] = c.reason;
    o["rank"] = c.rank;
    o["raw"] = c.raw;
    return o;
}

} // namespace

std::string MetadataJson::object(const Metadata &metadata, Candidates candidates)
{
    ordered out = ordered::object();
    for (MetadataField f : kMetadataFields) {
        const MetadataValue &v = metadata[f];
        ordered field = ordered::object();
        field["value"] = v.value;
        if (const MetadataCandidate *c = v.chosenCandidate()) {
            field["source"] = metadataSourceName(c->source);
            field["key"] = c->key;
            field["path"] = c->path;
            field["reason"] = c->reason;
        } else {
            field["source"] = nullptr;
        }
        field["rule"] = v.rule;
        if (candidates == Candidates::Included) {
            ordered list = ordered::array();
            for (const MetadataCandidate &c : v.candidates)
                list.push_back(candidateJson(c));
            field["candidates"] = std::move(list);
        }
        out[std::string(metadataFieldName(f))] = std::move(field);
    }
    return out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace core

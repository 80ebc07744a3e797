#include "metadata.h"

namespace core {

std::string_view metadataFieldName(MetadataField field)
{
    switch (field) {
    case MetadataField::Title:
        return "title";
    case MetadataField::Authors:
        return "authors";
    case MetadataField::Published:
        return "published";
    case MetadataField::Modified:
        return "modified";
    case MetadataField::SiteName:
        return "site_name";
    case MetadataField::Language:
        return "language";
    case MetadataField::Description:
        return "description";
    case MetadataField::CanonicalUrl:
        return "canonical_url";
    }
    return "";
}

std::string_view metadataSourceName(MetadataSource source)
{
    switch (source) {
    case MetadataSource::TitleElement:
        return "title";
    case MetadataSource::Heading:
        return "h1";
    case MetadataSource::OpenGraph:
        return "og";
    case MetadataSource::Twitter:
        return "twitter";
    case MetadataSource::DublinCore:
        return "dublin-core";
    case MetadataSource::MetaName:
        return "meta";
    case MetadataSource::JsonLd:
        return "json-ld";
    case MetadataSource::Microdata:
        return "microdata";
    case MetadataSource::TimeElement:
        return "time";
    case MetadataSource::Byline:
        return "byline";
    case MetadataSource::Url:
        return "url";
    case MetadataSource::VisibleText:
        return "text";
    case MetadataSource::HtmlLang:
        return "html-lang";
    case MetadataSource::Link:
        return "link";
    }
    return "";
}

} // namespace core

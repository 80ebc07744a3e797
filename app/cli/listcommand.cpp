#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <extractors/voteextractor.h>
#include <registry/extractorcatalog.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <string>

namespace {

// Project choice: a terminal's 100 columns.
constexpr std::size_t kWidth = 100;

// text on lines of at most width bytes (a longer word stands alone), each starting with indent;
// QtCore has no plain-text wrapping (QTextLayout needs fonts and a GUI application).
std::string wrapped(const std::string &text, const std::string &indent, std::size_t width)
{
    std::string out, line;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        const std::string word = text.substr(i, end - i);
        i = end + 1;
        if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
            out += indent + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty())
        out += indent + line + "\n";
    return out;
}

QJsonValue stringOrNull(const std::string &s)
{
    return s.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(QString::fromStdString(s));
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString typeName(core::ParamDescriptor::Type type)
{
    switch (type) {
    case core::ParamDescriptor::Type::Real:
        return QStringLiteral("real");
    case core::ParamDescriptor::Type::Integer:
        return QStringLiteral("integer");
    case core::ParamDescriptor::Type::Boolean:
        return QStringLiteral("boolean");
    }
    return {};
}

QJsonObject parameterJson(const core::ParamDescriptor &p)
{
    QJsonArray choices;
    for (size_t c = 0; c < p.choices.size(); ++c)
        choices.append(
            QJsonObject{{QStringLiteral("value"), p.minimum + double(c)},
                        {QStringLiteral("label"), QString::fromStdString(p.choices[c])}});
    return QJsonObject{
        {QStringLiteral("name"), QString::fromStdString(p.name)},
        {QStringLiteral("type"), typeName(p.type)},
        {QStringLiteral("default"), p.defaultValue},
        {QStringLiteral("minimum"), p.minimum},
        {QStringLiteral("maximum"), p.maximum},
        {QStringLiteral("step"), p.step},
        {QStringLiteral("meaning"), QString::fromStdString(p.meaning)},
        {QStringLiteral("source"), QString::fromStdString(p.source)},
        {QStringLiteral("choices"), choices},
        {QStringLiteral("explanation"), stringOrNull(p.explanation)},
    };
}

// The listing as one JSON document for scripts: every key is always there (null when it does
// not apply), and QJsonObject writes keys in sorted order, so the bytes depend on the catalog
// alone.
std::string listingJson(const core::ExtractorCatalog &catalog)
{
    QJsonArray extractors;
    for (const core::CatalogEntry &entry : catalog.entries()) {
        const core::ExtractorInfo &info = entry.extractor->info();
        QJsonArray parameters;
        for (const core::ParamDescriptor &p : info.params)
            parameters.append(parameterJson(p));
        extractors.append(QJsonObject{
            {QStringLiteral("id"), QString::fromStdString(info.id)},
            {QStringLiteral("name"), QString::fromStdString(info.name)},
            {QStringLiteral("description"), QString::fromStdString(info.description)},
            {QStringLiteral("source"), fromView(core::originName(entry.origin))},
            {QStringLiteral("seed"), stringOrNull(info.seed)},
            {QStringLiteral("reads"), fromView(core::inputName(info.input))},
            {QStringLiteral("definition"), stringOrNull(entry.file)},
            {QStringLiteral("overrides"), stringOrNull(entry.overridden)},
            {QStringLiteral("available"), entry.available},
            {QStringLiteral("reason"), entry.available
                                           ? QJsonValue(QJsonValue::Null)
                                           : QJsonValue(QString::fromStdString(entry.reason))},
            {QStringLiteral("parameters"), parameters},
        });
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("extractors"), extractors}})
               .toJson(QJsonDocument::Compact)
               .toStdString() +
           "\n";
}

} // namespace

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List every extractor: id, name, the paper it follows, what it reads, and its parameters "
        "with their defaults, ranges and meanings; then the external extractors "
        "(docs/external-extractors.md), whether each is available and from which "
        "definition file."));
    CliExtractors::addOptions(parser);
    parser.addOption({"package", "Also list the definitions of PACKAGE/extractors.", "PACKAGE"});
    parser.addOption({"format",
                      "text (default: for people) or json (for scripts: one document, "
                      "docs/command-line.md).",
                      "FORMAT", "text"});
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("list"), args, &status))
        return status;
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        CliContext::error(QStringLiteral("bad format '%1': expected text or json").arg(format));
        return CliContext::kUsageError;
    }
    const std::optional<core::ExtractorCatalog> catalog =
        CliExtractors::load(parser, parser.value(QStringLiteral("package")).toStdString());
    if (!catalog)
        return CliContext::kUsageError;
    if (format == QLatin1String("json")) {
        CliContext::print(listingJson(*catalog));
        return CliContext::kOk;
    }

    for (const core::CatalogEntry &entry : catalog->entries()) {
        const core::ExtractorInfo &info = entry.extractor->info();
        if (entry.external) {
            std::printf("%-18s %s (external, %s definition)\n", info.id.c_str(), info.name.c_str(),
                        std::string(core::originName(entry.origin)).c_str());
            if (entry.available)
                std::printf("    available: %s\n", entry.file.c_str());
            else
                std::printf("    unavailable: %s\n    defined in %s\n", entry.reason.c_str(),
                            entry.file.c_str());
            continue;
        }
        std::printf("%-18s %s (%s; reads %s)\n", info.id.c_str(), info.name.c_str(),
                    info.seed.c_str(), std::string(core::inputName(info.input)).c_str());
        // An ensemble of the catalog's (the vote): whom it combines, and whether it can run.
        if (info.id == core::VoteExtractor::kId) {
            std::printf("    of: %s\n", info.description.c_str());
            if (!entry.available)
                std::printf("    unavailable: %s\n", entry.reason.c_str());
        }
        for (const core::ParamDescriptor &p : info.params) {
            std::printf("    %s=%g  [%g..%g, step %g]  %s (%s)\n", p.name.c_str(), p.defaultValue,
                        p.minimum, p.maximum, p.step, p.meaning.c_str(), p.source.c_str());
            for (size_t c = 0; c < p.choices.size(); ++c)
                std::printf("        %s=%g: %s\n", p.name.c_str(), p.minimum + double(c),
                            p.choices[c].c_str());
            if (!p.explanation.empty())
                std::printf("%s", wrapped(p.explanation, "        ", kWidth).c_str());
        }
    }
    return CliContext::kOk;
}

#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"
#include "nodejson.h"
#include "pagetypejson.h"
#include "programmetadatajson.h"
#include "tracejson.h"

#include <document/documentbuilder.h>
#include <document/documentloader.h>
#include <extraction/htmlmarker.h>
#include <extraction/trace.h>
#include <extractors/consensus/consensusextractor.h>
#include <io/contenthtmlwriter.h>
#include <io/contentoutline.h>
#include <io/jsonlineswriter.h>
#include <io/markdownwriter.h>
#include <io/orderedpipeline.h>
#include <io/recordextraction.h>
#include <io/recordreader.h>
#include <metadata/metadatajson.h>

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <cstdio>
#include <map>
#include <memory>
#include <optional>

namespace {

QJsonObject resultJson(const std::string &file, const core::Extractor &extractor,
                       const core::ParamValues &values, const core::Document &doc,
                       const core::ExtractionResult &r, bool explain)
{
    QJsonObject o;
    o[QStringLiteral("file")] = QString::fromStdString(file);
    o[QStringLiteral("extractor")] = QString::fromStdString(extractor.info().id);
    QJsonObject params;
    for (size_t i = 0; i < values.size(); ++i)
        params[QString::fromStdString(extractor.info().params[i].name)] = values[i];
    o[QStringLiteral("parameters")] = params;
    o[QStringLiteral("encoding")] = QString::fromStdString(doc.encoding());
    o[QStringLiteral("text")] = QString::fromStdString(r.text);
    QJsonArray nodes;
    for (QJsonObject &n : nodesJson(doc, r.selected))
        nodes.append(std::move(n));
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("summary")] = QString::fromStdString(r.summary);
    // External extractors: output text not found on the page, and notes on the output.
    auto addList = [&o](const char *key, const std::vector<std::string> &list) {
        QJsonArray a;
        for (const std::string &s : list)
            a.append(QString::fromStdString(s));
        if (!a.isEmpty())
            o[QLatin1String(key)] = a;
    };
    addList("offPage", r.offPage);
    addList("notes", r.notes);
    // External programs that report their own reasons: what they said about the page.
    if (!r.pageType.empty())
        o[QStringLiteral("pageType")] = QString::fromStdString(r.pageType);
    addList("warnings", r.warnings);
    // External programs that return the page's metadata: theirs as they gave it, beside ours.
    if (!r.metadata.empty())
        o[QStringLiteral("program_metadata")] = programMetadataJson(r);
    if (!explain)
        return o;
    // Combined decisions (consensus): every vote behind judgement k, listed under it.
    std::vector<QJsonArray> votesOf(r.judgements.size());
    for (const core::Vote &v : r.votes)
        if (v.judgement >= 0 && static_cast<size_t>(v.judgement) < votesOf.size())
            votesOf[static_cast<size_t>(v.judgement)].append(
                QJsonObject{{QStringLiteral("source"), QString::fromUtf8(v.source)},
                            {QStringLiteral("value"), v.value},
                            {QStringLiteral("weight"), v.weight}});
    std::vector<core::NodeId> judgedNodes;
    for (const core::Judgement &j : r.judgements)
        if (j.node != core::kNoNode)
            judgedNodes.push_back(j.node);
    std::vector<QJsonObject> judgedJson = nodesJson(doc, judgedNodes);
    QJsonArray judged;
    for (size_t k = 0, n = 0; k < r.judgements.size(); ++k) {
        const core::Judgement &j = r.judgements[k];
        QJsonObject jo = j.node != core::kNoNode ? std::move(judgedJson[n++]) : QJsonObject();
        if (j.index >= 0)
            jo[QStringLiteral("index")] = j.index;
        jo[QStringLiteral("selected")] = j.selected;
        jo[QStringLiteral("score")] = j.score;
        jo[QStringLiteral("reason")] = QString::fromStdString(j.reason.text());
        if (!votesOf[k].isEmpty())
            jo[QStringLiteral("votes")] = votesOf[k];
        judged.append(jo);
    }
    o[QStringLiteral("judgements")] = judged;
    // Elements the source hides that every extractor read as shown, and why.
    QJsonArray shown;
    for (core::NodeId id = 1; id < doc.size(); ++id)
        if (const std::string why = core::DocumentBuilder::shownReason(doc, id); !why.empty())
            shown.append(QJsonObject{{QStringLiteral("path"), QString::fromStdString(doc.path(id))},
                                     {QStringLiteral("reason"), QString::fromStdString(why)}});
    if (!shown.isEmpty())
        o[QStringLiteral("shown_hidden")] = shown;
    QJsonArray series;
    for (const core::Series &s : r.series) {
        QJsonObject so;
        so[QStringLiteral("chart")] = QString::fromStdString(s.chart);
        so[QStringLiteral("name")] = QString::fromStdString(s.name);
        QJsonArray y;
        for (double v : s.y)
            y.append(v);
        so[QStringLiteral("y")] = y;
        QJsonArray nodesOfX;
        for (core::NodeId id : s.nodes)
            nodesOfX.append(id);
        so[QStringLiteral("nodes")] = nodesOfX;
        if (s.threshold)
            so[QStringLiteral("threshold")] = *s.threshold;
        QJsonArray chosen;
        for (const auto &[from, to] : s.chosen)
            chosen.append(QJsonArray{from, to});
        so[QStringLiteral("chosen")] = chosen;
        series.append(so);
    }
    o[QStringLiteral("series")] = series;
    return o;
}

enum class Format { Text, Json, Html, JsonLines, Markdown, ContentHtml };

const std::map<QString, Format> kFormats = {
    {QStringLiteral("text"), Format::Text},
    {QStringLiteral("json"), Format::Json},
    {QStringLiteral("html"), Format::Html},
    {QStringLiteral("jsonl"), Format::JsonLines},
    {QStringLiteral("markdown"), Format::Markdown},
    {QStringLiteral("content-html"), Format::ContentHtml},
};

// What every record is extracted with; read-only while the pipeline runs.
struct Settings
{
    core::RecordExtraction::Options options; // the extractor, its values, jsonl's --with
    Format format = Format::Text;
    bool explain = false;
    bool trace = false;   // json with the steps of each page (docs/traces.md)
    bool headers = false; // text, markdown, content-html: "==> NAME <==" before each page
    bool timings = false; // json, jsonl: the record's parse_ms and ms (--with timings)
    QString url;          // --url: what external extractors are told for page files
};

// A record on its way through the pipeline, with whether it came out of a WARC or JSON Lines
// file (then it is named by its number too).
struct Job
{
    core::Record record;
    bool inContainer = false;
};

// What a record gave: the bytes for standard output, and the one-line error when it failed.
struct Output
{
    std::string out;
    std::string error;
};

// "FILE" for a page file, "FILE: record N" for a record of a WARC or JSON Lines file.
std::string recordName(const Job &job)
{
    return job.inContainer ? job.record.input + ": record " + std::to_string(job.record.number)
                           : job.record.input;
}

std::string header(const Job &job)
{
    std::string h = "==> " + recordName(job);
    if (!job.record.url.empty())
        h += " " + job.record.url;
    return h + " <==\n";
}

// The worker's part: parse, extract, format. Runs on a pipeline thread; reads only settings.
Output extractRecord(const Settings &settings, Job &&job)
{
    const std::string name = recordName(job);
    const std::string headerLine = settings.headers ? header(job) : std::string();
    const bool inContainer = job.inContainer;
    // A page file's URL for external extractors: --url, else its file: URL. Records of WARC
    // and JSON Lines files bring their own (or none).
    const std::string pageUrl =
        inContainer ? std::string() : CliExtractors::urlOf(job.record.input, settings.url);
    // `consensus` in JSON: its evidence (the twenty voters' results and the blocks' cues) is
    // kept for the page classifier instead of being computed a second time.
    const auto *consensus =
        settings.format == Format::Json
            ? dynamic_cast<const core::ConsensusExtractor *>(settings.options.extractor)
            : nullptr;
    std::optional<core::ConsensusFeatures> evidence;
    core::RecordExtraction::Options keeping;
    if (consensus) {
        keeping = settings.options;
        keeping.run = [&](const core::PageInput &page, core::Trace *trace) {
            const core::ConsensusFeatures &f =
                evidence.emplace(*page.document, consensus->voters());
            return consensus->runOn(*page.document, settings.options.values, f, page.url, trace);
        };
    }
    const core::RecordExtraction x = core::RecordExtraction::run(
        std::move(job.record), consensus ? keeping : settings.options, name, pageUrl);
    Output output;
    if (!x.result.error.empty())
        output.error = name + ": " + x.result.error;
    if (settings.format == Format::JsonLines) {
        output.out = core::JsonLinesWriter::line(
            x.result, settings.timings ? core::JsonLinesWriter::Timings::Included
                                       : core::JsonLinesWriter::Timings::Omitted);
        return output;
    }
    if (!x.document)
        return output;
    const core::Document &doc = *x.document;
    const core::ExtractionResult &r = x.extraction;
    const core::Extractor &extractor = *settings.options.extractor;
    switch (settings.format) {
    case Format::Text:
        // One allocation of the final size: a page's text may be tens of MB (hostile pages).
        output.out.reserve(headerLine.size() + r.text.size() + 1);
        output.out += headerLine;
        if (!r.text.empty()) {
            output.out += r.text;
            output.out += '\n';
        }
        break;
    case Format::Json: {
        QJsonObject o = resultJson(x.result.input, extractor, settings.options.values, doc, r,
                                   settings.explain);
        if (inContainer) {
            o[QStringLiteral("record")] = static_cast<qint64>(x.result.number);
            o[QStringLiteral("id")] = QString::fromStdString(x.result.id);
            o[QStringLiteral("url")] = QString::fromStdString(x.result.url);
        }
        if (settings.timings) {
            o[QStringLiteral("parse_ms")] = core::JsonLinesWriter::milliseconds(x.result.parseMs);
            o[QStringLiteral("ms")] = core::JsonLinesWriter::milliseconds(x.result.extractMs);
        }
        if (x.metadata)
            o[QStringLiteral("metadata")] =
                QJsonDocument::fromJson(
                    QByteArray::fromStdString(core::MetadataJson::object(
                        *x.metadata, settings.explain ? core::MetadataJson::Candidates::Included
                                                      : core::MetadataJson::Candidates::Omitted)))
                    .object();
        // The page's kind for the page classifier: --url for a page file, a record's own URL,
        // else the page's canonical one (not the file: URL external programs are told).
        o[QStringLiteral("page_type")] =
            pageTypeJson(doc, inContainer ? x.result.url : settings.url.toStdString(),
                         evidence ? &*evidence : nullptr);
        if (x.trace)
            TraceJson::describe(o, *x.trace);
        output.out = QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString() + "\n";
        if (x.trace)
            output.out += TraceJson::lines(name, doc, *x.trace);
        break;
    }
    case Format::Html:
        output.out = core::HtmlMarker::mark(doc, r, extractor.info().id);
        break;
    case Format::Markdown:
        output.out = headerLine + core::MarkdownWriter::write(core::ContentOutline::build(doc, r));
        break;
    case Format::ContentHtml:
        output.out =
            headerLine + core::ContentHtmlWriter::document(core::ContentOutline::build(doc, r));
        break;
    case Format::JsonLines:
        break;
    }
    return output;
}

// Feeds the pipeline: the records of every input in turn, opened one at a time. An input that
// cannot be opened is reported at once and counted as failed.
class RecordFeed
{
public:
    RecordFeed(std::vector<std::string> inputs, core::RecordReader::Format format,
               size_t maxRecordBytes)
        : m_inputs(std::move(inputs)), m_format(format), m_maxRecordBytes(maxRecordBytes)
    {
    }

    // No more records after Ctrl-C: the records under way finish (an external program is
    // killed) and the summary covers what was done.
    std::optional<Job> next()
    {
        while (!CliExtractors::interrupted()) {
            if (m_reader) {
                if (std::optional<core::Record> record = m_reader->next())
                    return Job{std::move(*record), m_container};
                closeReader();
            }
            if (!openNext())
                return std::nullopt;
        }
        return std::nullopt;
    }

    // Whether the first input holds several records (known once it is open): then every page
    // gets a header even when it is the only input.
    bool firstIsContainer()
    {
        if (!m_reader && m_nextInput == 0)
            openNext();
        return m_container;
    }

    std::uint64_t bytes() const { return m_bytes + (m_reader ? m_reader->bytesRead() : 0); }
    std::uint64_t unreadable() const { return m_unreadable; }
    bool sawContainer() const { return m_sawContainer; }
    const std::map<std::string, std::uint64_t> &skipped() const { return m_skipped; }

private:
    // Opens the next input that can be opened; false when none is left.
    bool openNext()
    {
        while (m_nextInput < m_inputs.size()) {
            const std::string &path = m_inputs[m_nextInput++];
            std::string error;
            m_reader = core::RecordReader::open(path, m_format, m_maxRecordBytes, error);
            if (m_reader) {
                m_container = m_reader->format() != core::RecordReader::Format::Html;
                m_sawContainer = m_sawContainer || m_container;
                return true;
            }
            CliContext::error(QString::fromStdString(path + ": " + error));
            ++m_unreadable;
        }
        return false;
    }

    void closeReader()
    {
        m_bytes += m_reader->bytesRead();
        for (const auto &[kind, count] : m_reader->skipped())
            m_skipped[kind] += count;
        m_reader.reset();
    }

    std::vector<std::string> m_inputs;
    core::RecordReader::Format m_format;
    size_t m_maxRecordBytes;
    size_t m_nextInput = 0;
    std::unique_ptr<core::RecordReader> m_reader;
    bool m_container = false, m_sawContainer = false;
    std::uint64_t m_bytes = 0, m_unreadable = 0;
    std::map<std::string, std::uint64_t> m_skipped;
};

} // namespace

int runExtract(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run one extractor over pages and print what it extracted. Inputs are HTML pages "
        "(.html, .html.gz), WARC files (.warc, .warc.gz) and JSON Lines files (.jsonl, "
        ".jsonl.gz: one object per line with \"html\" and optional \"url\" and \"id\"), "
        "directories (every such file below them) or - for standard input; the format is "
        "detected from the content. External extractors (ext:NAME) run their program once per "
        "record, --jobs of them at a time; they are told a record's URL (WARC-Target-URI, the "
        "JSON line's \"url\"), or for a page file --url or its file: URL."));
    parser.addOption({{"e", "extractor"}, "Extractor id (see 'list').", "ID"});
    parser.addOption({{"p", "param"}, "Set a parameter (repeatable).", "NAME=VALUE"});
    parser.addOption({"format",
                      "Output: text (default), json (one object per page and line, detailed), "
                      "html (the page marked), jsonl (one record object per line, for "
                      "pipelines), markdown or content-html (the extracted content's structure).",
                      "FORMAT", "text"});
    parser.addOption({"explain", "With json: every judged node's score and reason (and, for "
                                 "consensus, the votes behind it: each heuristic's and cue's "
                                 "value and the log-odds it added), the chart series, every "
                                 "metadata field's candidates, and the elements the source hides "
                                 "that are read as shown, with the reason."});
    parser.addOption({"url",
                      "The page's URL for page files: what external extractors are told (default: "
                      "the file's file: URL) and what json's page_type reads (default: the page's "
                      "canonical URL).",
                      "URL"});
    CliExtractors::addOptions(parser);
    parser.addOption({"trace", "JSON Lines of the steps that led to the result: per page the "
                               "result object, then one object per step (docs/traces.md)."});
    parser.addOption({"with",
                      "Add fields (comma-separated or repeated): markdown and content_html, the "
                      "content's structure, and metadata, the page's title, authors, dates, site "
                      "name, language, description and canonical URL (with jsonl; json always "
                      "has metadata); timings, each record's parse_ms and ms "
                      "(with json or jsonl; without it the output depends on the input and the "
                      "options alone, whatever --jobs).",
                      "FIELDS"});
    parser.addOption(
        {"input-format", "auto (default: detected), warc, jsonl or html.", "FORMAT", "auto"});
    parser.addOption({{"j", "jobs"},
                      "Records parsed and extracted in parallel (default: the number of cores); "
                      "output stays in input order.",
                      "N"});
    parser.addOption({"max-record-mb",
                      "Refuse records larger than this many MiB (default 256): memory grows with "
                      "the jobs times the largest record, never with the file.",
                      "MB"});
    parser.addPositionalArgument("inputs", "Files, directories or -.", "FILE|DIR|-...");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("extract"), args, &status))
        return status;

    if (!parser.isSet(QStringLiteral("extractor"))) {
        CliContext::error(QStringLiteral("extract: missing -e ID (see 'boilerscope-cli list')"));
        return CliContext::kUsageError;
    }
    const QString id = parser.value(QStringLiteral("extractor"));
    const std::optional<core::ExtractorCatalog> catalog = CliExtractors::load(parser);
    const core::Extractor *extractor = catalog ? CliExtractors::find(*catalog, id) : nullptr;
    if (!extractor)
        return CliContext::kUsageError;
    core::ParamValues values = extractor->info().defaults();
    for (const QString &assignment : parser.values(QStringLiteral("param"))) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            CliContext::error(
                QStringLiteral("bad parameter '%1': expected NAME=VALUE").arg(assignment));
            return CliContext::kUsageError;
        }
        std::string error;
        if (!extractor->info().setParam(values, assignment.left(eq).toStdString(),
                                        assignment.mid(eq + 1).toStdString(), error)) {
            CliContext::error(QString::fromStdString(error));
            return CliContext::kUsageError;
        }
    }
    Settings settings;
    settings.options.extractor = extractor;
    settings.options.values = std::move(values);
    settings.options.cancel = CliExtractors::cancelFlag();
    settings.explain = parser.isSet(QStringLiteral("explain"));
    settings.url = parser.value(QStringLiteral("url"));
    const QString format = parser.value(QStringLiteral("format"));
    const auto found = kFormats.find(format);
    if (found == kFormats.end()) {
        CliContext::error(QStringLiteral("bad format '%1': expected text, json, html, jsonl, "
                                         "markdown or content-html")
                              .arg(format));
        return CliContext::kUsageError;
    }
    settings.format = found->second;
    settings.trace = settings.options.trace = parser.isSet(QStringLiteral("trace"));
    if (settings.trace && parser.isSet(QStringLiteral("format")) &&
        settings.format != Format::Json) {
        CliContext::error(QStringLiteral("--trace prints JSON Lines: it cannot be combined with "
                                         "--format %1")
                              .arg(format));
        return CliContext::kUsageError;
    }
    if (settings.trace)
        settings.format = Format::Json;
    for (const QString &list : parser.values(QStringLiteral("with"))) {
        for (const QString &field : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (field == QLatin1String("markdown")) {
                settings.options.markdown = true;
            } else if (field == QLatin1String("content_html") ||
                       field == QLatin1String("content-html")) {
                settings.options.contentHtml = true;
            } else if (field == QLatin1String("timings")) {
                settings.timings = true;
            } else if (field == QLatin1String("metadata")) {
                settings.options.metadata = true;
            } else {
                CliContext::error(QStringLiteral("bad --with field '%1': expected markdown, "
                                                 "content_html, metadata or timings")
                                      .arg(field));
                return CliContext::kUsageError;
            }
        }
    }
    if ((settings.options.markdown || settings.options.contentHtml) &&
        settings.format != Format::JsonLines) {
        CliContext::error(QStringLiteral("--with markdown or content_html needs --format jsonl"));
        return CliContext::kUsageError;
    }
    if (settings.options.metadata && settings.format != Format::JsonLines &&
        settings.format != Format::Json) {
        CliContext::error(QStringLiteral("--with metadata needs --format json or jsonl"));
        return CliContext::kUsageError;
    }
    // The detailed format always says what the page says about itself.
    if (settings.format == Format::Json)
        settings.options.metadata = true;
    if (settings.timings && settings.format != Format::JsonLines &&
        settings.format != Format::Json) {
        CliContext::error(QStringLiteral("--with timings needs --format json or jsonl"));
        return CliContext::kUsageError;
    }
    core::RecordReader::Format inputFormat = core::RecordReader::Format::Auto;
    if (!core::RecordReader::parseFormat(parser.value(QStringLiteral("input-format")).toStdString(),
                                         inputFormat)) {
        CliContext::error(QStringLiteral("bad input format '%1': expected auto, warc, jsonl or "
                                         "html")
                              .arg(parser.value(QStringLiteral("input-format"))));
        return CliContext::kUsageError;
    }
    unsigned jobs = static_cast<unsigned>(std::max(1, QThread::idealThreadCount()));
    if (parser.isSet(QStringLiteral("jobs"))) {
        bool ok = false;
        const int n = parser.value(QStringLiteral("jobs")).toInt(&ok);
        if (!ok || n < 1 || n > 1024) {
            CliContext::error(QStringLiteral("bad --jobs '%1': expected a number from 1 to 1024")
                                  .arg(parser.value(QStringLiteral("jobs"))));
            return CliContext::kUsageError;
        }
        jobs = static_cast<unsigned>(n);
    }
    size_t maxRecordBytes = core::DocumentLoader::kMaxBytes;
    if (parser.isSet(QStringLiteral("max-record-mb"))) {
        bool ok = false;
        const int mb = parser.value(QStringLiteral("max-record-mb")).toInt(&ok);
        const int limit = static_cast<int>(core::DocumentLoader::kMaxBytes >> 20);
        if (!ok || mb < 1 || mb > limit) {
            CliContext::error(
                QStringLiteral("bad --max-record-mb '%1': expected a number from 1 to %2")
                    .arg(parser.value(QStringLiteral("max-record-mb")))
                    .arg(limit));
            return CliContext::kUsageError;
        }
        maxRecordBytes = static_cast<size_t>(mb) << 20;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        CliContext::error(QStringLiteral("extract: no input (give files, a directory or -)"));
        return CliContext::kUsageError;
    }
    const std::vector<std::string> inputs = CliContext::expandInputs(positional);
    if (inputs.empty()) {
        CliContext::error(QStringLiteral("extract: no HTML pages in %1").arg(positional.join(' ')));
        return CliContext::kInputError;
    }

    QElapsedTimer clock;
    clock.start();
    RecordFeed feed(inputs, inputFormat, maxRecordBytes);
    settings.headers = inputs.size() > 1 || feed.firstIsContainer();
    std::uint64_t records = 0, failed = 0;
    bool writeFailed = false;
    // Project choice: twice the workers, so that every worker has the next record at hand
    // while one slow record holds the output back (OrderedPipeline).
    core::OrderedPipeline<Job, Output> pipeline(jobs, 2 * size_t(jobs));
    pipeline.run({
        [&] { return feed.next(); },
        [&](Job &&job) { return extractRecord(settings, std::move(job)); },
        [](const std::string &what) {
            return Output{{}, "extraction failed: " + what};
        },
        [&](Output &&output) {
            ++records;
            if (!output.error.empty()) {
                ++failed;
                CliContext::error(QString::fromStdString(output.error));
            }
            if (std::fwrite(output.out.data(), 1, output.out.size(), stdout) != output.out.size()) {
                writeFailed = true;
                return false;
            }
            // After Ctrl-C the records still under way were cancelled: the first says so,
            // the others are not reported.
            return !CliExtractors::interrupted();
        },
    });
    std::fflush(stdout);
    if (writeFailed || std::ferror(stdout)) {
        CliContext::error(QStringLiteral("extract: cannot write to standard output"));
        return CliContext::kInputError;
    }

    if (settings.format == Format::JsonLines || feed.sawContainer()) {
        std::uint64_t skipped = 0;
        QStringList kinds;
        for (const auto &[kind, count] : feed.skipped()) {
            skipped += count;
            kinds << QStringLiteral("%1 %2").arg(count).arg(QString::fromStdString(kind));
        }
        const double seconds = std::max(clock.nsecsElapsed() / 1e9, 1e-9);
        const double mb = static_cast<double>(feed.bytes()) / 1e6;
        QString line = QStringLiteral("summary: %1 records, %2 failed, %3 skipped")
                           .arg(records)
                           .arg(failed + feed.unreadable())
                           .arg(skipped);
        if (!kinds.isEmpty())
            line += QStringLiteral(" (%1)").arg(kinds.join(QStringLiteral(", ")));
        line += QStringLiteral("; %1 MB in %2 s, %3 MB/s, %4 jobs")
                    .arg(mb, 0, 'f', 2)
                    .arg(seconds, 0, 'f', 2)
                    .arg(mb / seconds, 0, 'f', 2)
                    .arg(jobs);
        CliContext::error(line);
    }
    if (CliExtractors::interrupted())
        CliContext::error(QStringLiteral("extract: interrupted"));
    return failed + feed.unreadable() > 0 || CliExtractors::interrupted() ? CliContext::kInputError
                                                                          : CliContext::kOk;
}

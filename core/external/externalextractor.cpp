#include "externalextractor.h"

#include "judgementmapper.h"
#include "pageserver.h"
#include "processrunner.h"
#include "proxyrunner.h"

#include <document/documentloader.h>
#include <document/htmlparser.h>
#include <document/nestingprobe.h>
#include <document/textdecoder.h>
#include <document/textrules.h>
#include <extraction/textassembler.h>
#include <metadata/metadata.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>

namespace core {

namespace {

using Clock = std::chrono::steady_clock;

std::string seconds(double s)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", s);
    return buf;
}

std::string bytesText(std::size_t n)
{
    if (n % (1 << 20) == 0)
        return std::to_string(n >> 20) + " MiB";
    if (n % (1 << 10) == 0)
        return std::to_string(n >> 10) + " KiB";
    return std::to_string(n) + " bytes";
}

// A private temporary folder holding the page for programs that read a file; removed with
// everything in it when the run ends.
class TemporaryPage
{
public:
    bool create(std::string_view bytes, std::string &error)
    {
        const char *tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/boilerscope-XXXXXX";
        if (!::mkdtemp(pattern.data())) {
            error = "cannot create a temporary folder in " + pattern.substr(0, pattern.rfind('/')) +
                    ": " + std::strerror(errno);
            return false;
        }
        m_dir = pattern;
        m_file = m_dir + "/page.html";
        std::ofstream out(m_file, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            error = "cannot write the page to " + m_file;
            return false;
        }
        return true;
    }
    ~TemporaryPage()
    {
        if (!m_dir.empty()) {
            std::error_code ec;
            std::filesystem::remove_all(m_dir, ec);
        }
    }
    const std::string &file() const { return m_file; }

private:
    std::string m_dir, m_file;
};

// The member at a dotted path; nullptr when a step is missing or not an object.
const nlohmann::json *member(const nlohmann::json &j, const std::string &path)
{
    const nlohmann::json *at = &j;
    std::size_t pos = 0;
    while (pos <= path.size()) {
        std::size_t dot = path.find('.', pos);
        if (dot == std::string::npos)
            dot = path.size();
        const std::string name = path.substr(pos, dot - pos);
        if (!at->is_object() || !at->contains(name))
            return nullptr;
        at = &(*at)[name];
        pos = dot + 1;
    }
    return at;
}

std::string signalName(int s)
{
    const char *name = sigabbrev_np(s);
    return name ? std::string("SIG") + name : std::to_string(s);
}

// Why a finished process gave no usable output; "" when it did.
std::string failureOf(const ProcessRunner::Outcome &o, double timeout)
{
    const std::string detail = o.firstErrorLine();
    auto withDetail = [&](std::string s) { return detail.empty() ? s : s + ": " + detail; };
    switch (o.status) {
    case ProcessRunner::Status::NotStarted:
        return o.error;
    case ProcessRunner::Status::TimedOut:
        return "timed out after " + seconds(timeout) + " s (process group killed)";
    case ProcessRunner::Status::Cancelled:
        return "cancelled";
    case ProcessRunner::Status::Signalled:
        return withDetail("killed by " + signalName(o.signal));
    case ProcessRunner::Status::Exited:
        return o.exitCode == 0 ? ""
                               : withDetail("exited with status " + std::to_string(o.exitCode));
    case ProcessRunner::Status::Stopped:
    case ProcessRunner::Status::Capped:
        return "";
    }
    return "";
}

// A program's "metadata" object (docs/external-extractors.md, "Metadata"): the members named
// as our metadata's fields, each a string or (authors) a list of strings, joined by ", ";
// white space collapsed; null, empty and other members are left out.
std::vector<std::pair<std::string, std::string>> programMetadataOf(const nlohmann::json &j)
{
    std::vector<std::pair<std::string, std::string>> out;
    if (!j.is_object() || !j.contains("metadata") || !j["metadata"].is_object())
        return out;
    const nlohmann::json &m = j["metadata"];
    for (MetadataField f : kMetadataFields) {
        const std::string name(metadataFieldName(f));
        if (!m.contains(name))
            continue;
        const nlohmann::json &v = m[name];
        std::string value;
        if (v.is_string()) {
            value = TextRules::normalize(v.get<std::string>());
        } else if (v.is_array()) {
            for (const nlohmann::json &e : v) {
                const std::string part =
                    e.is_string() ? TextRules::normalize(e.get<std::string>()) : std::string();
                if (!part.empty())
                    value += (value.empty() ? "" : ", ") + part;
            }
        }
        if (!value.empty())
            out.emplace_back(name, std::move(value));
    }
    return out;
}

// Output "judgements" (docs/external-extractors.md, "Reasons"): {"text" or "html": the kept
// content or null, "judgements": [{"path"|"selector"|"text": ..., "kept": bool, "reason": ...}],
// "page": {"type": ..., "warnings": [...]}}. A malformed judgement or warning is counted, never
// fatal; only a missing text is.
bool readJudgements(const nlohmann::json &j, std::string &text, ExtractorDefinition::Output &format,
                    std::vector<JudgementMapper::ProgramJudgement> &judgements,
                    std::size_t &malformed, std::string &pageType,
                    std::vector<std::string> &warnings, std::string &error)
{
    const char *member =
        j.is_object() && j.contains("html") && !j.contains("text") ? "html" : "text";
    if (!j.is_object() || !j.contains(member)) {
        error = "output JSON has no member 'text' (nor 'html')";
        return false;
    }
    const nlohmann::json &content = j[member];
    if (!content.is_null() && !content.is_string()) {
        error = std::string("output JSON member '") + member + "' is not a string";
        return false;
    }
    text = content.is_string() ? content.get<std::string>() : std::string();
    format = member == std::string_view("html") ? ExtractorDefinition::Output::Html
                                                : ExtractorDefinition::Output::Text;
    auto stringOf = [](const nlohmann::json &o, const char *key) {
        return o.contains(key) && o[key].is_string() ? o[key].get<std::string>() : std::string();
    };
    if (j.contains("judgements")) {
        if (!j["judgements"].is_array()) {
            ++malformed;
        } else {
            for (const nlohmann::json &e : j["judgements"]) {
                if (!e.is_object() || !e.contains("kept") || !e["kept"].is_boolean() ||
                    (!e.contains("path") && !e.contains("selector") && !e.contains("text"))) {
                    ++malformed;
                    continue;
                }
                judgements.push_back({stringOf(e, "path"), stringOf(e, "selector"),
                                      stringOf(e, "text"), e["kept"].get<bool>(),
                                      stringOf(e, "reason")});
            }
        }
    }
    if (j.contains("page") && j["page"].is_object()) {
        const nlohmann::json &page = j["page"];
        pageType = stringOf(page, "type");
        if (page.contains("warnings") && page["warnings"].is_array())
            for (const nlohmann::json &w : page["warnings"])
                if (w.is_string())
                    warnings.push_back(TextRules::normalize(w.get<std::string>()));
    }
    return true;
}

// Whether a file matching path exists, where a '*' in a component stands for any one name of
// that folder: a virtual environment's site-packages lie under lib/python3.N/, N the minor
// version of the Python that made it.
bool existsMatching(const std::filesystem::path &path)
{
    std::error_code ec;
    if (path.string().find('*') == std::string::npos)
        return std::filesystem::exists(path, ec);
    std::filesystem::path prefix;
    auto it = path.begin();
    for (; it != path.end() && it->string().find('*') == std::string::npos; ++it)
        prefix /= *it;
    const std::string pattern = it->string();
    std::filesystem::path rest;
    for (++it; it != path.end(); ++it)
        rest /= *it;
    const std::size_t star = pattern.find('*');
    const std::string head = pattern.substr(0, star), tail = pattern.substr(star + 1);
    if (tail.find('*') != std::string::npos)
        return false; // one '*' a component
    for (std::filesystem::directory_iterator entry(prefix.empty() ? "." : prefix, ec), end;
         !ec && entry != end; entry.increment(ec)) {
        const std::string name = entry->path().filename().string();
        if (name.size() >= head.size() + tail.size() && name.starts_with(head) &&
            name.ends_with(tail) &&
            existsMatching(rest.empty() ? entry->path() : entry->path() / rest))
            return true;
    }
    return false;
}

} // namespace

ExternalExtractor::ExternalExtractor(ExtractorDefinition definition)
    : m_definition(std::move(definition))
{
    m_info.id = m_definition.id;
    m_info.name = m_definition.name;
    m_info.seed = "Gottron 2007 §4.2 (wrapper)";
    m_info.input = ExtractorInput::ExternalProgram;
    m_info.description =
        !m_definition.description.empty()
            ? m_definition.description
            : "Runs " + m_definition.command.front() + " (" + m_definition.file + ").";
}

ExtractionResult ExternalExtractor::run(const Document &doc, const ParamValues &values) const
{
    PageInput page;
    page.document = &doc;
    return runPage(page, values);
}

ExtractionResult ExternalExtractor::runPage(const PageInput &page, const ParamValues &) const
{
    Run r = execute(page);
    if (!r.ok)
        throw ExtractorFailure(r.error);
    return std::move(r.mapping.result);
}

bool ExternalExtractor::textOfHtml(const std::string &html, std::string &text, std::string &error)
{
    if (NestingProbe::maxDepth(html, DocumentLoader::kMaxNestingDepth) >
        DocumentLoader::kMaxNestingDepth) {
        error = "its HTML nests deeper than " + std::to_string(DocumentLoader::kMaxNestingDepth) +
                " elements";
        return false;
    }
    const Document doc = HtmlParser::parse(html);
    const NodeId root = doc.root();
    const std::vector<TextSpan> spans = TextAssembler::spansOf(doc, std::span(&root, 1));
    text = TextAssembler::assemble(doc, spans);
    return true;
}

ExternalExtractor::Availability ExternalExtractor::availability() const
{
    const std::map<std::string, std::string> dir{
        {std::string(ExtractorDefinition::kDir), m_definition.directory}};
    std::string path, error;
    for (const ExtractorDefinition::Requirement &req : m_definition.requirements) {
        ExtractorDefinition::expand(req.path, dir, path, error);
        const bool found =
            req.program ? !ProcessRunner::findProgram(path).empty() : existsMatching(path);
        if (!found) {
            std::string reason =
                req.program ? "program '" + path + "' not found on PATH" : "missing " + path;
            if (!req.hint.empty())
                reason += " (" + req.hint + ")";
            return {false, reason};
        }
    }
    ExtractorDefinition::expand(m_definition.command.front(), dir, path, error);
    if (ProcessRunner::findProgram(path).empty())
        return {false, "program '" + path + "' not found" +
                           (path.find('/') == std::string::npos ? " on PATH" : "")};
    return {};
}

ExternalExtractor::Run ExternalExtractor::execute(const PageInput &page) const
{
    Run run;
    const ExtractorDefinition &d = m_definition;
    const Document &doc = *page.document;
    const std::string_view bytes = page.bytes.empty() ? doc.source() : page.bytes;
    const auto timeout =
        std::chrono::milliseconds(static_cast<std::int64_t>(std::ceil(d.timeoutSeconds * 1000)));

    std::map<std::string, std::string> values{
        {std::string(ExtractorDefinition::kUrl), page.url},
        {std::string(ExtractorDefinition::kDir), d.directory},
        {std::string(ExtractorDefinition::kCharset), doc.encoding()}};
    for (const auto &[name, value] : d.parameters)
        values[name] = value;

    TemporaryPage file;
    bool usesFile = d.input == ExtractorDefinition::Input::File;
    for (const std::string &arg : d.command)
        usesFile = usesFile || arg.find("{file}") != std::string::npos;
    if (usesFile) {
        if (!file.create(bytes, run.error))
            return run;
        values[std::string(ExtractorDefinition::kFile)] = file.file();
    }
    std::optional<PageServer> server;
    int proxyPort = 0;
    if (d.input == ExtractorDefinition::Input::Proxy) {
        server.emplace(std::string(bytes), "text/html; charset=" + doc.encoding());
        if (!server->start(run.error))
            return run;
        proxyPort = ProxyRunner::freeLoopbackPort(run.error);
        if (proxyPort == 0)
            return run;
        values[std::string(ExtractorDefinition::kPort)] = std::to_string(proxyPort);
    }
    std::vector<std::string> argv;
    for (const std::string &arg : d.command) {
        std::string expanded;
        if (!ExtractorDefinition::expand(arg, values, expanded, run.error))
            return run; // parse() checked the names: only a definition built by hand gets here
        argv.push_back(std::move(expanded));
    }

    // Run the program; failures become one line.
    bool capped = false;
    if (d.input == ExtractorDefinition::Input::Proxy) {
        ProxyRunner::Request request;
        request.argv = argv;
        request.port = proxyPort;
        request.pagePort = server->port();
        request.pagePath = "/page.html";
        request.timeout = timeout;
        request.maxOutput = d.maxOutputBytes;
        request.cancel = page.cancel;
        ProxyRunner::Outcome o = ProxyRunner::run(request);
        run.processSeconds = o.process.seconds;
        run.error = failureOf(o.process, d.timeoutSeconds);
        if (run.error.empty() && o.httpStatus == 0 && !o.capped)
            run.error = o.process.status == ProcessRunner::Status::Exited
                            ? "exited before answering" + (o.process.firstErrorLine().empty()
                                                               ? std::string()
                                                               : ": " + o.process.firstErrorLine())
                            : o.error;
        else if (run.error.empty() && !o.capped && o.httpStatus != 200)
            run.error = "the proxy answered HTTP " + std::to_string(o.httpStatus);
        if (!run.error.empty())
            return run;
        run.output = std::move(o.body);
        capped = o.capped;
    } else {
        ProcessRunner::Request request;
        request.argv = argv;
        if (d.input == ExtractorDefinition::Input::Stdin)
            request.input = std::string(bytes);
        request.timeout = timeout;
        request.maxOutput = d.maxOutputBytes;
        request.cancel = page.cancel;
        ProcessRunner::Outcome o = ProcessRunner::run(request);
        run.processSeconds = o.seconds;
        run.error = failureOf(o, d.timeoutSeconds);
        if (!run.error.empty())
            return run;
        run.output = std::move(o.output);
        capped = o.status == ProcessRunner::Status::Capped;
    }

    // Read what it returned.
    const auto mapStart = Clock::now();
    if (capped)
        run.notes.push_back("output capped at " + bytesText(d.maxOutputBytes) +
                            ": the rest was dropped");
    std::string text = run.output;
    if (!TextDecoder::isValidUtf8(text)) {
        text = TextDecoder::replaceInvalidUtf8(text);
        run.notes.push_back("output is not UTF-8: invalid bytes shown as U+FFFD");
    }
    ExtractorDefinition::Output format = d.output;
    std::vector<JudgementMapper::ProgramJudgement> judgements;
    std::size_t malformed = 0;
    std::string pageType;
    std::vector<std::string> warnings;
    std::vector<std::pair<std::string, std::string>> programMetadata;
    if (format == ExtractorDefinition::Output::Judgements) {
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(text);
        } catch (const nlohmann::json::exception &) {
            run.error = std::string("output is not JSON") + (capped ? " (capped)" : "");
            return run;
        }
        if (!readJudgements(j, text, format, judgements, malformed, pageType, warnings, run.error))
            return run;
        programMetadata = programMetadataOf(j);
        if (text.empty())
            run.notes.push_back("its text is null: the program found nothing");
    }
    if (format == ExtractorDefinition::Output::Json) {
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(text);
        } catch (const nlohmann::json::exception &) {
            run.error = std::string("output is not JSON") + (capped ? " (capped)" : "");
            return run;
        }
        programMetadata = programMetadataOf(j);
        const nlohmann::json *value = member(j, d.field);
        if (!value) {
            run.error = "output JSON has no member '" + d.field + "'";
            return run;
        }
        if (value->is_null()) {
            text.clear();
            run.notes.push_back("member '" + d.field + "' is null: the program found nothing");
        } else if (value->is_string()) {
            text = value->get<std::string>();
        } else {
            run.error = "output JSON member '" + d.field + "' is not a string";
            return run;
        }
        format = d.fieldFormat;
    }
    if (format == ExtractorDefinition::Output::Html) {
        std::string plain, error;
        if (!textOfHtml(text, plain, error)) {
            run.error = "output HTML unreadable: " + error;
            return run;
        }
        text = std::move(plain);
    }
    run.mapping = OutputMapper::map(doc, std::move(text));
    if (d.output == ExtractorDefinition::Output::Judgements) {
        ExtractionResult &r = run.mapping.result;
        const JudgementMapper::Outcome o = JudgementMapper::apply(doc, judgements, r);
        run.judgementsMapped = o.mapped;
        run.judgementsUnmapped = o.unmapped + malformed;
        r.pageType = std::move(pageType);
        r.warnings = std::move(warnings);
        if (run.judgementsMapped + run.judgementsUnmapped > 0)
            r.summary +=
                "; the program's reasons for " + std::to_string(run.judgementsMapped) + " of its " +
                std::to_string(run.judgementsMapped + run.judgementsUnmapped) + " judgements";
        if (run.judgementsUnmapped > 0)
            run.notes.push_back(
                std::to_string(run.judgementsUnmapped) + " of the program's " +
                std::to_string(run.judgementsMapped + run.judgementsUnmapped) +
                " judgements named nothing on the page" +
                (malformed > 0 ? " (" + std::to_string(malformed) + " malformed)" : std::string()));
    }
    run.mapping.result.notes = run.notes;
    run.mapping.result.metadata = std::move(programMetadata);
    run.mappingSeconds = std::chrono::duration<double>(Clock::now() - mapStart).count();
    run.ok = true;
    return run;
}

} // namespace core

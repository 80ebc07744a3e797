#include "extractor.h"

#include "numberformat.h"
#include "trace.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace core {

namespace {

std::string formatNumber(double v)
{
    return NumberFormat::text(v, NumberFormat::Style::Decimals);
}

} // namespace

std::string Reason::text() const
{
    std::string out;
    for (const char *p = format; *p; ++p) {
        if ((p[0] == '{' || p[0] == '}') && p[1] == p[0]) {
            out += *p++;
        } else if (p[0] == '{' && p[1] >= '0' && p[1] <= '3' && p[2] == '}') {
            out += formatNumber(values[static_cast<size_t>(p[1] - '0')]);
            p += 2;
        } else {
            out += *p;
        }
    }
    return out;
}

std::string Reason::escaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        out.push_back(c);
        if (c == '{' || c == '}')
            out.push_back(c);
    }
    return out;
}

ParamValues ExtractorInfo::defaults() const
{
    ParamValues v;
    v.reserve(params.size());
    for (const auto &p : params)
        v.push_back(p.defaultValue);
    return v;
}

std::optional<size_t> ExtractorInfo::paramIndex(std::string_view name) const
{
    for (size_t i = 0; i < params.size(); ++i)
        if (params[i].name == name)
            return i;
    return std::nullopt;
}

bool ExtractorInfo::setParam(ParamValues &values, std::string_view name, std::string_view value,
                             std::string &error) const
{
    const auto index = paramIndex(name);
    if (!index) {
        error = "unknown parameter '" + std::string(name) + "' for extractor '" + id + "'";
        return false;
    }
    const ParamDescriptor &p = params[*index];
    double v = 0;
    // A choice between rules is also set by its label (`-p profile=article-body`).
    const auto label = std::find(p.choices.begin(), p.choices.end(), value);
    if (label != p.choices.end()) {
        v = p.minimum + static_cast<double>(label - p.choices.begin());
    } else if (p.type == ParamDescriptor::Type::Boolean && (value == "true" || value == "on")) {
        v = 1;
    } else if (p.type == ParamDescriptor::Type::Boolean && (value == "false" || value == "off")) {
        v = 0;
    } else {
        const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc() || ptr != value.data() + value.size() || !std::isfinite(v)) {
            error = "bad value '" + std::string(value) + "' for parameter '" + p.name + "': ";
            if (p.choices.empty()) {
                error += "not a number";
            } else {
                error += "expected";
                for (size_t c = 0; c < p.choices.size(); ++c)
                    error += (c == 0 ? " " : ", ") + p.choices[c];
                error += " or its number";
            }
            return false;
        }
    }
    if (p.type != ParamDescriptor::Type::Real && v != std::floor(v)) {
        error = "bad value '" + std::string(value) + "' for parameter '" + p.name +
                "': must be a whole number";
        return false;
    }
    if (v < p.minimum || v > p.maximum) {
        error = "bad value '" + std::string(value) + "' for parameter '" + p.name +
                "': must be between " + formatNumber(p.minimum) + " and " + formatNumber(p.maximum);
        return false;
    }
    if (values.size() != params.size())
        values = defaults();
    values[*index] = v;
    return true;
}

ExtractionResult Extractor::runTraced(const Document &doc, const ParamValues &values,
                                      Trace &trace) const
{
    PageInput page;
    page.document = &doc;
    return runPageTraced(page, values, trace);
}

ExtractionResult Extractor::runPageTraced(const PageInput &page, const ParamValues &values,
                                          Trace &trace) const
{
    trace.reset(info().id);
    ExtractionResult result = recordPageSteps(page, values, trace);
    trace.addResult(result);
    return result;
}

ExtractionResult Extractor::recordSteps(const Document &doc, const ParamValues &values,
                                        Trace &) const
{
    return run(doc, values);
}

std::string_view inputName(ExtractorInput input)
{
    switch (input) {
    case ExtractorInput::Dom:
        return "DOM";
    case ExtractorInput::Tokens:
        return "tokens";
    case ExtractorInput::SourceLines:
        return "source lines";
    case ExtractorInput::Characters:
        return "characters";
    case ExtractorInput::ExternalProgram:
        return "an external program's output";
    }
    return "";
}

std::optional<ExtractionResult> framesetPageResult(const Document &doc)
{
    // The HTML parser drops a <frameset> that follows body content, so a frameset child of
    // <html> is the page's body.
    const NodeId html = doc.htmlElement();
    if (html == kNoNode || doc.body() != kNoNode)
        return std::nullopt;
    for (NodeId c = doc.node(html).firstChild; c != kNoNode; c = doc.node(c).nextSibling) {
        if (doc.node(c).isElement() && doc.node(c).tag == Tag::frameset) {
            ExtractionResult r;
            r.summary = "frameset page: a browser shows the documents its frames load, which are "
                        "not part of this page, and hides its noframes text: nothing to extract";
            return r;
        }
    }
    return std::nullopt;
}

} // namespace core

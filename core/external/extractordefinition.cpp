#include "extractordefinition.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>

namespace core {

namespace {

using nlohmann::json;

// The fields a definition may have; anything else is a typo worth reporting.
const std::set<std::string> kFields = {
    "version", "id",           "name",    "description", "command",    "input",   "output",
    "field",   "field_format", "timeout", "max_output",  "parameters", "requires"};
constexpr std::size_t kMaxMaxOutput = std::size_t{1} << 30;

class Failure
{
public:
    std::string message;
};

[[noreturn]] void fail(const std::string &field, const std::string &what)
{
    throw Failure{field.empty() ? what : field + ": " + what};
}

// Control characters of a string from the file written as escapes (\n, \x01), so that every
// message stays on one line (found by fuzzing: a command holding a newline made two lines).
std::string printable(std::string_view s)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(s.size());
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (u < 0x20 || u == 0x7f)
            out += std::string("\\x") + kHex[u >> 4] + kHex[u & 15];
        else
            out.push_back(c);
    }
    return out;
}

std::string inQuotes(std::string_view s)
{
    std::string out;
    out.reserve(s.size() + 2);
    out.push_back('\'');
    out.append(s);
    out.push_back('\'');
    return out;
}

// A NAME of ext:NAME, or a parameter name: lowercase letters, digits, '.', '_', '-', starting
// with a letter or digit; at most 64 characters.
bool validName(std::string_view s, bool dotsAndDashes)
{
    if (s.empty() || s.size() > 64)
        return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        const bool other = c == '_' || (dotsAndDashes && (c == '.' || c == '-'));
        if (!alnum && !(other && i > 0))
            return false;
    }
    return true;
}

const std::string &stringField(const json &j, const std::string &field)
{
    if (!j.is_string())
        fail(field, "must be a string");
    return j.get_ref<const std::string &>();
}

// The placeholders text uses, in order; throws on unbalanced braces.
std::vector<std::string> placeholdersOf(std::string_view text, const std::string &field)
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{' && i + 1 < text.size() && text[i + 1] == '{') {
            ++i;
        } else if (text[i] == '}' && i + 1 < text.size() && text[i + 1] == '}') {
            ++i;
        } else if (text[i] == '{') {
            const std::size_t close = text.find('}', i);
            if (close == std::string_view::npos)
                fail(field, "unterminated placeholder in " + inQuotes(text));
            names.emplace_back(text.substr(i + 1, close - i - 1));
            i = close;
        } else if (text[i] == '}') {
            fail(field, "unmatched '}' in " + inQuotes(text) + " (write }} for a brace)");
        }
    }
    return names;
}

ExtractorDefinition::Output outputKind(const json &j, const std::string &field, bool jsonAllowed)
{
    const std::string &s = stringField(j, field);
    if (s == "text")
        return ExtractorDefinition::Output::Text;
    if (s == "html")
        return ExtractorDefinition::Output::Html;
    if (s == "json" && jsonAllowed)
        return ExtractorDefinition::Output::Json;
    if (s == "judgements" && jsonAllowed)
        return ExtractorDefinition::Output::Judgements;
    fail(field, "unknown value " + inQuotes(s) +
                    (jsonAllowed ? " (expected text, html, json or judgements)"
                                 : " (expected text or html)"));
}

ExtractorDefinition read(const json &j, const std::string &fileName)
{
    if (!j.is_object())
        fail("", "not a JSON object");
    for (const auto &[key, value] : j.items())
        if (!kFields.contains(key))
            fail(key, "unknown field (see docs/external-extractors.md)");

    ExtractorDefinition d;
    d.file = fileName;
    const std::filesystem::path path(fileName);
    d.directory = path.has_parent_path() ? path.parent_path().string() : std::string(".");

    if (j.contains("version") && (!j["version"].is_number_integer() || j["version"] != 1))
        fail("version", "unsupported (this Boilerscope reads version 1)");

    std::string name = path.stem().string();
    if (j.contains("id")) {
        const std::string &id = stringField(j["id"], "id");
        if (!id.starts_with(ExtractorDefinition::kIdPrefix))
            fail("id", inQuotes(id) + " must start with ext:");
        name = id.substr(ExtractorDefinition::kIdPrefix.size());
        if (!validName(name, true))
            fail("id", inQuotes(id) + ": the NAME of ext:NAME must be 1-64 lowercase letters, "
                                      "digits, '.', '_' or '-'");
    } else if (!validName(name, true)) {
        fail("id", "missing, and the file name " + inQuotes(path.filename().string()) +
                       " is no valid NAME (1-64 lowercase letters, digits, '.', '_', '-')");
    }
    d.id = std::string(ExtractorDefinition::kIdPrefix) + name;
    d.name = j.contains("name") ? stringField(j["name"], "name") : name;
    if (d.name.empty())
        fail("name", "must not be empty");
    if (j.contains("description"))
        d.description = stringField(j["description"], "description");

    if (j.contains("input")) {
        const std::string &s = stringField(j["input"], "input");
        if (s == "stdin")
            d.input = ExtractorDefinition::Input::Stdin;
        else if (s == "file")
            d.input = ExtractorDefinition::Input::File;
        else if (s == "proxy")
            d.input = ExtractorDefinition::Input::Proxy;
        else
            fail("input", "unknown value " + inQuotes(s) + " (expected stdin, file or proxy)");
    }
    if (j.contains("output"))
        d.output = outputKind(j["output"], "output", true);
    if (d.output == ExtractorDefinition::Output::Json) {
        if (!j.contains("field"))
            fail("field", "missing: output json needs the member that holds the result");
        d.field = stringField(j["field"], "field");
        if (d.field.empty() || d.field.front() == '.' || d.field.back() == '.' ||
            d.field.find("..") != std::string::npos)
            fail("field", inQuotes(d.field) + " is no member path (names joined by '.')");
        if (j.contains("field_format"))
            d.fieldFormat = outputKind(j["field_format"], "field_format", false);
    } else if (j.contains("field") || j.contains("field_format")) {
        fail(j.contains("field") ? "field" : "field_format", "only meaningful with output json");
    }

    if (j.contains("timeout")) {
        const json &t = j["timeout"];
        if (!t.is_number() || !std::isfinite(t.get<double>()) || t.get<double>() <= 0 ||
            t.get<double>() > ExtractorDefinition::kMaxTimeoutSeconds)
            fail("timeout", "must be a number of seconds above 0 and at most 3600");
        d.timeoutSeconds = t.get<double>();
    }
    if (j.contains("max_output")) {
        const json &m = j["max_output"];
        if (!m.is_number_unsigned() || m.get<std::size_t>() == 0 ||
            m.get<std::size_t>() > kMaxMaxOutput)
            fail("max_output", "must be a number of bytes from 1 to 1073741824");
        d.maxOutputBytes = m.get<std::size_t>();
    }

    const std::set<std::string_view> reserved = {
        ExtractorDefinition::kFile, ExtractorDefinition::kUrl, ExtractorDefinition::kDir,
        ExtractorDefinition::kPort, ExtractorDefinition::kCharset};
    std::set<std::string> known(reserved.begin(), reserved.end());
    if (j.contains("parameters")) {
        if (!j["parameters"].is_object())
            fail("parameters", "must be an object of NAME: value");
        for (const auto &[key, value] : j["parameters"].items()) {
            const std::string field = "parameters." + key;
            if (!validName(key, false))
                fail(field, "a parameter name is 1-64 lowercase letters, digits or '_'");
            if (reserved.contains(key))
                fail(field, "reserved for the placeholder {" + key + "}");
            std::string text;
            if (value.is_string())
                text = value.get<std::string>();
            else if (value.is_boolean())
                text = value.get<bool>() ? "true" : "false";
            else if (value.is_number())
                text = value.dump();
            else
                fail(field, "must be a string, a number or true/false");
            d.parameters.emplace_back(key, text);
            known.insert(key);
        }
    }

    if (!j.contains("command"))
        fail("command", "missing: the program and its arguments, as a list");
    if (!j["command"].is_array() || j["command"].empty())
        fail("command", "must be a non-empty list of strings");
    bool usesFile = false, usesPort = false;
    for (std::size_t i = 0; i < j["command"].size(); ++i) {
        const std::string field = "command[" + std::to_string(i) + "]";
        const std::string &arg = stringField(j["command"][i], field);
        for (const std::string &p : placeholdersOf(arg, field)) {
            if (!known.contains(p))
                fail(field, "unknown placeholder {" + p +
                                "} (known: {file}, {url}, {dir}, {charset}, {port} and the "
                                "parameters' names)");
            if (p == ExtractorDefinition::kPort && d.input != ExtractorDefinition::Input::Proxy)
                fail(field, "{port} is only for input proxy");
            if (i == 0 && p != ExtractorDefinition::kDir)
                fail(field, "the program may only use {dir}");
            usesFile = usesFile || p == ExtractorDefinition::kFile;
            usesPort = usesPort || p == ExtractorDefinition::kPort;
        }
        if (i == 0 && arg.empty())
            fail(field, "the program must not be empty");
        d.command.push_back(arg);
    }
    if (d.input == ExtractorDefinition::Input::File && !usesFile)
        fail("command", "input file needs {file} in the command");
    if (d.input == ExtractorDefinition::Input::Proxy && !usesPort)
        fail("command", "input proxy needs {port} in the command (where the proxy listens)");

    if (j.contains("requires")) {
        if (!j["requires"].is_array())
            fail("requires", "must be a list of {\"file\": PATH} or {\"program\": NAME}");
        for (std::size_t i = 0; i < j["requires"].size(); ++i) {
            const std::string field = "requires[" + std::to_string(i) + "]";
            const json &r = j["requires"][i];
            if (!r.is_object() || r.contains("file") == r.contains("program"))
                fail(field, "must be {\"file\": PATH} or {\"program\": NAME}, with an optional "
                            "\"hint\"");
            for (const auto &[key, value] : r.items())
                if (key != "file" && key != "program" && key != "hint")
                    fail(field + "." + key, "unknown field (expected file, program or hint)");
            ExtractorDefinition::Requirement req;
            req.program = r.contains("program");
            req.path = stringField(r[req.program ? "program" : "file"],
                                   field + (req.program ? ".program" : ".file"));
            if (req.path.empty())
                fail(field, "must not be empty");
            if (req.program && req.path.find('*') != std::string::npos)
                fail(field, "only a file's path may use *");
            for (const std::string &p : placeholdersOf(req.path, field))
                if (p != ExtractorDefinition::kDir)
                    fail(field, "only {dir} may be used here, not {" + p + "}");
            if (r.contains("hint"))
                req.hint = stringField(r["hint"], field + ".hint");
            d.requirements.push_back(std::move(req));
        }
    }
    return d;
}

} // namespace

ExtractorDefinition::ParseResult ExtractorDefinition::parse(std::string_view bytes,
                                                            const std::string &fileName)
{
    ParseResult result;
    if (bytes.size() > kMaxFileBytes) {
        result.error = fileName + ": larger than 1 MiB, not a definition file";
        return result;
    }
    json j;
    try {
        j = json::parse(bytes.begin(), bytes.end());
    } catch (const json::exception &e) {
        // "[json.exception.parse_error.101] parse error at line 3, column 5: ..." without the
        // library's prefix.
        std::string what = e.what();
        const std::size_t bracket = what.find("] ");
        if (bracket != std::string::npos)
            what = what.substr(bracket + 2);
        std::replace(what.begin(), what.end(), '\n', ' ');
        result.error = printable(fileName + ": not JSON: " + what);
        return result;
    }
    try {
        result.definition = read(j, fileName);
    } catch (const Failure &f) {
        result.error = printable(fileName + ": " + f.message);
    } catch (const json::exception &e) {
        result.error = printable(fileName + ": " + e.what());
    }
    return result;
}

bool ExtractorDefinition::expand(std::string_view text,
                                 const std::map<std::string, std::string> &values, std::string &out,
                                 std::string &error)
{
    out.clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
            out.push_back(c);
            ++i;
        } else if (c == '{') {
            const std::size_t close = text.find('}', i);
            if (close == std::string_view::npos) {
                error = printable("unterminated placeholder in " + inQuotes(text));
                return false;
            }
            const std::string name(text.substr(i + 1, close - i - 1));
            const auto it = values.find(name);
            if (it == values.end()) {
                error = printable("unknown placeholder {" + name + "}");
                return false;
            }
            out += it->second;
            i = close;
        } else if (c == '}') {
            error = printable("unmatched '}' in " + inQuotes(text));
            return false;
        } else {
            out.push_back(c);
        }
    }
    return true;
}

} // namespace core

#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

// One external extractor as a definition file describes it (docs/external-extractors.md): the
// program to run, how the page is handed over, what comes back. Gottron 2007 §4.2's wrapper that
// keeps the evaluation framework and the extraction programs apart. Plain value, thread-safe.
struct ExtractorDefinition
{
    // How the page reaches the program: on its standard input, as a file it is given the path
    // of ({file}), or (Gottron 2007 §4.2) as an HTTP request through the program acting as a proxy
    // on a loopback port ({port}), for the page a one-document server of ours serves.
    enum class Input { Stdin, File, Proxy };
    // What the program returns on standard output (or as the proxy's response body); Judgements
    // is JSON with the text and the program's own reasons per element and about the page
    // (docs/external-extractors.md, "Reasons").
    enum class Output { Text, Html, Json, Judgements };

    // Something the program needs besides its executable: a file (a library, a module) or a
    // program on PATH; the hint says how to get it ("install python3-readability").
    struct Requirement
    {
        std::string path; // may use {dir}; a file's may use * for any one name of a folder
        bool program = false;
        std::string hint;
    };

    // Project choices: a generous bound for one page (the slowest shipped program, boilerpipe
    // on the JVM, needs about a second), and an output cap of 16 MiB, far above any article
    // (the largest Readability test page is 1.5 MB of HTML) yet small enough for memory.
    static constexpr double kDefaultTimeoutSeconds = 30;
    static constexpr double kMaxTimeoutSeconds = 3600;
    static constexpr std::size_t kDefaultMaxOutputBytes = std::size_t{16} << 20;
    static constexpr std::size_t kMaxFileBytes = std::size_t{1} << 20; // a definition file
    static constexpr std::string_view kIdPrefix = "ext:";

    std::string id;   // "ext:NAME"
    std::string name; // display name
    std::string description;
    std::vector<std::string> command; // argv with placeholders, see expand()
    Input input = Input::Stdin;
    Output output = Output::Text;
    std::string field;                 // Output::Json: the member holding the result, "a.b" nests
    Output fieldFormat = Output::Text; // Output::Json: Text or Html
    double timeoutSeconds = kDefaultTimeoutSeconds;
    std::size_t maxOutputBytes = kDefaultMaxOutputBytes;
    std::vector<std::pair<std::string, std::string>> parameters; // fixed, in name order, as text
    std::vector<Requirement> requirements;
    std::string file;      // the definition file it was read from
    std::string directory; // that file's folder: the {dir} placeholder

    struct ParseResult; // below: it holds a definition

    // Reads a definition from the bytes of fileName. A pure function of its arguments (no file
    // access: fileName names the file in messages, gives the default id NAME of NAME.json and
    // {dir}), so that fuzzing can call it directly.
    static ParseResult parse(std::string_view bytes, const std::string &fileName);

    // The placeholders a command argument may use, besides the parameters' names.
    static constexpr std::string_view kFile = "file", kUrl = "url", kDir = "dir", kPort = "port",
                                      kCharset = "charset";

    // Replaces every {NAME} of text by values[NAME] ({{ and }} stand for braces). Returns false
    // with error naming the first unknown placeholder or unbalanced brace.
    static bool expand(std::string_view text, const std::map<std::string, std::string> &values,
                       std::string &out, std::string &error);
};

struct ExtractorDefinition::ParseResult
{
    std::optional<ExtractorDefinition> definition;
    std::string error; // one line, "FILE: FIELD: what is wrong"; empty on success
};

} // namespace core

#pragma once

#include "extractordefinition.h"

#include <external/outputmapper.h>
#include <extraction/extractor.h>

#include <string>
#include <vector>

namespace core {

// An extractor that is someone else's program (docs/external-extractors.md; Gottron 2007
// §4.2): runs the program of an ExtractorDefinition on a page (standard input, a file or a
// request through it as a proxy), reads its text (plain, HTML or a JSON member) and maps it back
// onto the page with OutputMapper, so that it yields the same ExtractionResult as a built-in.
// A program that is missing, fails, crashes, hangs or floods costs that one run: an
// ExtractorFailure with a one-line reason, never more. Immutable after construction; runs are
// thread-safe (each owns its process, temporary folder and server).
class ExternalExtractor final : public Extractor
{
public:
    explicit ExternalExtractor(ExtractorDefinition definition);

    const ExtractorInfo &info() const override { return m_info; }
    const ExtractorDefinition &definition() const { return m_definition; }

    // Without the original bytes and URL: the document's UTF-8 source is handed over.
    ExtractionResult run(const Document &doc, const ParamValues &values) const override;
    ExtractionResult runPage(const PageInput &page, const ParamValues &values) const override;

    // One run with everything there is to show about it. Never throws.
    struct Run
    {
        bool ok = false;
        std::string error;              // !ok: one line, e.g. "exited with status 3: Traceback ..."
        OutputMapping mapping;          // ok: the result and the alignment's counts
        std::string output;             // what the program returned (capped, as bytes)
        std::vector<std::string> notes; // also in mapping.result.notes
        double processSeconds = 0;      // the program's run (start to end, proxy included)
        double mappingSeconds = 0;      // reading its output and aligning it with the page
        // Output "judgements": the program's judgements put on the page and those that named
        // nothing on it (or were malformed).
        std::size_t judgementsMapped = 0;
        std::size_t judgementsUnmapped = 0;
    };
    Run execute(const PageInput &page) const;

    // Whether the program and what it requires are installed: cheap (file system look-ups
    // only), so that listing extractors never runs anything. reason says what is missing and,
    // when the definition gives one, how to get it.
    struct Availability
    {
        bool available = true;
        std::string reason;
    };
    Availability availability() const;

    // The plain text of an HTML fragment as Boilerscope reads pages (visible text, blocks on
    // lines of their own): what Gottron's framework does with a proxy's answer.
    static bool textOfHtml(const std::string &html, std::string &text, std::string &error);

private:
    ExtractorDefinition m_definition;
    ExtractorInfo m_info;
};

} // namespace core

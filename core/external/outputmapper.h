#pragma once

#include "document/document.h"
#include "extraction/extractionresult.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// What OutputMapper made of a program's text. Plain value.
struct OutputMapping
{
    ExtractionResult result;
    // The output's words (runs of letters and digits, see OutputMapper) by where they were found.
    std::size_t outputWords = 0;
    std::size_t inOrder = 0;   // on the page, in the order of the main alignment
    std::size_t moved = 0;     // on the page, but elsewhere than that order (reordered output)
    std::size_t repeated = 0;  // page text the output gives again (already kept once)
    std::size_t notOnPage = 0; // found nowhere on the page: listed in result.offPage
};

// Maps the text an external program returned back onto the page (docs/external-extractors.md): the
// output's words are aligned with the document's visible words in order (Hirschberg), and the
// aligned words become the ExtractionResult a built-in would return: spans over the kept words, the
// smallest elements covering them (TextAssembler::cover), the text exactly as the program returned
// it, and per block a judgement with the numbers ("node partly kept: 37 of 52 words"). Stateless,
// thread-safe.
//
// Words, for alignment only: maximal runs of letters and digits, ASCII case folded, each
// ideograph or kana a word of its own; punctuation and white space separate them and are
// ignored. Programs differ from the page in punctuation next to inline elements ("<a>link</a>."
// is "link" "." on the page, "link." in the output), in spacing and in line breaks; runs of
// letters survive all of these.
//
// Three passes, each a project choice documented at its constant: the longest common
// subsequence (short isolated pairings in it are chance, not text, and are dropped); then the
// rest of the output against the rest of the page (reordered stretches); then the rest of the
// output against the whole page (text the output repeats). What remains is not on the page.
class OutputMapper
{
public:
    static OutputMapping map(const Document &doc, std::string text);

    // The words of text as the alignment reads them, ASCII case folded ("Hello, World" gives
    // "hello" "world").
    static std::vector<std::string> words(std::string_view text);
};

} // namespace core

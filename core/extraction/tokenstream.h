#pragma once

#include "document/document.h"
#include "extractionresult.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

enum class TokenKind : std::uint8_t {
    StartTag, // a start tag written in the source (Node::startTagLength > 0)
    EndTag,   // an end tag written in the source (Node::endTagLength > 0)
    Word,     // a word of a visible text node
    Code,     // text that is not content: a comment, or a text node that is not visible
};

// One token of the shared token sequence. Offsets: a word's [begin, end) is a byte range of
// Document::text(node); a tag's or code token's [begin, end) is a byte range of
// Document::source(). `chars` is the token's length in characters: code points for a word, source
// bytes for tags and code (markup is ASCII in practice).
struct Token
{
    NodeId node = kNoNode;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    std::uint32_t chars = 0;
    TokenKind kind = TokenKind::Word;
    bool anchor = false;     // a tag of an <a> element (ACCB ignores these)
    bool lastInNode = false; // a word that ends its text node (no space follows inside it)

    bool isWord() const { return kind == TokenKind::Word; }
    // Tags and code: what BTE, DSC and TCCB count as B = 1 / code.
    bool isMarkup() const { return kind != TokenKind::Word; }
};

// The one tokenizer every source/token based extractor shares (project choice: so that their
// results compare), derived from the parsed Document in document order — no second HTML parser,
// so tokens agree with the DOM the other extractors see:
//  * a StartTag for every start tag that was in the source, an EndTag for every end tag that was
//    in the source (tags the parser inserted are not tokens: they were never written);
//  * a Word for every word (TextRules: maximal run of non-space characters) of every visible text
//    node;
//  * a Code token for every comment and for every text node that is not visible (script and style
//    bodies, hidden elements' text, <head> text) and holds at least one non-space character. Such
//    text is code, not content: one token per node, its width the node's source length, so that
//    character-based extractors weigh a large script as much code as it is.
// Owns its token vector; immutable after construction, so it is safe to share between threads.
class TokenStream
{
public:
    explicit TokenStream(const Document &doc);

    std::span<const Token> tokens() const { return m_tokens; }
    std::size_t size() const { return m_tokens.size(); }
    const Token &operator[](std::size_t i) const { return m_tokens[i]; }

    std::uint32_t wordCount() const { return m_words; }
    std::uint32_t markupCount() const
    {
        return static_cast<std::uint32_t>(m_tokens.size()) - m_words;
    }

    // Appends a chosen word to spans, in document order: joined with the previous span when it is
    // the next word of the same text node (collapsed text puts exactly one space between words).
    static void appendWord(std::vector<TextSpan> &spans, const Token &word);

private:
    std::vector<Token> m_tokens;
    std::uint32_t m_words = 0;
};

} // namespace core

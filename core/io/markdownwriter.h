#pragma once

#include "contentoutline.h"

#include <string>

namespace core {

// Writes a ContentOutline as Markdown (CommonMark with GitHub's table and strikethrough
// extensions): ATX headings, paragraphs, nested lists, pipe tables (the first row as the
// header; cells flattened to one line), block quotes, fenced code, links, images, emphasis and
// hard line breaks; text is escaped where it would otherwise read as Markdown. Stateless,
// thread-safe.
class MarkdownWriter
{
public:
    static std::string write(const ContentOutline &outline);
};

} // namespace core

#pragma once

#include <document/document.h>
#include <extractors/consensus/consensusfeatures.h>

#include <testpages.h>

#include <QChar>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

// The rules' tests name a page's blocks by their elements' ids, one letter each ("<p id=a>").
namespace blockids {

// The id of each block of f, in order: the letter of letters whose element is the block's; a
// null QChar for a block whose element has none of them.
inline std::vector<QChar> of(const core::Document &doc, const core::ConsensusFeatures &f,
                             std::string_view letters)
{
    std::vector<QChar> ids;
    for (const core::ConsensusFeatures::Block &block : f.blocks()) {
        QChar id;
        for (const char c : letters)
            if (testpages::byId(doc, std::string(1, c).c_str()) == block.node)
                id = QChar(c);
        ids.push_back(id);
    }
    return ids;
}

// Per block: whether kept holds its id.
inline std::vector<char> kept(const std::vector<QChar> &ids, const QString &kept)
{
    std::vector<char> keep(ids.size(), 0);
    for (size_t b = 0; b < ids.size(); ++b)
        keep[b] = kept.contains(ids[b]);
    return keep;
}

} // namespace blockids

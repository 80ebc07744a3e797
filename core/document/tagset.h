#pragma once

#include "tag.h"

#include <array>
#include <initializer_list>

namespace core {

// A constant set of tags with O(1) membership, for the tag lists the papers name (Elsts 2008's
// $container_tags, Crunch's removed elements...). A plain value, thread-safe.
class TagSet
{
public:
    constexpr TagSet(std::initializer_list<Tag> tags)
    {
        for (Tag t : tags)
            m_set[static_cast<size_t>(t)] = true;
    }
    constexpr bool contains(Tag tag) const { return m_set[static_cast<size_t>(tag)]; }

private:
    std::array<bool, static_cast<size_t>(Tag::Count)> m_set{};
};

} // namespace core

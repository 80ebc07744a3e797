#include "parsearena.h"

#include <cstdlib>
#include <new>

namespace core {

ParseArena::ParseArena(std::size_t budget) : m_budget(budget) {}

ParseArena::~ParseArena()
{
    for (char *chunk : m_chunks)
        std::free(chunk);
    for (const auto &[block, size] : m_large)
        std::free(block);
}

void *ParseArena::allocate(std::size_t size) noexcept
{
    if (size > kLargeBlock) {
        if (size > m_budget || held() > m_budget - size)
            return nullptr;
        void *block = std::malloc(size);
        if (!block)
            return nullptr;
        try {
            m_large.emplace(block, size);
        } catch (const std::bad_alloc &) {
            std::free(block);
            return nullptr;
        }
        m_largeBytes += size;
        return block;
    }
    const std::size_t rounded =
        size == 0 ? kAlignment : (size + kAlignment - 1) & ~(kAlignment - 1);
    if (m_left < rounded) {
        if (kChunkBytes > m_budget || held() > m_budget - kChunkBytes)
            return nullptr;
        auto *chunk = static_cast<char *>(std::malloc(kChunkBytes));
        if (!chunk)
            return nullptr;
        try {
            m_chunks.push_back(chunk);
        } catch (const std::bad_alloc &) {
            std::free(chunk);
            return nullptr;
        }
        m_next = chunk;
        m_left = kChunkBytes;
    }
    void *block = m_next;
    m_next += rounded;
    m_left -= rounded;
    return block;
}

void ParseArena::deallocate(void *block) noexcept
{
    const auto it = m_large.find(block);
    if (it == m_large.end())
        return; // a small block: its chunk is freed with the arena
    m_largeBytes -= it->second;
    std::free(block);
    m_large.erase(it);
}

} // namespace core

#include "parsearena.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdlib>
#include <new>

namespace core {

ParseArena::ParseArena(std::size_t budget) : m_budget(budget) {}

ParseArena::~ParseArena()
{
    for (const auto &[chunk, size] : m_chunks)
        munmap(chunk, size);
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
        // The next chunk doubles the last, up to kMaxChunkBytes; the smallest when that is all
        // the budget allows.
        std::size_t bytes = std::min(
            kMaxChunkBytes, kFirstChunkBytes << std::min<std::size_t>(m_chunks.size(), 16));
        if (bytes > m_budget || held() > m_budget - bytes)
            bytes = kFirstChunkBytes;
        if (bytes > m_budget || held() > m_budget - bytes)
            return nullptr;
        void *chunk =
            mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (chunk == MAP_FAILED)
            return nullptr;
        try {
            m_chunks.emplace_back(static_cast<char *>(chunk), bytes);
        } catch (const std::bad_alloc &) {
            munmap(chunk, bytes);
            return nullptr;
        }
        m_chunkBytes += bytes;
        m_next = static_cast<char *>(chunk);
        m_left = bytes;
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

#pragma once

#include <cstddef>
#include <unordered_map>
#include <utility>
#include <vector>

namespace core {

// The memory of one parse (HtmlParser hands it to gumbo as its allocator): owns every block it
// gives out and frees them all at once when destroyed, and refuses a block (nullptr) that would
// take what it holds beyond its budget, so that a page whose parse tree would outgrow its
// budget can be abandoned half-way without a leak. Small blocks are carved from chunks mapped
// from the system (64 KiB, doubling up to 1 MiB; no per-block header; freeing one is a no-op),
// which go back to the system when the arena goes: memory freed inside malloc's heap of the
// parsing thread would stay there, beside the document built next. Large blocks are allocated
// and freed one by one. No Debian library fits: obstack cannot tell its blocks from others in
// O(1), and Debian's mimalloc, whose heaps would do, replaces malloc for the whole process when
// linked. Not thread-safe: one arena per parse, used on one thread.
class ParseArena
{
public:
    explicit ParseArena(std::size_t budget);
    ~ParseArena();
    ParseArena(const ParseArena &) = delete;
    ParseArena &operator=(const ParseArena &) = delete;

    // A block of at least size bytes, aligned to 8 (enough for gumbo's structures of pointers
    // and integers); nullptr when the budget or the system's memory is exhausted.
    void *allocate(std::size_t size) noexcept;
    // Gives back a block of this arena (large blocks return to the system at once).
    void deallocate(void *block) noexcept;

    // Bytes held now: chunks whole, large blocks as requested.
    std::size_t held() const { return m_chunkBytes + m_largeBytes; }
    std::size_t budget() const { return m_budget; }

    // Project choice: blocks above this come from the system one by one, because gumbo frees
    // them as its buffers grow (a 20 MB word doubles its text buffer ~20 times); below it,
    // gumbo's nodes, vectors and short strings, rarely freed.
    static constexpr std::size_t kLargeBlock = 256;
    static constexpr std::size_t kFirstChunkBytes = std::size_t(64) << 10;
    // Project choice: large enough that a 4 GiB tree takes 4,096 mappings (Linux allows 65,530
    // by default), small enough to waste little at the end of the last one.
    static constexpr std::size_t kMaxChunkBytes = std::size_t(1) << 20;
    static constexpr std::size_t kAlignment = 8;

private:
    std::size_t m_budget;
    std::vector<std::pair<char *, std::size_t>> m_chunks; // start, size
    std::size_t m_chunkBytes = 0;
    char *m_next = nullptr; // free space in the newest chunk
    std::size_t m_left = 0;
    std::unordered_map<void *, std::size_t> m_large; // block -> size
    std::size_t m_largeBytes = 0;
};

} // namespace core

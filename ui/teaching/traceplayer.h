#pragma once

#include <extraction/trace.h>

#include <cstdint>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

namespace ui {

// The state of the trace player (docs/teaching.md) without its widgets (house style 6): which
// step of a trace is current, whether it plays and how fast, and what the current step shows on
// the page and on the chart. Owns a shared, immutable trace. A plain value; not thread-safe (the
// GUI thread drives it).
class TracePlayer
{
public:
    // Playing speeds in steps per second. Project choice: from a pace one can read a step's
    // sentence at (1/2 s⁻¹) to a pace that runs through a capped phase of 300 items in about
    // 20 s (16 s⁻¹); each doubles the one before.
    static constexpr double kSpeeds[] = {0.5, 1, 2, 4, 8, 16};
    static constexpr int kSpeedCount = int(std::size(kSpeeds));
    static constexpr int kDefaultSpeed = 2; // 2 steps per second

    // What one step concerns: its nodes (at most TraceStep::kMaxNodes) and, when it concerns a
    // chart, the chart id of the run's series and the inclusive x range on it.
    struct Focus
    {
        std::vector<core::NodeId> nodes;
        std::string chart; // empty: no chart
        std::int32_t from = -1, to = -1;
        bool operator==(const Focus &) const = default;
    };

    // A new trace (null or empty: nothing to play); the player goes to its first step, paused.
    void setTrace(std::shared_ptr<const core::Trace> trace);
    const std::shared_ptr<const core::Trace> &trace() const { return m_trace; }

    int count() const;
    // The current step's index, -1 when there is no step.
    int index() const { return m_index; }
    const core::TraceStep *step() const;
    Focus focus() const;
    static Focus focusOf(const core::TraceStep &step);

    // Moves to step i, clamped to the steps; each returns true when the index changed.
    bool seek(int i);
    bool next() { return seek(m_index + 1); }
    bool previous() { return seek(m_index - 1); }
    bool first() { return seek(0); }
    bool last() { return seek(count() - 1); }
    bool atEnd() const { return m_index == count() - 1; }

    // Starts playing (from the first step when at the last one); false when there is nothing to
    // play. Stepping by hand leaves play as it is.
    bool play();
    void pause() { m_playing = false; }
    bool togglePlay();
    bool playing() const { return m_playing; }

    // One timer tick while playing: the next step; reaching the last step stops play. Returns
    // true when the index changed.
    bool tick();

    // Clamped to [0, kSpeedCount).
    void setSpeed(int speedIndex);
    int speed() const { return m_speed; }
    // The timer's interval for the current speed, in milliseconds.
    int intervalMs() const;

private:
    std::shared_ptr<const core::Trace> m_trace;
    int m_index = -1;
    int m_speed = kDefaultSpeed;
    bool m_playing = false;
};

} // namespace ui

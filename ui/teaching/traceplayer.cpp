#include "traceplayer.h"

#include <algorithm>
#include <cmath>

namespace ui {

void TracePlayer::setTrace(std::shared_ptr<const core::Trace> trace)
{
    m_trace = std::move(trace);
    m_playing = false;
    m_index = count() > 0 ? 0 : -1;
}

int TracePlayer::count() const
{
    return m_trace ? int(m_trace->steps().size()) : 0;
}

const core::TraceStep *TracePlayer::step() const
{
    return m_index >= 0 ? &m_trace->steps()[size_t(m_index)] : nullptr;
}

TracePlayer::Focus TracePlayer::focusOf(const core::TraceStep &step)
{
    Focus f;
    f.nodes = step.nodes;
    if (step.hasRange()) {
        f.chart = step.chart;
        f.from = step.from;
        f.to = step.to;
    }
    return f;
}

TracePlayer::Focus TracePlayer::focus() const
{
    const core::TraceStep *s = step();
    return s ? focusOf(*s) : Focus{};
}

bool TracePlayer::seek(int i)
{
    if (count() == 0)
        return false;
    const int clamped = std::clamp(i, 0, count() - 1);
    if (clamped == m_index)
        return false;
    m_index = clamped;
    return true;
}

bool TracePlayer::play()
{
    if (count() < 2) {
        m_playing = false;
        return false;
    }
    if (atEnd())
        m_index = 0;
    m_playing = true;
    return true;
}

bool TracePlayer::togglePlay()
{
    if (m_playing) {
        pause();
        return false;
    }
    return play();
}

bool TracePlayer::tick()
{
    if (!m_playing)
        return false;
    const bool moved = next();
    if (atEnd())
        m_playing = false;
    return moved;
}

void TracePlayer::setSpeed(int speedIndex)
{
    m_speed = std::clamp(speedIndex, 0, kSpeedCount - 1);
}

int TracePlayer::intervalMs() const
{
    return int(std::lround(1000.0 / kSpeeds[m_speed]));
}

} // namespace ui

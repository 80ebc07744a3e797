#include "measure.h"

namespace core {

namespace {

using Gold = MeasureInfo::Gold;
using Summary = MeasureInfo::Summary;

const std::array<MeasureInfo, kMeasureCount> kInfo = {{
    {"characters", "Gottron 2007 §3.1", Gold::Text, Summary::PageMean},
    {"word-sequence", "Gottron 2007 §3.2", Gold::Text, Summary::PageMean},
    {"bag-of-words", "Gottron 2007 §3.3", Gold::Text, Summary::PageMean},
    {"set-of-words", "Gottron 2007 §3.4", Gold::Text, Summary::PageMean},
    {"lcstring", "Moreno et al. 2009 §5.2", Gold::Text, Summary::PageMean},
    {"lcsequence", "Moreno et al. 2009 §5.2", Gold::Text, Summary::PageMean},
    {"shingle-f1", "Zyte/Scrapinghub article-extraction-benchmark, evaluate.py", Gold::Text,
     Summary::ShingleMean},
    {"wcxb-word-f1", "WCXB (Foley 2026), evaluate.py at c039d5ee9f5a", Gold::Text,
     Summary::PageMean},
    {"snippets", "trafilatura 2.3.1's evaluation (tests/eval_common.py); WCXB's snippet rates",
     Gold::Snippets, Summary::CorpusSums},
}};

} // namespace

const MeasureInfo &measureInfo(Measure measure)
{
    return kInfo[static_cast<std::size_t>(measure)];
}

std::string_view measureName(Measure measure)
{
    return measureInfo(measure).name;
}

std::optional<Measure> measureFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kMeasureCount; ++i)
        if (kInfo[i].name == name)
            return kMeasures[i];
    return std::nullopt;
}

} // namespace core

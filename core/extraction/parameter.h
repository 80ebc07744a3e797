#pragma once

#include <string>
#include <vector>

namespace core {

// One tunable parameter of an extractor (docs/extractors.md): the GUI builds a
// control from it, the CLI a -p NAME=VALUE option. Plain value, thread-safe.
struct ParamDescriptor
{
    enum class Type { Real, Integer, Boolean };

    std::string name; // identifier used on the command line, e.g. "c1"
    Type type = Type::Real;
    double defaultValue = 0; // the paper's value
    double minimum = 0;
    double maximum = 1;
    double step = 0.1;
    std::string meaning; // one line
    std::string source;  // the default's source: "Moreno et al. 2009 §4" or "project choice: ..."
    // Optional, for a choice between rules rather than a quantity: a label for each whole value
    // from minimum to maximum (the GUI offers them by name, `list` prints them), and a few
    // sentences on why the choice matters, shown beside the control and by `list`.
    std::vector<std::string> choices{}; // {}: aggregate lists may leave them out without a warning
    std::string explanation{};
};

// Values aligned with an extractor's descriptors, in the same order.
using ParamValues = std::vector<double>;

} // namespace core

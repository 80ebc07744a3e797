#include "metadatapick.h"

#include <document/textrules.h>
#include <metadata/calendarday.h>
#include <metadata/metadatarules.h>
#include <metadata/metadatatext.h>

namespace ui {

MetadataPick MetadataPick::of(Field field, const QString &picked)
{
    const std::string text = core::TextRules::normalize(picked.toStdString());
    const QString written = QString::fromStdString(text);
    MetadataPick pick;
    pick.value = written;
    if (text.empty())
        return pick;
    switch (field) {
    case Field::Title:
        break;
    case Field::Author:
        if (const std::string name = core::MetadataText::cleanByline(text); name.empty()) {
            pick.asWritten = true;
            pick.note = tr("No name found in “%1”: kept as written.").arg(written);
        } else if (name != text) {
            pick.value = QString::fromStdString(name);
            pick.note = tr("Author “%1” taken from “%2”.").arg(pick.value, written);
        }
        break;
    case Field::Published:
        if (const auto day = core::CalendarDay::parse(text)) {
            pick.value = QString::fromStdString(day->iso());
            if (pick.value != written)
                pick.note = tr("Published %1, read from “%2”.").arg(pick.value, written);
        } else {
            pick.asWritten = true;
            pick.note = tr("No date Boilerscope reads in “%1” (a day from %2 on): kept "
                           "as written; the gold wants YYYY-MM-DD.")
                            .arg(written)
                            .arg(core::MetadataRules::kEarliestYear);
        }
        break;
    }
    return pick;
}

} // namespace ui

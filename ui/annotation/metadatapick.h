#pragma once

#include <QCoreApplication>
#include <QString>

namespace ui {

// What a text picked on the page gives one field of the metadata gold (docs/annotation.md
// "Metadata gold"): a title as the page writes it, white space collapsed; an author without the
// words around the name ("By", a date after it: the byline rules of core::MetadataText); a
// publication date as YYYY-MM-DD when the text holds a day core::CalendarDay reads, else the
// text as written with a note that says so. Plain value; of() is a pure function, thread-safe.
struct MetadataPick
{
    Q_DECLARE_TR_FUNCTIONS(MetadataPick)

public:
    enum class Field { Title, Author, Published };

    QString value;
    // What the pick did to the text, for the annotator to check.
    QString note;
    // The value is the text as written although the field wants another form (a date that does
    // not parse).
    bool asWritten = false;

    static MetadataPick of(Field field, const QString &picked);
};

} // namespace ui

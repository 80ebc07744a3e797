#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace ui {

// One lesson (docs/teaching.md): a small page built to show one behaviour of the extractors,
// the text shown beside it, the extractors to tick and the one whose trace plays. Read from a
// JSON manifest next to the page and the text (resources/lessons/NAME.json, bundled under
// :/lessons). A plain value; thread-safe to read.
struct Lesson
{
    QString id;    // the manifest's base name, e.g. "wiki-links"
    QString title; // for the menu
    QUrl page;     // the page, beside the manifest (a qrc: URL for bundled lessons)
    QString text;  // Markdown, shown beside the page
    QStringList extractors;
    QString trace;                            // the extractor whose trace plays; one of extractors
    QString layout = QStringLiteral("teach"); // debug, annotate or teach
    // Analyse the page's source HTML rather than the rendered DOM (the manifest's "source"): the
    // rendered snapshot carries the overlay's data-bs-* attributes on every element, which
    // extractors reading source lines or characters count as code.
    bool source = false;
    int order = 999; // the menu's order (the manifest's "order")

    // Reads the manifest at path (a file or :/ resource path) and the text it names; nullopt with
    // a one-line error naming the file and the reason when it is not a valid lesson.
    static std::optional<Lesson> load(const QString &path, QString *error = nullptr);
    // The lessons bundled under :/lessons, by order, then name;
    // errors of invalid manifests are appended to errors (there are none in a correct build).
    static QList<Lesson> bundled(QStringList *errors = nullptr);
    // The page's local path (":/lessons/x.html" for a qrc URL), for reading its bytes.
    QString pagePath() const;
};

} // namespace ui

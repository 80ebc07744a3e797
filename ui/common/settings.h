#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

namespace ui {

// Every value the GUI keeps between sessions, typed, under its one key (the pattern of KDAB
// hotspot's src/settings.h): no other class names a QSettings key. Reads and writes through a
// QSettings of the application's organisation and name (QCoreApplication), so tests isolate it
// with QSettings::setPath or their own names. Owns that QSettings; an instance is cheap and meant
// to live for one read or write. Reentrant: one instance per thread.
class Settings
{
public:
    // Project choice: long enough for a working week's pages or packages, short enough to scan.
    static constexpr int kMaxRecent = 10;
    // Project choice: a 16:10 figure a slide or paper page shows at full width.
    static constexpr const char *kDefaultFigureSize = "1600x1000";

    Settings();

    // File ▸ Open Recent, newest first.
    QStringList recentFiles() const;
    // location becomes the newest; the oldest beyond kMaxRecent are forgotten.
    void addRecentFile(const QString &location);

    // The evaluation dashboard's package chooser, newest first.
    QStringList recentPackages() const;
    void addRecentPackage(const QString &path);

    // The annotator's name, for the gold's metadata and the campaign's annotation files alike.
    QString annotator() const;
    void setAnnotator(const QString &name);

    // The definition files added by Extractors ▸ Add Definition File…, as absolute paths.
    QStringList definitionFiles() const;
    void setDefinitionFiles(const QStringList &files);

    // The ids of the extractors ticked when the window last closed; nullopt before the first
    // close (the window then ticks its defaults).
    std::optional<QStringList> tickedExtractors() const;
    void setTickedExtractors(const QStringList &ids);

    // QWidget::saveGeometry() of the main window; empty when never saved.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);

    // The size last asked for by File ▸ Export Figure ("WxH"), else kDefaultFigureSize.
    QString figureSize() const;
    void setFigureSize(const QString &size);

    // QMainWindow::saveState() of one named dock layout; empty when never saved.
    QByteArray layoutState(const QString &layout) const;
    void setLayoutState(const QString &layout, const QByteArray &state);
    // The name of the layout in use when the window last closed; empty when never saved.
    QString currentLayout() const;
    void setCurrentLayout(const QString &layout);

private:
    QStringList recent(const QString &key) const;
    void addRecent(const QString &key, const QString &entry);

    QSettings m_store;
};

} // namespace ui

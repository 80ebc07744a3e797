#include "settings.h"

namespace ui {

namespace {

const QString kRecentFiles = QStringLiteral("recentFiles");
const QString kRecentPackages = QStringLiteral("evaluation/recentPackages");
const QString kAnnotator = QStringLiteral("annotator");
// Where versions before the one key kept the annotator's name, the campaign's first: its name
// is the one the annotation files on disk are named after.
const QString kOldAnnotatorKeys[] = {QStringLiteral("campaign/annotator"),
                                     QStringLiteral("annotation/annotator")};
const QString kDefinitionFiles = QStringLiteral("definitionFiles");
const QString kTickedExtractors = QStringLiteral("extractors");
const QString kGeometry = QStringLiteral("geometry");
const QString kFigureSize = QStringLiteral("figureSize");
const QString kLayoutPrefix = QStringLiteral("layouts/");
const QString kCurrentLayout = QStringLiteral("layouts/current");

} // namespace

Settings::Settings()
{
    // A name kept under an old key is moved, once, so that nobody has to type it again.
    for (const QString &old : kOldAnnotatorKeys) {
        if (!m_store.contains(old))
            continue;
        if (!m_store.contains(kAnnotator))
            m_store.setValue(kAnnotator, m_store.value(old).toString().trimmed());
        m_store.remove(old);
    }
}

QStringList Settings::recent(const QString &key) const
{
    return m_store.value(key).toStringList();
}

void Settings::addRecent(const QString &key, const QString &entry)
{
    QStringList list = recent(key);
    list.removeAll(entry);
    list.prepend(entry);
    while (list.size() > kMaxRecent)
        list.removeLast();
    m_store.setValue(key, list);
}

QStringList Settings::recentFiles() const
{
    return recent(kRecentFiles);
}

void Settings::addRecentFile(const QString &location)
{
    addRecent(kRecentFiles, location);
}

QStringList Settings::recentPackages() const
{
    return recent(kRecentPackages);
}

void Settings::addRecentPackage(const QString &path)
{
    addRecent(kRecentPackages, path);
}

QString Settings::annotator() const
{
    return m_store.value(kAnnotator).toString();
}

void Settings::setAnnotator(const QString &name)
{
    m_store.setValue(kAnnotator, name.trimmed());
}

QStringList Settings::definitionFiles() const
{
    return m_store.value(kDefinitionFiles).toStringList();
}

void Settings::setDefinitionFiles(const QStringList &files)
{
    m_store.setValue(kDefinitionFiles, files);
}

std::optional<QStringList> Settings::tickedExtractors() const
{
    if (!m_store.contains(kTickedExtractors))
        return std::nullopt;
    return m_store.value(kTickedExtractors).toStringList();
}

void Settings::setTickedExtractors(const QStringList &ids)
{
    m_store.setValue(kTickedExtractors, ids);
}

QByteArray Settings::windowGeometry() const
{
    return m_store.value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_store.setValue(kGeometry, geometry);
}

QString Settings::figureSize() const
{
    return m_store.value(kFigureSize, QString::fromLatin1(kDefaultFigureSize)).toString();
}

void Settings::setFigureSize(const QString &size)
{
    m_store.setValue(kFigureSize, size.trimmed());
}

QByteArray Settings::layoutState(const QString &layout) const
{
    return m_store.value(kLayoutPrefix + layout).toByteArray();
}

void Settings::setLayoutState(const QString &layout, const QByteArray &state)
{
    m_store.setValue(kLayoutPrefix + layout, state);
}

QString Settings::currentLayout() const
{
    return m_store.value(kCurrentLayout).toString();
}

void Settings::setCurrentLayout(const QString &layout)
{
    m_store.setValue(kCurrentLayout, layout);
}

} // namespace ui

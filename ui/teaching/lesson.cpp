#include "lesson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace ui {

namespace {

// Project choice: a manifest or a text larger than this is not a lesson (they are a few hundred
// bytes); reading stops there.
constexpr qint64 kMaxFileBytes = 1 << 20;

bool readSmall(const QString &path, QByteArray *out, QString *why)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *why = f.errorString();
        return false;
    }
    *out = f.read(kMaxFileBytes + 1);
    if (out->size() > kMaxFileBytes) {
        *why = QObject::tr("larger than %1 bytes").arg(kMaxFileBytes);
        return false;
    }
    return true;
}

QUrl urlOf(const QString &path)
{
    if (path.startsWith(QLatin1String(":/")))
        return QUrl(QStringLiteral("qrc") + path);
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
}

} // namespace

std::optional<Lesson> Lesson::load(const QString &path, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<Lesson> {
        if (error)
            *error = QObject::tr("%1: %2").arg(path, why);
        return std::nullopt;
    };
    QByteArray bytes;
    QString why;
    if (!readSmall(path, &bytes, &why))
        return fail(why);
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QObject::tr("not JSON (%1 at byte %2)")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!json.isObject())
        return fail(QObject::tr("not a JSON object"));
    const QJsonObject o = json.object();
    for (const char *key : {"title", "page", "text", "trace"})
        if (!o.value(QLatin1String(key)).isString() ||
            o.value(QLatin1String(key)).toString().isEmpty())
            return fail(QObject::tr("\"%1\" must be a non-empty string").arg(QLatin1String(key)));
    Lesson lesson;
    const QFileInfo info(path);
    lesson.id = info.completeBaseName();
    lesson.title = o.value(QLatin1String("title")).toString();
    const QDir dir = info.dir();
    const QString page = o.value(QLatin1String("page")).toString();
    const QString text = o.value(QLatin1String("text")).toString();
    for (const QString &name : {page, text})
        if (name.contains(QLatin1Char('/')) || name.startsWith(QLatin1Char('.')))
            return fail(QObject::tr("\"%1\" must be a file beside the manifest").arg(name));
    if (!QFileInfo::exists(dir.filePath(page)))
        return fail(QObject::tr("its page %1 does not exist").arg(page));
    lesson.page = urlOf(dir.filePath(page));
    QByteArray textBytes;
    if (!readSmall(dir.filePath(text), &textBytes, &why))
        return fail(QObject::tr("its text %1: %2").arg(text, why));
    lesson.text = QString::fromUtf8(textBytes);
    const QJsonValue extractors = o.value(QLatin1String("extractors"));
    if (!extractors.isArray() || extractors.toArray().isEmpty())
        return fail(QObject::tr("\"extractors\" must be a non-empty array of extractor ids"));
    for (const QJsonValue &v : extractors.toArray()) {
        if (!v.isString() || v.toString().isEmpty())
            return fail(QObject::tr("\"extractors\" must be a non-empty array of extractor ids"));
        lesson.extractors << v.toString();
    }
    lesson.order = o.value(QLatin1String("order")).toInt(lesson.order);
    if (o.contains(QLatin1String("source")) && !o.value(QLatin1String("source")).isBool())
        return fail(QObject::tr("\"source\" must be true or false"));
    lesson.source = o.value(QLatin1String("source")).toBool(false);
    lesson.trace = o.value(QLatin1String("trace")).toString();
    if (!lesson.extractors.contains(lesson.trace))
        return fail(QObject::tr("\"trace\" (%1) is not one of its extractors").arg(lesson.trace));
    if (o.contains(QLatin1String("layout"))) {
        lesson.layout = o.value(QLatin1String("layout")).toString();
        if (!QStringList{QStringLiteral("debug"), QStringLiteral("annotate"),
                         QStringLiteral("teach")}
                 .contains(lesson.layout))
            return fail(QObject::tr("\"layout\" must be debug, annotate or teach"));
    }
    return lesson;
}

QList<Lesson> Lesson::bundled(QStringList *errors)
{
    QList<Lesson> out;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QString error;
        if (std::optional<Lesson> lesson = load(dir.filePath(name), &error))
            out << *lesson;
        else if (errors)
            *errors << error;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Lesson &a, const Lesson &b) { return a.order < b.order; });
    return out;
}

QString Lesson::pagePath() const
{
    return page.scheme() == QLatin1String("qrc") ? QLatin1Char(':') + page.path()
                                                 : page.toLocalFile();
}

} // namespace ui

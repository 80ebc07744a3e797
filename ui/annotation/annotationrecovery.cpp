#include "annotationrecovery.h"

#include <package/packagejson.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace ui {

namespace {

constexpr const char *kFormat = "boilerscope-annotation-recovery";
constexpr int kVersion = 1;
// Project choice: a recovery file larger than this is not a recovery file (marks and metadata of
// one page take kilobytes); reading stops there instead of loading whatever sits at the path.
constexpr qint64 kMaxBytes = 64 * 1024 * 1024;

QJsonObject objectOf(const std::string &json)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
}

std::string textOf(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

AnnotationRecovery::AnnotationRecovery(QString path) : m_path(std::move(path)) {}

AnnotationRecovery::~AnnotationRecovery() = default;

QString AnnotationRecovery::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("annotation-recovery.json"));
}

bool AnnotationRecovery::acquire()
{
    if (acquired())
        return true;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    auto lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
    // A running Boilerscope refreshes nothing: its lock is never stale while it lives.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    return true;
}

bool AnnotationRecovery::acquired() const
{
    return m_lock && m_lock->isLocked();
}

QByteArray AnnotationRecovery::toJson(const RecoveredAnnotation &a)
{
    QJsonObject page{{QStringLiteral("url"), a.pageUrl},
                     {QStringLiteral("sha256"), QString::fromLatin1(a.pageSha256)}};
    if (!a.packagePath.isEmpty()) {
        page.insert(QStringLiteral("package"), a.packagePath);
        page.insert(QStringLiteral("stem"), a.stem);
    }
    const QJsonObject root{
        {QStringLiteral("format"), QLatin1String(kFormat)},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("savedAt"), a.savedAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("page"), page},
        {QStringLiteral("metadata"), objectOf(core::PackageJson::metadata(a.metadata))},
        {QStringLiteral("goldNodes"), objectOf(core::PackageJson::goldNodes(a.goldNodes, true))}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<RecoveredAnnotation> AnnotationRecovery::fromJson(const QByteArray &json,
                                                                QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError) {
        setError(
            error,
            QStringLiteral("not JSON (%1 at byte %2)").arg(parse.errorString()).arg(parse.offset));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        setError(error, QStringLiteral("not a Boilerscope recovery file (\"format\" is not "
                                       "\"%1\")")
                            .arg(QLatin1String(kFormat)));
        return std::nullopt;
    }
    if (root.value(QStringLiteral("version")).toInt() != kVersion) {
        setError(error, QStringLiteral("unsupported \"version\" %1 (this Boilerscope reads %2)")
                            .arg(root.value(QStringLiteral("version")).toVariant().toString())
                            .arg(kVersion));
        return std::nullopt;
    }
    RecoveredAnnotation a;
    const QJsonObject page = root.value(QStringLiteral("page")).toObject();
    a.pageUrl = page.value(QStringLiteral("url")).toString();
    if (a.pageUrl.isEmpty()) {
        setError(error, QStringLiteral("\"page\" has no \"url\""));
        return std::nullopt;
    }
    a.pageSha256 = page.value(QStringLiteral("sha256")).toString().toLatin1();
    a.packagePath = page.value(QStringLiteral("package")).toString();
    a.stem = page.value(QStringLiteral("stem")).toString();
    a.savedAt =
        QDateTime::fromString(root.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    std::string message;
    std::vector<std::string> warnings;
    const auto metadata = core::PackageJson::parseMetadata(
        textOf(root.value(QStringLiteral("metadata")).toObject()), message, warnings);
    if (!metadata) {
        setError(error, QStringLiteral("\"metadata\": %1").arg(QString::fromStdString(message)));
        return std::nullopt;
    }
    a.metadata = *metadata;
    const auto gold = core::PackageJson::parseGoldNodes(
        textOf(root.value(QStringLiteral("goldNodes")).toObject()), message, warnings);
    if (!gold) {
        setError(error, QStringLiteral("\"goldNodes\": %1").arg(QString::fromStdString(message)));
        return std::nullopt;
    }
    a.goldNodes = gold->nodes;
    return a;
}

bool AnnotationRecovery::write(const RecoveredAnnotation &annotation, QString *error)
{
    if (!acquired()) {
        setError(error, QStringLiteral("%1: held by another running Boilerscope").arg(m_path));
        return false;
    }
    QSaveFile file(m_path);
    const QByteArray json = toJson(annotation);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        setError(error, QStringLiteral("%1: %2").arg(m_path, file.errorString()));
        return false;
    }
    return true;
}

bool AnnotationRecovery::clear(QString *error)
{
    if (!acquired()) {
        setError(error, QStringLiteral("%1: held by another running Boilerscope").arg(m_path));
        return false;
    }
    QFile file(m_path);
    if (!file.exists() || file.remove())
        return true;
    setError(error, QStringLiteral("%1: %2").arg(m_path, file.errorString()));
    return false;
}

std::optional<RecoveredAnnotation> AnnotationRecovery::read(QString *error) const
{
    setError(error, QString());
    QFile file(m_path);
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, QStringLiteral("%1: %2").arg(m_path, file.errorString()));
        return std::nullopt;
    }
    if (file.size() > kMaxBytes) {
        setError(error, QStringLiteral("%1: larger than %2 MB, not a recovery file")
                            .arg(m_path)
                            .arg(kMaxBytes >> 20));
        return std::nullopt;
    }
    QString why;
    auto annotation = fromJson(file.readAll(), &why);
    if (!annotation)
        setError(error, QStringLiteral("%1: %2").arg(m_path, why));
    return annotation;
}

} // namespace ui

#pragma once

#include <package/testpackage.h>

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace ui {

// Unsaved gold annotation as kept for recovery: the page's identity and the work on it.
struct RecoveredAnnotation
{
    QString pageUrl;           // the page as loaded (file:, qrc: or a typed http(s) URL)
    QString packagePath, stem; // the package document the page is, when it is one
    QByteArray pageSha256;     // hex SHA-256 of the page's bytes, to tell whether it changed
    core::DocumentMetadata metadata;
    std::vector<core::GoldNode> goldNodes; // as in STEM.gold-nodes.json, of the rendered page
    QDateTime savedAt;
};

// The recovery file of the annotation mode (docs/annotation.md "Recovery"): while the gold has
// unsaved changes, every change is written here, atomically (QSaveFile), so that a crash or a kill
// loses nothing; it is removed on save or discard, and the next start offers it back. The JSON
// reuses the test package's formats for the metadata and the node-level gold
// (core::PackageJson). Owns the file and, once acquire() succeeded, a lock beside it that keeps a
// second Boilerscope from writing the same file (a lock left by a killed process is taken over).
// GUI thread only.
class AnnotationRecovery
{
public:
    explicit AnnotationRecovery(QString path);
    ~AnnotationRecovery();
    AnnotationRecovery(const AnnotationRecovery &) = delete;
    AnnotationRecovery &operator=(const AnnotationRecovery &) = delete;

    // QStandardPaths::AppDataLocation/annotation-recovery.json.
    static QString defaultPath();
    QString path() const { return m_path; }

    // Takes the lock; false when another running Boilerscope holds it (then nothing here is
    // written or cleared).
    bool acquire();
    bool acquired() const;

    // False with a one-line error naming the file; the previous file is then untouched.
    bool write(const RecoveredAnnotation &annotation, QString *error = nullptr);
    // Removes the file (no file is fine).
    bool clear(QString *error = nullptr);
    // The file's content; nullopt with an empty error when there is no file, with a one-line
    // error naming the file when it cannot be read or is not a recovery file.
    std::optional<RecoveredAnnotation> read(QString *error = nullptr) const;

    static QByteArray toJson(const RecoveredAnnotation &annotation);
    // error: what is wrong, without the file name.
    static std::optional<RecoveredAnnotation> fromJson(const QByteArray &json, QString *error);

private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace ui

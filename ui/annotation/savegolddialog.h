#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace ui {

// Where Save Gold As writes the page's gold (docs/annotation.md): the test package's folder —
// typed or chosen with Browse…; a folder that does not exist yet becomes a new package, made when
// the gold is saved — and the document's name in it. OK only with a folder and a valid document
// name (core::TestPackage::validStem); what is wrong is said under the fields. GUI thread only.
class SaveGoldDialog : public QDialog
{
    Q_OBJECT
public:
    SaveGoldDialog(const QString &packagePath, const QString &stem, QWidget *parent = nullptr);

    // The folder as typed, cleaned (QDir::cleanPath), absolute.
    QString packagePath() const;
    QString stem() const;
    // Why OK is disabled; "" when it is not.
    QString problem() const;

private:
    void browse();
    void check();

    QLineEdit *m_package = nullptr, *m_stem = nullptr;
    QLabel *m_note = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_problem;
};

} // namespace ui

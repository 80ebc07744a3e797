#include "savegolddialog.h"

#include <package/testpackage.h>

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ui {

SaveGoldDialog::SaveGoldDialog(const QString &packagePath, const QString &stem, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("saveGoldDialog"));
    setWindowTitle(tr("Save gold into a test package"));
    m_package = new QLineEdit(packagePath, this);
    m_package->setObjectName(QStringLiteral("package"));
    m_package->setPlaceholderText(tr("the package's folder; a new one is created"));
    m_package->setMinimumWidth(fontMetrics().averageCharWidth() * 48);
    auto *browse = new QPushButton(tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("browse"));
    connect(browse, &QPushButton::clicked, this, &SaveGoldDialog::browse);
    auto *folder = new QHBoxLayout;
    folder->addWidget(m_package, 1);
    folder->addWidget(browse);
    m_stem = new QLineEdit(stem, this);
    m_stem->setObjectName(QStringLiteral("stem"));
    auto *form = new QFormLayout;
    form->addRow(tr("Package folder"), folder);
    form->addRow(tr("Document name"), m_stem);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_buttons);
    for (QLineEdit *edit : {m_package, m_stem})
        connect(edit, &QLineEdit::textChanged, this, &SaveGoldDialog::check);
    check();
}

QString SaveGoldDialog::packagePath() const
{
    const QString typed = m_package->text().trimmed();
    return typed.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(typed).absoluteFilePath());
}

QString SaveGoldDialog::stem() const
{
    return m_stem->text().trimmed();
}

QString SaveGoldDialog::problem() const
{
    return m_problem;
}

void SaveGoldDialog::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Test package folder (or the folder to create it in)"), packagePath());
    if (!dir.isEmpty())
        m_package->setText(QDir::toNativeSeparators(dir));
}

void SaveGoldDialog::check()
{
    const QString path = packagePath();
    const QFileInfo info(path);
    const bool package =
        QFileInfo::exists(path + QLatin1Char('/') +
                          QString::fromUtf8(core::TestPackage::kDescriptionFile.data(),
                                            qsizetype(core::TestPackage::kDescriptionFile.size())));
    QString note;
    m_problem.clear();
    if (path.isEmpty())
        m_problem = tr("Type the package's folder or choose it with Browse….");
    else if (info.exists() && !info.isDir())
        m_problem = tr("%1 is a file, not a folder.").arg(path);
    else if (!core::TestPackage::validStem(stem().toStdString()))
        m_problem = tr("The document name takes 1 to 128 letters, digits, - and _.");
    else if (!info.exists())
        note = tr("%1 does not exist yet: it is created as a new test package.").arg(path);
    else if (!package)
        note = tr("%1 becomes a test package.").arg(path);
    else
        note = tr("Into the test package %1.").arg(path);
    m_note->setText(m_problem.isEmpty() ? note : m_problem);
    m_note->setStyleSheet(m_problem.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(m_problem.isEmpty());
}

} // namespace ui

#include "moc_savegolddialog.cpp"

#include "annotationmetadataform.h"

#include "common/settings.h"

#include <QCheckBox>
#include <QDate>
#include <QDateEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace ui {

namespace {

std::optional<bool> annotationFlagOf(const QCheckBox *box)
{
    switch (box->checkState()) {
    case Qt::Checked:
        return true;
    case Qt::Unchecked:
        return false;
    default:
        return std::nullopt;
    }
}

void setAnnotationFlag(QCheckBox *box, std::optional<bool> value)
{
    box->setCheckState(!value ? Qt::PartiallyChecked : *value ? Qt::Checked : Qt::Unchecked);
}

} // namespace

AnnotationMetadataForm::AnnotationMetadataForm(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("annotationMetadataForm"));
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("meta:url"));
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("meta:title"));
    m_author = new QLineEdit(this);
    m_author->setObjectName(QStringLiteral("meta:author"));
    m_author->setPlaceholderText(tr("as the page names them, several joined by \", \""));
    m_published = new QLineEdit(this);
    m_published->setObjectName(QStringLiteral("meta:published"));
    m_published->setPlaceholderText(tr("YYYY-MM-DD, as the page gives it"));
    m_language = new QLineEdit(this);
    m_language->setObjectName(QStringLiteral("meta:language"));
    m_language->setPlaceholderText(tr("BCP 47, e.g. en"));
    m_fragmented = new QCheckBox(tr("Fragmented"), this);
    m_fragmented->setObjectName(QStringLiteral("meta:fragmented"));
    m_fragmented->setToolTip(tr("The main content is interrupted by other content (Gottron 2007 "
                                "§4.1). Partly checked: unknown."));
    m_multiple = new QCheckBox(tr("Multiple articles"), this);
    m_multiple->setObjectName(QStringLiteral("meta:multipleArticles"));
    m_multiple->setToolTip(tr("The page holds several articles. Partly checked: unknown."));
    for (QCheckBox *box : {m_fragmented, m_multiple}) {
        box->setTristate(true);
        box->setCheckState(Qt::PartiallyChecked);
    }
    auto *flags = new QHBoxLayout;
    flags->addWidget(m_fragmented);
    flags->addWidget(m_multiple);
    flags->addStretch();
    m_annotator = new QLineEdit(Settings().annotator(), this);
    m_annotator->setObjectName(QStringLiteral("meta:annotator"));
    m_annotator->setPlaceholderText(tr("your name"));
    m_annotator->setToolTip(tr("Who annotates in this window: recorded with the gold you save "
                               "and with your campaign annotations (the campaign dock shows the "
                               "same name)"));
    connect(m_annotator, &QLineEdit::textEdited, this, [this](const QString &name) {
        Settings().setAnnotator(name.trimmed());
        updateRecorded();
        emit annotatorChanged(name.trimmed());
    });
    m_recorded = new QLabel(this);
    m_recorded->setObjectName(QStringLiteral("meta:recordedAnnotator"));
    m_recorded->setWordWrap(true);
    m_recorded->hide();
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setObjectName(QStringLiteral("meta:date"));
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);

    m_pickTitle = pickButton(MetadataPick::Field::Title, QStringLiteral("pick:title"));
    m_pickAuthor = pickButton(MetadataPick::Field::Author, QStringLiteral("pick:author"));
    m_pickPublished = pickButton(MetadataPick::Field::Published, QStringLiteral("pick:published"));
    const auto withPick = [this](QLineEdit *edit, QToolButton *pick) {
        auto *row = new QHBoxLayout;
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(edit, 1);
        row->addWidget(pick);
        return row;
    };
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("URL"), m_url);
    form->addRow(tr("Title"), withPick(m_title, m_pickTitle));
    form->addRow(tr("Author"), withPick(m_author, m_pickAuthor));
    form->addRow(tr("Published"), withPick(m_published, m_pickPublished));
    form->addRow(tr("Language"), m_language);
    form->addRow(tr("Page"), flags);
    form->addRow(tr("Annotator"), m_annotator);
    form->addRow(QString(), m_recorded);
    form->addRow(tr("Date"), m_date);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("meta:pickNote"));
    m_note->setWordWrap(true);
    m_note->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_note);

    for (QLineEdit *edit : {m_url, m_title, m_author, m_published, m_language, m_annotator})
        connect(edit, &QLineEdit::textEdited, this, &AnnotationMetadataForm::edited);
    // A value typed over a picked one makes the pick's note stale.
    for (QLineEdit *edit : {m_title, m_author, m_published})
        connect(edit, &QLineEdit::textEdited, this, [this] { showNote(QString(), false); });
    for (QCheckBox *box : {m_fragmented, m_multiple})
        connect(box, &QCheckBox::stateChanged, this, &AnnotationMetadataForm::edited);
    connect(m_date, &QDateEdit::dateChanged, this, &AnnotationMetadataForm::edited);
    setPickEnabled(false);
}

QToolButton *AnnotationMetadataForm::pickButton(MetadataPick::Field field, const QString &name)
{
    auto *button = new QToolButton(this);
    button->setObjectName(name);
    button->setText(tr("Pick"));
    button->setCheckable(true);
    button->setToolTip(tr("Take this value from the page: click the element that holds it, or "
                          "select its text (click Pick again to cancel)"));
    connect(button, &QToolButton::toggled, this, [this, field](bool on) {
        if (on)
            startPick(field);
        else if (m_picking == field)
            m_picking.reset();
    });
    return button;
}

QLineEdit *AnnotationMetadataForm::fieldOf(MetadataPick::Field field) const
{
    switch (field) {
    case MetadataPick::Field::Title:
        return m_title;
    case MetadataPick::Field::Author:
        return m_author;
    case MetadataPick::Field::Published:
        return m_published;
    }
    return m_title;
}

void AnnotationMetadataForm::setPickEnabled(bool on)
{
    for (QToolButton *b : {m_pickTitle, m_pickAuthor, m_pickPublished}) {
        if (!on)
            b->setChecked(false);
        b->setEnabled(on);
    }
    if (!on)
        m_picking.reset();
}

std::optional<MetadataPick::Field> AnnotationMetadataForm::picking() const
{
    return m_picking;
}

void AnnotationMetadataForm::startPick(MetadataPick::Field field)
{
    m_picking = field;
    const std::pair<MetadataPick::Field, QToolButton *> buttons[] = {
        {MetadataPick::Field::Title, m_pickTitle},
        {MetadataPick::Field::Author, m_pickAuthor},
        {MetadataPick::Field::Published, m_pickPublished}};
    for (const auto &[f, button] : buttons) {
        const QSignalBlocker block(button);
        button->setChecked(f == field);
    }
    showNote(tr("Click the element on the page that holds it, or select its text."), false);
}

void AnnotationMetadataForm::takePicked(const QString &text)
{
    if (!m_picking)
        return;
    const MetadataPick::Field field = *std::exchange(m_picking, std::nullopt);
    for (QToolButton *b : {m_pickTitle, m_pickAuthor, m_pickPublished}) {
        const QSignalBlocker block(b);
        b->setChecked(false);
    }
    const MetadataPick pick = MetadataPick::of(field, text);
    fieldOf(field)->setText(pick.value);
    fieldOf(field)->setCursorPosition(0);
    showNote(pick.note, pick.asWritten);
    emit edited();
}

QString AnnotationMetadataForm::pickNote() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

void AnnotationMetadataForm::showNote(const QString &text, bool warning)
{
    m_note->setText(text);
    m_note->setStyleSheet(warning ? QStringLiteral("color: #b00020") : QString());
    m_note->setVisible(!text.isEmpty());
}

QString AnnotationMetadataForm::title() const
{
    return m_title->text();
}

QString AnnotationMetadataForm::annotator() const
{
    return m_annotator->text().trimmed();
}

void AnnotationMetadataForm::setAnnotator(const QString &name)
{
    const QString trimmed = name.trimmed();
    Settings().setAnnotator(trimmed);
    if (m_annotator->text().trimmed() == trimmed)
        return;
    m_annotator->setText(trimmed);
    updateRecorded();
    emit annotatorChanged(trimmed);
}

void AnnotationMetadataForm::updateRecorded()
{
    const QString recorded = QString::fromStdString(m_carried.annotator);
    const bool other = !recorded.isEmpty() && recorded != annotator();
    m_recorded->setText(
        other ? (annotator().isEmpty()
                     ? tr("Annotated by %1.").arg(recorded)
                     : tr("Annotated by %1; saving records %2.").arg(recorded, annotator()))
              : QString());
    m_recorded->setVisible(other);
}

core::DocumentMetadata AnnotationMetadataForm::metadata() const
{
    // What the form does not show (the page type, the site's name, what an adjudication was
    // made from) stays as the document had it.
    core::DocumentMetadata m = m_carried;
    m.url = m_url->text().trimmed().toStdString();
    m.title = m_title->text().trimmed().toStdString();
    m.author = m_author->text().trimmed().toStdString();
    m.published = m_published->text().trimmed().toStdString();
    m.language = m_language->text().trimmed().toStdString();
    m.fragmented = annotationFlagOf(m_fragmented);
    m.multipleArticles = annotationFlagOf(m_multiple);
    if (!annotator().isEmpty())
        m.annotator = annotator().toStdString();
    m.date = m_date->date().toString(Qt::ISODate).toStdString();
    return m;
}

void AnnotationMetadataForm::setMetadata(const core::DocumentMetadata &m)
{
    m_carried = m;
    m_url->setText(QString::fromStdString(m.url));
    m_title->setText(QString::fromStdString(m.title));
    m_author->setText(QString::fromStdString(m.author));
    m_published->setText(QString::fromStdString(m.published));
    m_language->setText(QString::fromStdString(m.language));
    // A value wider than its field shows its start, where a title or a URL says what it is.
    for (QLineEdit *e : {m_url, m_title, m_author, m_published, m_language})
        e->setCursorPosition(0);
    setAnnotationFlag(m_fragmented, m.fragmented);
    setAnnotationFlag(m_multiple, m.multipleArticles);
    const QDate date = QDate::fromString(QString::fromStdString(m.date), Qt::ISODate);
    m_date->setDate(date.isValid() ? date : QDate::currentDate());
    showNote(QString(), false);
    updateRecorded();
}

} // namespace ui

#include "moc_annotationmetadataform.cpp"

#include "extractedtextpane.h"

#include "common/extractorname.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

#include <cmath>

namespace ui {

namespace {

// Project choice: the text never gets less than two lines (below them its dock scrolls): squeezed
// below a line while the docks were rearranged, the view came back scrolled, its first line cut
// off (--select at 1366 × 768); with two lines it stays at its start.
constexpr int kMinLines = 2;

} // namespace

ExtractedTextPane::ExtractedTextPane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *top = new QHBoxLayout;
    m_choice = new QComboBox(this);
    m_choice->setObjectName(QStringLiteral("textExtractor"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *copyButton = new QPushButton(tr("&Copy"), this);
    auto *saveButton = new QPushButton(tr("Save…"), this);
    top->addWidget(new QLabel(tr("Text of"), this));
    top->addWidget(m_choice, 1);
    layout->addLayout(top);
    auto *second = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    second->addWidget(m_summary, 1);
    second->addWidget(copyButton, 0, Qt::AlignTop);
    second->addWidget(saveButton, 0, Qt::AlignTop);
    layout->addLayout(second);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("extractedText"));
    m_text->setReadOnly(true);
    // The text takes the height the pane is given, however little. With its preferred height
    // (a QPlainTextEdit's, about twelve lines) the pane, whose wrapped summary makes its height
    // depend on its width, would be as tall as that in its dock's scroll area: a shorter dock
    // would scroll the whole pane, its text cut off below the summary, and the scroll bar would
    // narrow the summary into one more line.
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_text->setMinimumHeight(kMinLines * m_text->fontMetrics().lineSpacing() +
                             2 * m_text->frameWidth() +
                             2 * static_cast<int>(std::ceil(m_text->document()->documentMargin())));
    layout->addWidget(m_text, 1);

    connect(copyButton, &QPushButton::clicked, this, &ExtractedTextPane::copy);
    connect(saveButton, &QPushButton::clicked, this, &ExtractedTextPane::save);
    connect(m_choice, &QComboBox::activated, this, [this] {
        m_wanted = m_choice->currentData().toString();
        showCurrent();
        emit currentExtractorChanged(currentExtractor());
    });
}

void ExtractedTextPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    const QString before = currentExtractor();
    m_analysis = std::move(analysis);
    m_choice->clear();
    if (m_analysis) {
        for (const ExtractorRun &r : m_analysis->runs) {
            m_choice->addItem(extractorName(r.id), QString::fromStdString(r.id));
        }
    }
    int at = m_choice->findData(m_wanted);
    if (at < 0)
        at = m_choice->findData(before);
    m_choice->setCurrentIndex(at >= 0 ? at : 0);
    showCurrent();
    if (currentExtractor() != before)
        emit currentExtractorChanged(currentExtractor());
}

QString ExtractedTextPane::currentExtractor() const
{
    return m_choice->currentData().toString();
}

void ExtractedTextPane::setCurrentExtractor(const QString &id)
{
    m_wanted = id;
    const int at = m_choice->findData(id);
    if (at >= 0 && at != m_choice->currentIndex()) {
        m_choice->setCurrentIndex(at);
        showCurrent();
        emit currentExtractorChanged(id);
    }
}

QString ExtractedTextPane::text() const
{
    return m_text->toPlainText();
}

void ExtractedTextPane::showCurrent()
{
    const ExtractorRun *run =
        m_analysis ? m_analysis->run(currentExtractor().toStdString()) : nullptr;
    if (!run) {
        m_text->clear();
        m_summary->setText(tr("Tick an extractor to see the text it extracts."));
        return;
    }
    m_text->setPlainText(QString::fromStdString(run->result.text));
    m_summary->setText(tr("%1 — %2 characters, %3 ms")
                           .arg(QString::fromStdString(run->result.summary).toHtmlEscaped())
                           .arg(m_text->document()->characterCount() - 1)
                           .arg(run->seconds * 1000, 0, 'f', 1));
}

void ExtractedTextPane::copy()
{
    QApplication::clipboard()->setText(text());
}

void ExtractedTextPane::save()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save extracted text"),
                                                      currentExtractor() + QStringLiteral(".txt"),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text().toUtf8()) < 0 || !f.commit())
        QMessageBox::warning(this, tr("Save extracted text"),
                             tr("Could not write %1: %2").arg(path, f.errorString()));
}

} // namespace ui

#include "moc_extractedtextpane.cpp"

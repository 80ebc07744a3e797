#pragma once

#include "common/analysis.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace ui {

// The extracted text of one ticked extractor, read-only, with Copy and Save…. The
// extractor chosen here is also the one the reader view shows. Holds the current Analysis
// (shared, immutable) and its widgets. GUI thread only.
class ExtractedTextPane : public QWidget
{
    Q_OBJECT
public:
    explicit ExtractedTextPane(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    // Id of the extractor shown, empty when none is ticked.
    QString currentExtractor() const;
    void setCurrentExtractor(const QString &id);
    QString text() const;

public slots:
    void copy();
    void save();

signals:
    void currentExtractorChanged(const QString &id);

private:
    void showCurrent();

    std::shared_ptr<const Analysis> m_analysis;
    QComboBox *m_choice = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_summary = nullptr;
    QString m_wanted; // the user's choice, kept while that extractor is unticked
};

} // namespace ui

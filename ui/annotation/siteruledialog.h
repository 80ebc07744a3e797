#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

namespace ui {

class AnnotationController;
class PageView;

// Annotation ▸ Propose Site Rule… (docs/site-rules.md "In the window"): proposes a selector from
// the marked nodes of the page shown (core::SiteRule::propose), lets the user edit it in a line
// edit and highlights what it matches on the page, live: each edit is evaluated after a short
// pause (debounced) against the page's rendered document; an invalid selector shows its error in
// one line and highlights nothing. Save Rule… writes the rule file (atomically); Apply to
// Folder… asks for the rule's file when it has none yet and hands it on (applyToFolderRequested)
// to the import dialog, which compiles a package from a folder of pages and reports the pages
// the rule matched nothing or an implausible share of. Uses the gold's document and the page;
// owns only its widgets. GUI thread only.
class SiteRuleDialog : public QDialog
{
    Q_OBJECT
public:
    SiteRuleDialog(AnnotationController *gold, PageView *page, QWidget *parent = nullptr);
    ~SiteRuleDialog() override;

    // Proposes a selector from the current marks and shows it; false with a one-line error
    // (nothing marked, no page) and the field left as it was.
    bool propose(QString *error = nullptr);
    QString selector() const;
    // As typing it: the page is highlighted after the debounce delay.
    void setSelector(const QString &selector);
    // Evaluates the selector now (the debounce timer's end).
    void evaluate();
    // After the last evaluation: elements matched (topmost), or -1 when the selector is invalid
    // or there is no page; and the status line (the match, or the error).
    int matchedElements() const { return m_matched; }
    QString status() const;

    // Writes the rule (selector, the page's host as site, its URL as source) as JSON.
    bool saveRule(const QString &path, QString *error = nullptr);

    // The debounce delay (project choice: long enough to skip the keystrokes of one word).
    static constexpr int kDebounceMs = 250;

signals:
    void applyToFolderRequested(const QString &rulePath);

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void paint(const QJsonArray &spans);
    void saveInteractively();
    void applyInteractively();

    AnnotationController *m_gold;
    PageView *m_page;
    QLineEdit *m_selector = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_apply = nullptr;
    QTimer *m_debounce = nullptr;
    int m_matched = -1;
    QString m_rulePath;      // the file the rule was last saved to
    QString m_savedSelector; // the selector as saved there
};

} // namespace ui

#pragma once

#include <extraction/extractor.h>

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

class QMainWindow;

namespace ui {

class Capability;

// What the capabilities of one window share besides the selection: the window (the parent of
// their docks and dialogs), the list of capabilities (asked before the page is left), the status
// line, the requests one capability serves for the others (open a location, open a test
// package's document) and the extractors offered beyond the window's first ones, which every
// place that lets the user choose an extractor follows. Owned by the window; GUI thread only.
class Workbench : public QObject
{
    Q_OBJECT
public:
    // An extractor offered after the window started (an added definition file, a package's own
    // definitions): `reason` says why it cannot run here, empty when it can.
    struct Offer
    {
        const core::Extractor *extractor = nullptr;
        QString reason;
    };

    explicit Workbench(QMainWindow *window);

    QMainWindow *window() const { return m_window; }

    // The capabilities, in the order the window merges their docks and menu entries.
    void add(Capability *capability);
    const QList<Capability *> &capabilities() const { return m_capabilities; }
    // Every capability lets the current page go (Capability::mayLeavePage); false: keep it.
    bool mayLeavePage() const;

    // The status line: a message, the progress of the work on the page, its timings, its type.
    QString message() const { return m_message; }
    void showMessage(const QString &text);
    // Shows the message and reports it as the failure of what was asked (loadFailed).
    void fail(const QString &message);
    // total 0: busy without a known end.
    void showProgress(bool visible, int done, int total);
    // The timings' line, and what it leaves out in its tooltip.
    void showTiming(const QString &text, const QString &details = {});
    // The page's predicted type ("forum 0.83") and its cues in the tooltip; empty: none yet.
    void showPageType(const QString &text, const QString &details = {});
    // What the status line says about the start (definition files left out or forgotten) until
    // another page than the first is loaded.
    QString startNote() const { return m_startNote; }
    void setStartNote(const QString &note) { m_startNote = note; }

    // Requests served by one capability for the others.
    void openLocation(const QString &location) { emit locationRequested(location); }
    void openPackageDocument(const QString &packagePath, const QString &stem)
    {
        emit packageDocumentRequested(packagePath, stem);
    }

    // Offers an external extractor wherever one is chosen. Also for those of the window's first
    // catalog (before the capabilities that follow extractorOffered are made), so that offered()
    // lists every external extractor for a view made later (the evaluation dashboard).
    void offerExtractor(const core::Extractor *extractor, const QString &reason);
    const std::vector<Offer> &offered() const { return m_offered; }

signals:
    void messageChanged(const QString &text);
    void progressChanged(bool visible, int done, int total);
    void timingChanged(const QString &text, const QString &details);
    void pageTypeChanged(const QString &text, const QString &details);
    void loadFailed(const QString &message);
    void locationRequested(const QString &location);
    void packageDocumentRequested(const QString &packagePath, const QString &stem);
    void extractorOffered(const core::Extractor *extractor, const QString &reason);

private:
    QMainWindow *m_window;
    QList<Capability *> m_capabilities;
    QString m_message;
    QString m_startNote;
    std::vector<Offer> m_offered;
};

} // namespace ui

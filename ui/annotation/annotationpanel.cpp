#include "annotationpanel.h"

#include "annotationcontroller.h"
#include "annotationmetadataform.h"
#include "annotationrecovery.h"
#include "annotationscoresmodel.h"
#include "page/pageview.h"
#include "pagespan.h"
#include "savegolddialog.h"

#include <document/documentloader.h>
#include <document/pagefacts.h>
#include <document/textrules.h>
#include <extraction/textassembler.h>
#include <measures/spancomparison.h>
#include <measures/textmetrics.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <QAction>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QVBoxLayout>

#include <filesystem>

namespace ui {

namespace {

// The page's colours for true positives, false positives and false negatives (annotate.js).
constexpr const char *kTruePositive = "#009e73";
constexpr const char *kFalsePositive = "#d55e00";
constexpr const char *kFalseNegative = "#0072b2";

} // namespace

AnnotationPanel::AnnotationPanel(PageView *page, QWidget *parent)
    : QWidget(parent), m_page(page), m_controller(new AnnotationController(this)),
      m_scores(new AnnotationScoresModel(this)), m_writer(&core::TestPackageWriter::writeDocument)
{
    setObjectName(QStringLiteral("annotationPanel"));
    buildActions();

    m_form = new AnnotationMetadataForm(this);

    auto *mode = new QPushButton(this);
    mode->setObjectName(QStringLiteral("annotationMode"));
    mode->setCheckable(true);
    mode->setText(m_modeAction->text().remove(QLatin1Char('&')));
    mode->setToolTip(m_modeAction->toolTip());
    connect(mode, &QPushButton::toggled, m_modeAction, &QAction::setChecked);
    connect(m_modeAction, &QAction::toggled, mode, &QPushButton::setChecked);
    auto *saveButton = m_saveButton = new QPushButton(tr("Save"), this);
    saveButton->setObjectName(QStringLiteral("save"));
    connect(saveButton, &QPushButton::clicked, this, &AnnotationPanel::save);
    auto *saveAsButton = m_saveAsButton = new QPushButton(tr("Save As…"), this);
    connect(saveAsButton, &QPushButton::clicked, this, &AnnotationPanel::saveAs);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mode);
    buttons->addStretch();
    buttons->addWidget(saveButton);
    buttons->addWidget(saveAsButton);

    m_target = new QLabel(this);
    m_target->setObjectName(QStringLiteral("target"));
    m_target->setWordWrap(true);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_preview = new QPlainTextEdit(this);
    m_preview->setObjectName(QStringLiteral("goldPreview"));
    m_preview->setReadOnly(true);
    m_preview->setPlaceholderText(tr("Annotation mode: click an element to mark it as main "
                                     "content, select text to mark a range; ↑ grows the mark to "
                                     "the parent, ↓ shrinks it to a child."));

    m_paint = new QComboBox(this);
    m_paint->setObjectName(QStringLiteral("paintExtractor"));
    m_paint->addItem(tr("Gold only"), QString());
    connect(m_paint, &QComboBox::currentIndexChanged, this, &AnnotationPanel::updatePage);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("legend"));
    m_legend->setTextFormat(Qt::RichText);
    auto *paintRow = new QHBoxLayout;
    paintRow->addWidget(new QLabel(tr("Paint"), this));
    paintRow->addWidget(m_paint, 1);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("annotationScores"));
    m_table->setModel(m_scores);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    // The measure column gives way, so that the figures stay in sight in a narrow dock.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(AnnotationScoresModel::MeasureColumn,
                                                      QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(24);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("Each ticked extractor's text against the gold text (precision, "
                           "recall, F1 per evaluation measure)"));

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(buttons);
    topLayout->addWidget(m_form);
    topLayout->addWidget(m_target);
    auto *middle = new QWidget(this);
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->addWidget(m_summary);
    middleLayout->addWidget(m_preview);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addLayout(paintRow);
    bottomLayout->addWidget(m_legend);
    bottomLayout->addWidget(m_table);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(middle);
    split->addWidget(bottom);
    // The scores need the room more than the preview does.
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 3);
    m_preview->setMinimumHeight(3 * fontMetrics().height());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    // A Pick button beside a metadata field waits: the click or the selection gives that field
    // its text instead of marking.
    connect(m_page, &PageView::elementClicked, this, [this](int element) {
        if (!isAnnotating())
            return;
        if (m_form->picking())
            m_form->takePicked(m_controller->elementText(element));
        else
            m_controller->toggleElement(element);
    });
    connect(m_page, &PageView::textRangeSelected, this, [this](const QVariantMap &range) {
        if (!isAnnotating())
            return;
        if (m_form->picking())
            m_form->takePicked(m_controller->rangeText(range));
        else
            m_controller->markRange(range);
    });
    connect(m_controller, &AnnotationController::goldChanged, this,
            &AnnotationPanel::onGoldChanged);
    connect(m_controller, &AnnotationController::currentChanged, this,
            &AnnotationPanel::currentElementChanged);
    connect(m_controller, &AnnotationController::modifiedChanged, this,
            &AnnotationPanel::updateTarget);
    // The recovery file follows every change of the gold and of its metadata.
    connect(m_controller, &AnnotationController::goldChanged, this,
            &AnnotationPanel::updateRecovery);
    connect(m_controller, &AnnotationController::modifiedChanged, this,
            &AnnotationPanel::updateRecovery);
    connect(m_form, &AnnotationMetadataForm::edited, this, &AnnotationPanel::updateRecovery);
    updateTarget();
    updateSaving();
    onGoldChanged();
}

AnnotationPanel::~AnnotationPanel() = default;

void AnnotationPanel::updateTarget()
{
    QString text = m_stem.isEmpty()
                       ? tr("Not saved in a test package yet.")
                       : tr("Document <b>%1</b> of %2%3")
                             .arg(m_stem.toHtmlEscaped(), m_package.toHtmlEscaped(),
                                  m_controller->isModified() ? tr(" — modified") : QString());
    for (const QString &note : {m_restoreNote, m_recoveryError})
        if (!note.isEmpty())
            text += QStringLiteral("<br><span style='color:#b00020'>%1</span>")
                        .arg(note.toHtmlEscaped());
    m_target->setText(text);
}

void AnnotationPanel::buildActions()
{
    m_menu = new QMenu(tr("&Annotation"), this);
    m_modeAction = m_menu->addAction(tr("&Annotation Mode"));
    m_modeAction->setObjectName(QStringLiteral("annotationModeAction"));
    m_modeAction->setCheckable(true);
    m_modeAction->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    m_modeAction->setToolTip(tr("Mark the main content of the page as gold: click an element, "
                                "select text, ↑/↓ grow or shrink the mark"));
    connect(m_modeAction, &QAction::toggled, this, &AnnotationPanel::setAnnotating);
    m_menu->addSeparator();
    // Up and Down act on the page only (in the form they move the cursor).
    QAction *grow =
        m_menu->addAction(tr("&Grow Mark to Parent"), m_controller, &AnnotationController::grow);
    grow->setShortcut(QKeySequence(Qt::Key_Up));
    QAction *shrink =
        m_menu->addAction(tr("&Shrink Mark to Child"), m_controller, &AnnotationController::shrink);
    shrink->setShortcut(QKeySequence(Qt::Key_Down));
    for (QAction *a : {grow, shrink}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_page->addAction(a);
    }
    QAction *undo = m_controller->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_controller->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    m_menu->addActions({undo, redo});
    m_menu->addAction(tr("&Clear Marks"), m_controller, &AnnotationController::clear);
    m_menu->addSeparator();
    m_saveAction = m_menu->addAction(tr("&Save Gold"), this, &AnnotationPanel::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_menu->addAction(tr("Save Gold &As…"), this, &AnnotationPanel::saveAs);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setObjectName(QStringLiteral("saveGoldAsAction"));
    m_openAction = new QAction(tr("Open &Package Document…"), this);
    connect(m_openAction, &QAction::triggered, this, &AnnotationPanel::choosePackageDocument);
    m_menu->addAction(m_openAction);
}

bool AnnotationPanel::isAnnotating() const
{
    return m_modeAction->isChecked();
}

void AnnotationPanel::setAnnotating(bool on)
{
    m_page->script().setAnnotationMode(on);
    m_form->setPickEnabled(on);
    updatePage();
}

void AnnotationPanel::setAnalysis(std::shared_ptr<const Analysis> analysis,
                                  std::shared_ptr<const core::Document> rendered, const QUrl &url)
{
    if (url != m_pageUrl && m_controller->isModified() && m_controller->document()) {
        // The page was left without asking (a link, Back, Forward): the old page's gold is still
        // here, so this is the last chance to keep it.
        if (QMessageBox::question(this, tr("Unsaved gold"),
                                  tr("You left %1, but its gold annotation has unsaved changes. "
                                     "Save them?")
                                      .arg(m_pageUrl.toDisplayString()),
                                  QMessageBox::Save | QMessageBox::Discard,
                                  QMessageBox::Save) == QMessageBox::Save)
            save();
    }
    m_analysis = std::move(analysis);
    m_pageShown = m_analysis != nullptr;
    updateSaving();
    // A package document opened over the same page counts as a new page too.
    const bool newPage = url != m_pageUrl || (m_pendingMetadata && url.toString() == m_pendingPage);
    m_pageUrl = url;
    if (newPage) {
        m_pageSha256.clear();
        if (m_pendingMetadata && url.toString() == m_pendingPage) {
            setMetadata(*m_pendingMetadata);
        } else {
            m_stem.clear();
            m_compressed = false;
            m_pendingMetadata.reset();
        }
    }
    m_controller->setDocument(std::move(rendered), url.toString());
    if (newPage && !m_pendingMetadata)
        prefill();
    if (newPage) {
        // A changed page can leave saved nodes or ranges behind: say so when the package's gold
        // text is not what the restored marks give (saving would replace it by what is shown).
        m_restoreNote.clear();
        if (m_pendingMetadata && m_pendingGoldText &&
            core::TextMetrics::collapsedCodePoints(m_pendingGoldText->toStdString()) !=
                core::TextMetrics::collapsedCodePoints(m_controller->goldText().toStdString()))
            m_restoreNote =
                tr("The restored marks do not give the package's gold text exactly "
                   "(a changed page: nodes or text ranges not restored); saving replaces it.");
        // Recovered work on a page whose bytes changed since: the marks went back by path.
        if (!m_pendingSha256.isEmpty() && url.toString() == m_pendingPage &&
            QCryptographicHash::hash(pageBytes(), QCryptographicHash::Sha256).toHex() !=
                m_pendingSha256)
            m_restoreNote = tr("The page changed since this unsaved gold was made: its marks were "
                               "placed again by their paths; check them.");
        m_pendingSha256.clear();
    }
    m_pendingMetadata.reset();
    m_pendingGoldText.reset();
    const QString chosen = paintExtractor();
    {
        const QSignalBlocker block(m_paint);
        while (m_paint->count() > 1)
            m_paint->removeItem(1);
        if (m_analysis)
            for (const ExtractorRun &run : m_analysis->runs)
                m_paint->addItem(QString::fromStdString(run.id), QString::fromStdString(run.id));
        m_paint->setCurrentIndex(std::max(0, m_paint->findData(chosen)));
    }
    m_scores->setGoldAndAnalysis(m_controller->goldText(), m_analysis);
    updateTarget();
    updatePage();
}

void AnnotationPanel::leavePage()
{
    m_pageShown = false;
    updateSaving();
}

void AnnotationPanel::updateSaving()
{
    for (QAction *a : {m_saveAction, m_saveAsAction})
        if (a)
            a->setEnabled(m_pageShown);
    for (QPushButton *b : {m_saveButton, m_saveAsButton})
        if (b)
            b->setEnabled(m_pageShown);
}

void AnnotationPanel::prefill()
{
    const auto doc = m_controller->document();
    core::DocumentMetadata m;
    m.url = m_pageUrl.toString().toStdString();
    m.annotator = m_form->annotator().toStdString();
    m.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    if (doc) {
        const core::PageFacts facts = core::PageFacts::of(*doc);
        if (!facts.url.empty())
            m.url = facts.url;
        m.title = facts.title;
        m.language = facts.language;
    }
    setMetadata(m);
}

core::DocumentMetadata AnnotationPanel::metadata() const
{
    return m_form->metadata();
}

void AnnotationPanel::setMetadata(const core::DocumentMetadata &m)
{
    m_form->setMetadata(m);
}

QString AnnotationPanel::goldPreview() const
{
    return m_preview->toPlainText();
}

void AnnotationPanel::onGoldChanged()
{
    const QString text = m_controller->goldText();
    if (m_preview->toPlainText() != text)
        m_preview->setPlainText(text);
    const core::GoldAnnotation &gold = m_controller->gold();
    QString summary =
        tr("%n word(s)", nullptr, int(core::TextRules::countWords(text.toStdString())));
    summary += tr(" · %n marked node(s)", nullptr, int(gold.nodes().size()));
    summary += tr(" · %n text range(s)", nullptr, int(gold.ranges().size()));
    if (m_controller->unresolved() > 0)
        summary += tr(" · %n saved node(s) not found in this page", nullptr,
                      int(m_controller->unresolved()));
    if (m_controller->unrestoredRanges() > 0)
        summary += tr(" · %n saved text range(s) not found in this page", nullptr,
                      int(m_controller->unrestoredRanges()));
    m_summary->setText(summary);
    m_scores->setGold(text);
    updatePage();
}

QString AnnotationPanel::paintExtractor() const
{
    return m_paint->currentData().toString();
}

void AnnotationPanel::setPaintExtractor(const QString &id)
{
    m_paint->setCurrentIndex(std::max(0, m_paint->findData(id)));
}

void AnnotationPanel::updateLegend(std::size_t tp, std::size_t fp, std::size_t fn, bool painting)
{
    if (!painting) {
        m_legend->setText(tr("<span style='background:#7b2cbf;color:#fff'>&nbsp;gold&nbsp;</span>"
                             " marked main content"));
        return;
    }
    const auto chip = [](const char *color, const QString &text) {
        return QStringLiteral("<span style='background:%1;color:#fff'>&nbsp;%2&nbsp;</span>")
            .arg(QLatin1String(color), text);
    };
    // Counts in words (SpanComparison::count).
    m_legend->setText(chip(kTruePositive, tr("true positive %1 words").arg(tp)) + QLatin1Char(' ') +
                      chip(kFalsePositive, tr("false positive %1").arg(fp)) + QLatin1Char(' ') +
                      chip(kFalseNegative, tr("false negative %1").arg(fn)));
}

void AnnotationPanel::updatePage()
{
    const auto doc = m_controller->document();
    QJsonArray els, spans;
    for (int e : m_controller->markedElements())
        els.append(e);
    const ExtractorRun *run =
        m_analysis ? m_analysis->run(paintExtractor().toStdString()) : nullptr;
    // TP/FP/FN need the extractor's spans on the annotated document: the rendered snapshot.
    const bool painting = run && doc && m_analysis->document == doc;
    std::size_t tp = 0, fp = 0, fn = 0;
    if (painting) {
        std::vector<core::TextSpan> chosen = run->result.spans;
        if (chosen.empty())
            chosen = core::TextAssembler::spansOf(*doc, run->result.selected);
        const auto pieces = core::SpanComparison::compare(*doc, m_controller->goldSpans(), chosen);
        for (const core::SpanComparison::Piece &p : pieces)
            spans.append(PageSpan::toJson(
                *doc, p.span,
                p.kind == core::SpanComparison::Kind::TruePositive    ? QStringLiteral("tp")
                : p.kind == core::SpanComparison::Kind::FalsePositive ? QStringLiteral("fp")
                                                                      : QStringLiteral("fn")));
        const auto counts = core::SpanComparison::count(*doc, pieces);
        tp = counts.truePositive;
        fp = counts.falsePositive;
        fn = counts.falseNegative;
    } else if (doc) {
        // Marked elements are drawn as boxes; text nodes and ranges as text highlights.
        std::vector<core::TextSpan> text(m_controller->gold().ranges());
        for (core::NodeId n : m_controller->gold().nodes())
            if (doc->node(n).isText())
                text.push_back(core::TextAssembler::wholeNode(*doc, n));
        for (const core::TextSpan &s : core::SpanComparison::normalised(text))
            spans.append(PageSpan::toJson(*doc, s, QStringLiteral("g")));
    }
    updateLegend(tp, fp, fn, painting);
    const QJsonObject state{{QStringLiteral("els"), els}, {QStringLiteral("spans"), spans}};
    m_page->script().setAnnotationMode(isAnnotating());
    m_page->script().setAnnotation(state, [this](const QVariant &) { emit pageUpdated(); });
}

bool AnnotationPanel::maybeSave()
{
    if (!m_controller->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved gold"),
        tr("The gold annotation of this page has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard) {
        m_controller->discard();
        return true;
    }
    save();
    return !m_controller->isModified();
}

QByteArray AnnotationPanel::pageBytes() const
{
    QString path;
    if (m_pageUrl.isLocalFile())
        path = m_pageUrl.toLocalFile();
    else if (m_pageUrl.scheme() == QLatin1String("qrc"))
        path = QLatin1Char(':') + m_pageUrl.path();
    QFile f(path);
    if (!path.isEmpty() && f.open(QIODevice::ReadOnly))
        return f.readAll();
    // A remote page: its bytes are gone, the rendered snapshot stands in for them.
    const auto doc = m_controller->document();
    return doc ? QByteArray(doc->source().data(), qsizetype(doc->source().size())) : QByteArray();
}

QString AnnotationPanel::suggestedStem(const QUrl &url, const QString &title)
{
    static const QStringList generic = {QStringLiteral("index"), QStringLiteral("source"),
                                        QStringLiteral("default"), QStringLiteral("page"),
                                        QStringLiteral("main")};
    const auto clean = [](QString s) {
        s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
        s.replace(QRegularExpression(QStringLiteral("^-+|-+$")), QString());
        return s.left(128);
    };
    QStringList segments = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    while (!segments.isEmpty()) {
        QString last = segments.takeLast();
        last = last.left(last.indexOf(QLatin1Char('.')) < 0 ? last.size()
                                                            : last.indexOf(QLatin1Char('.')));
        const QString stem = clean(last);
        if (!stem.isEmpty() && !generic.contains(stem.toLower()))
            return stem;
    }
    if (const QString stem = clean(title); !stem.isEmpty())
        return stem;
    if (const QString stem = clean(url.host()); !stem.isEmpty())
        return stem;
    return QStringLiteral("page");
}

bool AnnotationPanel::saveTo(const QString &packagePath, const QString &stem, bool overwrite,
                             QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        emit saveFailed(message);
        return false;
    };
    const auto doc = m_controller->document();
    if (!doc)
        return fail(tr("No page to save"));
    if (!core::TestPackage::validStem(stem.toStdString()))
        return fail(
            tr("\"%1\" is not a valid document name (1-128 letters, digits, - and _)").arg(stem));
    const std::string dir = QDir::cleanPath(packagePath).toStdString();
    std::string message;
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::path(dir) / core::TestPackage::kDescriptionFile,
                                 ec)) {
        core::PackageDescription description;
        description.name = QFileInfo(packagePath).fileName().toStdString();
        description.description = "Gold made with Boilerscope's annotation mode";
        if (!core::TestPackageWriter::create(dir, description, false, message))
            return fail(QString::fromStdString(message));
    }
    core::PackageDocument d;
    d.stem = stem.toStdString();
    // A document opened from STEM.html.gz is written back compressed.
    d.compressed = m_compressed && stem == m_stem && QDir::cleanPath(packagePath) == m_package;
    d.goldText = m_controller->goldText().toStdString();
    d.metadata = metadata();
    d.goldNodes = m_controller->goldNodes();
    d.goldNodesOfRendered = true;
    d.hasRendered = true;
    const QByteArray html = pageBytes();
    // The snapshot with the renderer's attributes, so that the package keeps the renderer's
    // signals (visibility, boxes) for the extractors that read them.
    const std::string_view rendered = doc->rendered() ? doc->snapshot() : doc->source();
    if (!m_writer(dir, d, std::string_view(html.constData(), size_t(html.size())), rendered,
                  overwrite, message))
        return fail(QString::fromStdString(message));
    m_package = QDir::cleanPath(packagePath);
    m_stem = stem;
    m_restoreNote.clear();
    m_controller->setSaved();
    updateTarget();
    emit saved(m_package, m_stem);
    return true;
}

void AnnotationPanel::save()
{
    if (m_stem.isEmpty()) {
        saveAs();
        return;
    }
    // The document this gold was opened from or saved to last: replacing it is what Save means.
    QString error;
    if (!saveTo(m_package, m_stem, true, &error))
        QMessageBox::warning(this, tr("Save gold"), error);
}

void AnnotationPanel::saveAs()
{
    SaveGoldDialog dialog(m_package, suggestedStem(m_pageUrl, m_form->title()), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString dir = dialog.packagePath(), stem = dialog.stem();
    bool overwrite = false;
    const QDir package(dir);
    const QString base = stem + QLatin1Char('.');
    if (package.exists() && !package.entryList({base + QLatin1Char('*')}, QDir::Files).isEmpty()) {
        if (QMessageBox::question(
                this, tr("Save gold"),
                tr("The package already holds a document \"%1\". Replace it?").arg(stem),
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
            return;
        overwrite = true;
    }
    QString error;
    if (!saveTo(dir, stem, overwrite, &error))
        QMessageBox::warning(this, tr("Save gold"), error);
}

bool AnnotationPanel::openPackageDocument(const QString &packagePath, const QString &stem,
                                          QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const auto result = core::TestPackageReader::read(QDir::cleanPath(packagePath).toStdString());
    if (!result.package)
        return fail(result.issues.empty() ? tr("Not a test package: %1").arg(packagePath)
                                          : QString::fromStdString(result.issues.front().text()));
    const core::TestPackage &package = *result.package;
    const auto it =
        std::find_if(package.documents.begin(), package.documents.end(),
                     [&](const core::PackageDocument &d) { return d.stem == stem.toStdString(); });
    if (it == package.documents.end())
        return fail(tr("The package has no readable document \"%1\"").arg(stem));
    QString page = QFileInfo(QString::fromStdString(package.htmlPath(*it))).absoluteFilePath();
    if (it->compressed) {
        // The browser cannot show STEM.html.gz: it gets the page unpacked into a file of ours.
        QFile gz(page);
        if (!gz.open(QIODevice::ReadOnly))
            return fail(tr("Cannot read %1: %2").arg(page, gz.errorString()));
        const QByteArray bytes = gz.readAll();
        std::string message;
        const auto html = core::DocumentLoader::gunzip(
            std::string_view(bytes.constData(), size_t(bytes.size())), message);
        if (!html)
            return fail(tr("%1: %2").arg(page, QString::fromStdString(message)));
        if (!m_unpacked)
            m_unpacked = std::make_unique<QTemporaryDir>();
        page = m_unpacked->filePath(stem + QStringLiteral(".html"));
        QFile out(page);
        if (!m_unpacked->isValid() || !out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            out.write(html->data(), qint64(html->size())) != qint64(html->size()))
            return fail(tr("Cannot unpack %1 for the browser").arg(stem));
    }
    m_pendingPage = QUrl::fromLocalFile(page).toString();
    m_pendingMetadata = it->metadata;
    m_pendingGoldText = QString::fromStdString(it->goldText);
    m_package = QDir::cleanPath(packagePath);
    m_stem = stem;
    m_compressed = it->compressed;
    m_controller->restore(it->goldNodes, m_pendingPage);
    emit openPageRequested(page);
    return true;
}

bool AnnotationPanel::setRecoveryFile(const QString &path)
{
    m_recovery = std::make_unique<AnnotationRecovery>(path);
    if (m_recovery->acquire())
        return true;
    m_recovery.reset();
    return false;
}

void AnnotationPanel::updateRecovery()
{
    if (!m_recovery)
        return;
    QString error;
    if (!m_controller->isModified() || !m_controller->document()) {
        m_recovery->clear(&error);
    } else {
        RecoveredAnnotation r;
        r.pageUrl = m_pageUrl.toString();
        if (!m_stem.isEmpty()) {
            r.packagePath = m_package;
            r.stem = m_stem;
        }
        if (m_pageSha256.isEmpty())
            m_pageSha256 =
                QCryptographicHash::hash(pageBytes(), QCryptographicHash::Sha256).toHex();
        r.pageSha256 = m_pageSha256;
        r.metadata = metadata();
        r.goldNodes = m_controller->goldNodes();
        r.savedAt = QDateTime::currentDateTime();
        m_recovery->write(r, &error);
    }
    if (error != m_recoveryError) {
        m_recoveryError =
            error.isEmpty() ? QString() : tr("Recovery file not written: %1").arg(error);
        updateTarget();
    }
}

bool AnnotationPanel::restoreRecovered(const RecoveredAnnotation &annotation, QString *error)
{
    const auto pending = [&] {
        m_pendingMetadata = annotation.metadata;
        m_pendingGoldText.reset();
        m_pendingSha256 = annotation.pageSha256;
        m_controller->restore(annotation.goldNodes, m_pendingPage, true);
    };
    if (!annotation.packagePath.isEmpty() && !annotation.stem.isEmpty()) {
        // The package document again (its page loads later), with the unsaved marks and
        // metadata over its saved ones.
        if (!openPackageDocument(annotation.packagePath, annotation.stem, error))
            return false;
        pending();
        return true;
    }
    const QUrl url(annotation.pageUrl);
    m_pendingPage = url.toString();
    m_stem.clear();
    m_compressed = false;
    pending();
    emit openPageRequested(url.isLocalFile() ? url.toLocalFile() : url.toString());
    return true;
}

void AnnotationPanel::choosePackageDocument()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open test package"), m_package);
    if (dir.isEmpty())
        return;
    const auto result = core::TestPackageReader::read(dir.toStdString());
    QStringList stems;
    if (result.package)
        for (const core::PackageDocument &d : result.package->documents)
            stems << QString::fromStdString(d.stem);
    if (stems.isEmpty()) {
        QMessageBox::warning(this, tr("Open package document"),
                             tr("No readable document in %1").arg(dir));
        return;
    }
    bool ok = false;
    const QString stem = QInputDialog::getItem(this, tr("Open package document"), tr("Document:"),
                                               stems, 0, false, &ok);
    if (!ok || !maybeSave())
        return;
    QString error;
    if (!openPackageDocument(dir, stem, &error))
        QMessageBox::warning(this, tr("Open package document"), error);
}

} // namespace ui

#include "moc_annotationpanel.cpp"

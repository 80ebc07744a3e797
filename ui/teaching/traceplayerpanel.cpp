#include "traceplayerpanel.h"

#include "common/elidingcombobox.h"

#include <extraction/trace.h>

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSlider>
#include <QStyle>
#include <QTableWidget>
#include <QTextEdit>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWebEngineView>

namespace ui {

namespace {

struct TraceJob
{
    std::shared_ptr<const core::Trace> trace;
    QString error;
};

QString speedName(double stepsPerSecond)
{
    return QObject::tr("%1 steps/s").arg(stepsPerSecond);
}

} // namespace

TracePlayerPanel::TracePlayerPanel(ExtractorLookup lookup, QWidget *parent)
    : QWidget(parent), m_lookup(std::move(lookup))
{
    setObjectName(QStringLiteral("tracePlayer"));
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const bool moved = m_player.tick();
        if (!m_player.playing())
            m_timer->stop();
        refresh();
        if (moved)
            emit stepChanged(m_extractor);
    });

    const auto makeAction = [this](QStyle::StandardPixmap icon, const QString &text,
                                   const QString &name, auto slot) {
        auto *a = new QAction(style()->standardIcon(icon), text, this);
        a->setObjectName(name);
        a->setToolTip(text);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_first = makeAction(QStyle::SP_MediaSkipBackward, tr("First step (Home)"),
                         QStringLiteral("traceFirst"), [this] { seek(0); });
    m_back = makeAction(QStyle::SP_MediaSeekBackward, tr("Step back (Left)"),
                        QStringLiteral("traceBack"), [this] { seek(m_player.index() - 1); });
    m_play = makeAction(QStyle::SP_MediaPlay, tr("Play / pause (Space)"),
                        QStringLiteral("tracePlay"), [this] { togglePlay(); });
    m_step = makeAction(QStyle::SP_MediaSeekForward, tr("Step (Right)"),
                        QStringLiteral("traceStep"), [this] { seek(m_player.index() + 1); });
    m_last = makeAction(QStyle::SP_MediaSkipForward, tr("Last step (End)"),
                        QStringLiteral("traceLast"), [this] { seek(m_player.count() - 1); });

    m_extractorBox = new ElidingComboBox(this);
    m_extractorBox->setObjectName(QStringLiteral("traceExtractor"));
    m_extractorBox->setToolTip(tr("The ticked extractor whose trace plays"));
    m_extractorBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_extractorBox, &QComboBox::activated, this,
            [this](int i) { setExtractor(m_extractorBox->itemData(i).toString()); });

    m_speedBox = new QComboBox(this);
    m_speedBox->setObjectName(QStringLiteral("traceSpeed"));
    m_speedBox->setToolTip(tr("Playing speed"));
    for (const double speed : TracePlayer::kSpeeds)
        m_speedBox->addItem(speedName(speed));
    m_speedBox->setCurrentIndex(m_player.speed());
    connect(m_speedBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_player.setSpeed(i);
        if (m_timer->isActive())
            m_timer->start(m_player.intervalMs());
    });

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("traceSlider"));
    m_slider->setToolTip(tr("The steps of the trace"));
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) { seek(v); });
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("tracePosition"));

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_extractorBox);
    for (QAction *a : {m_first, m_back, m_play, m_step, m_last}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(a);
        button->setAutoRaise(true);
        controls->addWidget(button);
    }
    controls->addWidget(m_speedBox);
    controls->addStretch(1);
    auto *position = new QHBoxLayout;
    position->addWidget(m_slider, 1);
    position->addWidget(m_position);

    m_phase = new QLabel(this);
    m_phase->setObjectName(QStringLiteral("tracePhase"));
    m_phase->setWordWrap(true);
    m_phase->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_sentence = new QLabel(this);
    m_sentence->setObjectName(QStringLiteral("traceSentence"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sentence->setTextFormat(Qt::PlainText);
    QFont big = m_sentence->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_sentence->setFont(big);
    m_numbers = new QTableWidget(0, 2, this);
    m_numbers->setObjectName(QStringLiteral("traceNumbers"));
    m_numbers->setHorizontalHeaderLabels({tr("number"), tr("value")});
    m_numbers->verticalHeader()->hide();
    // A value is read whole; a number's name takes the room left, elided only when that ends
    // (its whole name in the tooltip).
    m_numbers->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_numbers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_numbers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_numbers->setMinimumWidth(200);

    auto *text = new QVBoxLayout;
    text->addWidget(m_phase);
    text->addWidget(m_sentence);
    text->addStretch(1);
    auto *below = new QHBoxLayout;
    below->addLayout(text, 3);
    below->addWidget(m_numbers, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(position);
    layout->addLayout(below, 1);

    qApp->installEventFilter(this);
    refresh();
}

void TracePlayerPanel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    {
        const QSignalBlocker block(m_extractorBox);
        m_extractorBox->clear();
        if (m_analysis)
            for (const ExtractorRun &run : m_analysis->runs) {
                const core::Extractor *e = m_lookup(run.id);
                const QString id = QString::fromStdString(run.id);
                m_extractorBox->addItem(e ? QString::fromStdString(e->info().name) : id, id);
            }
    }
    const bool ticked = m_extractorBox->findData(m_extractor) >= 0;
    if (!ticked && m_extractorBox->count() > 0 && !m_player.trace())
        m_extractor = m_extractorBox->itemData(0).toString();
    m_extractorBox->setCurrentIndex(m_extractorBox->findData(m_extractor));
    // Tracing costs about one more run: not while nobody watches.
    m_stale = !isVisible();
    if (!m_stale)
        compute();
}

void TracePlayerPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        m_stale = false;
        compute();
    } else {
        emit stepChanged(m_extractor);
    }
}

void TracePlayerPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (event->spontaneous())
        return; // the window was minimised: the panel is still part of it
    m_timer->stop();
    m_player.pause();
    refresh();
    emit stepChanged(m_extractor); // the window clears the step's marks
}

void TracePlayerPanel::setExtractor(const QString &id)
{
    if (id == m_extractor && m_player.trace())
        return;
    m_extractor = id;
    m_player.setTrace(nullptr);
    m_stale = !isVisible();
    if (m_stale) {
        m_extractorBox->setCurrentIndex(m_extractorBox->findData(m_extractor));
        refresh();
    } else {
        compute();
    }
}

void TracePlayerPanel::cancel()
{
    m_tracing.reset();
}

void TracePlayerPanel::compute()
{
    cancel();
    m_timer->stop();
    const int box = m_extractorBox->findData(m_extractor);
    m_extractorBox->setCurrentIndex(box);
    const ExtractorRun *run = m_analysis ? m_analysis->run(m_extractor.toStdString()) : nullptr;
    const core::Extractor *extractor = run ? m_lookup(run->id) : nullptr;
    if (!extractor || !m_analysis->document) {
        m_player.setTrace(nullptr);
        m_phase->clear();
        m_sentence->setText(m_extractor.isEmpty()
                                ? tr("Tick an extractor to play its trace.")
                                : tr("Tick %1 to play its trace.").arg(m_extractor));
        refresh();
        emit stepChanged(m_extractor);
        return;
    }
    // A new run of the same extractor (new parameters, the page analysed again) keeps the step
    // number, so that the page and chart stay at the same moment where they can.
    const int keep = m_player.index();
    m_sentence->setText(tr("Computing the trace of %1…").arg(m_extractor));
    m_tracing.run(
        this,
        [document = m_analysis->document, url = m_analysis->page.url.toString().toStdString(),
         extractor, params = run->params](const std::atomic<bool> &cancel) {
            TraceJob out;
            if (cancel)
                return out;
            auto trace = std::make_shared<core::Trace>();
            // The page's URL as the analysis's run read it: the consensus types the page by it.
            core::PageInput page;
            page.document = document.get();
            page.url = url;
            try {
                extractor->runPageTraced(page, params, *trace);
                out.trace = std::move(trace);
            } catch (const std::exception &e) {
                out.error = QObject::tr("%1 could not be traced: %2")
                                .arg(QString::fromStdString(extractor->info().id),
                                     QString::fromUtf8(e.what()));
            }
            return out;
        },
        [this, keep](const TraceJob &result) {
            if (!result.trace) {
                m_sentence->setText(result.error);
                return;
            }
            onTrace(result.trace, keep);
        });
}

void TracePlayerPanel::onTrace(std::shared_ptr<const core::Trace> trace, int keepIndex)
{
    m_player.setTrace(std::move(trace));
    if (keepIndex > 0)
        m_player.seek(keepIndex);
    refresh();
    emit traceReady(m_extractor);
    emit stepChanged(m_extractor);
}

void TracePlayerPanel::seek(int index)
{
    if (!m_player.seek(index))
        return;
    refresh();
    emit stepChanged(m_extractor);
}

void TracePlayerPanel::togglePlay()
{
    if (m_player.togglePlay()) {
        m_timer->start(m_player.intervalMs());
        refresh();
        emit stepChanged(m_extractor); // play from the end starts at the first step
    } else {
        m_timer->stop();
        refresh();
    }
}

void TracePlayerPanel::refresh()
{
    const int n = m_player.count();
    const int i = m_player.index();
    const core::TraceStep *step = m_player.step();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, std::max(0, n - 1));
        m_slider->setValue(std::max(0, i));
        m_slider->setEnabled(n > 1);
    }
    m_position->setText(n > 0 ? tr("step %1 of %2").arg(i + 1).arg(n) : tr("no trace"));
    m_first->setEnabled(i > 0);
    m_back->setEnabled(i > 0);
    m_step->setEnabled(n > 0 && i < n - 1);
    m_last->setEnabled(n > 0 && i < n - 1);
    m_play->setEnabled(n > 1);
    const bool playing = m_player.playing();
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause (Space)") : tr("Play (Space)"));
    m_play->setToolTip(m_play->text());
    m_numbers->setRowCount(0);
    if (!step)
        return;
    QString phaseTitle = QString::fromStdString(step->phase);
    for (const core::Trace::Phase &p : m_player.trace()->phases())
        if (p.id == step->phase)
            phaseTitle =
                tr("%1 — %2").arg(QString::fromStdString(p.id), QString::fromStdString(p.title));
    m_phase->setText(
        tr("%1 · %2").arg(phaseTitle, QString::fromUtf8(core::TraceStep::kindName(step->kind))));
    m_sentence->setText(QString::fromStdString(step->text));
    m_numbers->setRowCount(int(step->numbers.size()));
    for (int r = 0; r < int(step->numbers.size()); ++r) {
        const core::TraceNumber &number = step->numbers[size_t(r)];
        auto *name = new QTableWidgetItem(QString::fromStdString(number.name));
        name->setToolTip(name->text());
        m_numbers->setItem(r, 0, name);
        auto *value = new QTableWidgetItem(
            QString::fromStdString(core::TraceStep::formatNumber(number.value)));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_numbers->setItem(r, 1, value);
    }
}

bool TracePlayerPanel::keysApplyTo(QWidget *focus) const
{
    if (focus && (focus == this || isAncestorOf(focus)))
        return true;
    if (!m_windowWideKeys || !isVisible() || (focus && focus->window() != window()))
        return false;
    // The keys these widgets need for themselves.
    for (QWidget *w = focus; w; w = w->parentWidget())
        if (qobject_cast<QWebEngineView *>(w))
            return false;
    if (qobject_cast<QLineEdit *>(focus) || qobject_cast<QTextEdit *>(focus) ||
        qobject_cast<QPlainTextEdit *>(focus) || qobject_cast<QAbstractSpinBox *>(focus) ||
        qobject_cast<QAbstractItemView *>(focus))
        return false;
    if (auto *combo = qobject_cast<QComboBox *>(focus); combo && combo->isEditable())
        return false;
    return true;
}

bool TracePlayerPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType())
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return false;
    const int k = key->key();
    if (k != Qt::Key_Space && k != Qt::Key_Left && k != Qt::Key_Right && k != Qt::Key_Home &&
        k != Qt::Key_End)
        return false;
    // Every key press passes the filter once per widget it propagates to: act on the first one,
    // the focus widget's.
    QWidget *focus = QApplication::focusWidget();
    if (watched != (focus ? focus : window()) || !keysApplyTo(focus))
        return false;
    if (m_player.count() == 0)
        return false;
    switch (k) {
    case Qt::Key_Space:
        togglePlay();
        break;
    case Qt::Key_Left:
        seek(m_player.index() - 1);
        break;
    case Qt::Key_Right:
        seek(m_player.index() + 1);
        break;
    case Qt::Key_Home:
        seek(0);
        break;
    case Qt::Key_End:
        seek(m_player.count() - 1);
        break;
    }
    return true;
}

} // namespace ui

#include "moc_traceplayerpanel.cpp"

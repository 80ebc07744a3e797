#include "extractorpanel.h"

#include "common/elidingcombobox.h"
#include "extractorpalette.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace ui {

namespace {

QIcon swatch(const QColor &color)
{
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setPen(color.darker(130));
    p.setBrush(color);
    p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pm);
}

// Project choice: a choice's drop-down is never narrower than this many characters (it grows
// with the column, and the full label is the item's tooltip); the formulas, at their length,
// would otherwise widen the column beyond the Teach layout's fifth of a 1280 px screen.
constexpr int kChoiceChars = 10;

int decimalsFor(double step)
{
    int d = 0;
    while (d < 6 &&
           std::abs(step * std::pow(10.0, d) - std::round(step * std::pow(10.0, d))) > 1e-9)
        ++d;
    return std::max(d, 1);
}

// An extractor's name beside its check box, on as many lines as the column needs (a check box's
// own text is one line and set the column's minimum width); a click on it ticks the box.
class ExtractorNameLabel : public QLabel
{
public:
    ExtractorNameLabel(const QString &text, QCheckBox *box, QWidget *parent)
        : QLabel(text, parent), m_box(box)
    {
        setTextFormat(Qt::PlainText);
        setWordWrap(true);
        setBuddy(box);
    }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        QLabel::mouseReleaseEvent(event);
        if (m_box->isEnabled() && rect().contains(event->position().toPoint()))
            m_box->click();
    }

private:
    QCheckBox *m_box;
};

} // namespace

ExtractorPanel::ExtractorPanel(const std::vector<const core::Extractor *> &extractors,
                               QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);

    auto *modeBox = new QGroupBox(tr("Extractors read"), this);
    auto *modeLayout = new QVBoxLayout(modeBox);
    // Short labels, their meaning in the tooltips: the column is narrow in the Teach layout.
    m_rendered = new QRadioButton(tr("&Rendered DOM"), modeBox);
    m_rendered->setToolTip(tr("What the browser shows: the page after its scripts ran"));
    m_source = new QRadioButton(tr("&Source HTML"), modeBox);
    m_source->setToolTip(tr("What the command line reads: the page's bytes as they came"));
    m_rendered->setObjectName(QStringLiteral("mode:rendered"));
    m_source->setObjectName(QStringLiteral("mode:source"));
    m_rendered->setChecked(true);
    auto *group = new QButtonGroup(this);
    group->addButton(m_rendered);
    group->addButton(m_source);
    modeLayout->addWidget(m_rendered);
    modeLayout->addWidget(m_source);
    outer->addWidget(modeBox);
    connect(m_source, &QRadioButton::toggled, this, [this](bool on) {
        if (!m_updating)
            emit sourceModeChanged(on);
    });

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *list = new QWidget(scroll);
    m_list = new QVBoxLayout(list);
    m_list->setContentsMargins(0, 0, 0, 0);
    m_externalHeader =
        new QLabel(tr("<b>External programs</b> (their times include the program)"), list);
    m_externalHeader->setObjectName(QStringLiteral("externalHeader"));
    m_externalHeader->setWordWrap(true); // a line of its own would set the column's width
    m_externalHeader->setToolTip(tr(
        "Other programs run on the page's original bytes: Readability.js, readability-lxml, "
        "boilerpipe, your own (Extractors ▸ Add Definition File…, docs/external-extractors.md)"));
    m_externalHeader->setVisible(false);
    m_list->addWidget(m_externalHeader);
    m_list->addStretch(1);
    for (const core::Extractor *e : extractors)
        addExtractor(e);
    scroll->setWidget(list);
    outer->addWidget(scroll, 1);
}

void ExtractorPanel::addExtractor(const core::Extractor *extractor)
{
    const QString id = QString::fromStdString(extractor->info().id);
    const bool external = extractor->info().input == core::ExtractorInput::ExternalProgram;
    int at = external ? m_list->count() - 1 : m_list->indexOf(m_externalHeader);
    if (const auto old = m_rows.find(id); old != m_rows.end()) {
        at = m_list->indexOf(old->second.box);
        delete old->second.box;
        m_rows.erase(old);
    }
    Row &row = m_rows[id];
    row.extractor = extractor;
    row.box = buildRow(row);
    m_list->insertWidget(at, row.box);
    if (external)
        m_externalHeader->setVisible(true);
}

void ExtractorPanel::setUnavailable(const QString &id, const QString &reason)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return;
    Row &row = it->second;
    const bool available = reason.isEmpty();
    if (!available)
        row.enable->setChecked(false);
    row.enable->setEnabled(available);
    row.name->setEnabled(available);
    row.enable->setProperty("unavailable", reason);
    if (row.status) {
        row.status->setVisible(!available);
        row.status->setText(available ? QString() : tr("unavailable: %1").arg(reason));
        row.status->setToolTip(reason);
    }
    if (!available) {
        row.enable->setToolTip(tr("Unavailable: %1").arg(reason.toHtmlEscaped()));
        row.name->setToolTip(row.enable->toolTip());
    }
}

bool ExtractorPanel::isAvailable(const QString &id) const
{
    const auto it = m_rows.find(id);
    return it == m_rows.end() || it->second.enable->property("unavailable").toString().isEmpty();
}

void ExtractorPanel::runStarted(const QString &id)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end() || !it->second.status)
        return;
    it->second.status->setText(tr("running its program…"));
    it->second.status->setToolTip(QString());
    it->second.status->setVisible(true);
    it->second.stop->setVisible(true);
}

void ExtractorPanel::runFinished(const QString &id, double seconds)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end() || !it->second.status)
        return;
    it->second.status->setText(
        tr("%1 s, the external program included").arg(seconds, 0, 'f', seconds < 10 ? 2 : 1));
    it->second.stop->setVisible(false);
}

void ExtractorPanel::runFailed(const QString &id, const QString &message)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end() || !it->second.status)
        return;
    // One line: the reason may be long (a program's first line of standard error); the whole
    // of it is the tooltip.
    const QString line = tr("failed: %1").arg(message.simplified());
    it->second.status->setText(
        it->second.status->fontMetrics().elidedText(line, Qt::ElideRight, 600));
    it->second.status->setToolTip(message);
    it->second.status->setVisible(true);
    it->second.stop->setVisible(false);
}

QString ExtractorPanel::statusText(const QString &id) const
{
    const auto it = m_rows.find(id);
    return it == m_rows.end() || !it->second.status ? QString() : it->second.status->text();
}

QWidget *ExtractorPanel::buildRow(Row &row)
{
    const core::ExtractorInfo &info = row.extractor->info();
    const QString id = QString::fromStdString(info.id);
    auto *box = new QFrame;
    box->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 4, 6, 4);

    const QString title = QStringLiteral("%1  (%2)").arg(QString::fromStdString(info.name), id);
    row.enable = new QCheckBox(box);
    row.enable->setObjectName(QStringLiteral("enable:") + id);
    row.enable->setAccessibleName(title);
    row.enable->setIcon(swatch(ExtractorPalette::color(info.id)));
    row.enable->setToolTip(QStringLiteral("<b>%1</b> — %2, reads %3<br>%4")
                               .arg(QString::fromStdString(info.name).toHtmlEscaped(),
                                    QString::fromStdString(info.seed).toHtmlEscaped(),
                                    QString::fromUtf8(core::inputName(info.input)),
                                    QString::fromStdString(info.description).toHtmlEscaped()));
    row.name = new ExtractorNameLabel(title, row.enable, box);
    row.name->setObjectName(QStringLiteral("name:") + id);
    row.name->setToolTip(row.enable->toolTip());
    auto *head = new QHBoxLayout;
    head->addWidget(row.enable, 0, Qt::AlignTop);
    head->addWidget(row.name, 1);
    layout->addLayout(head);
    if (info.input == core::ExtractorInput::ExternalProgram) {
        auto *statusRow = new QHBoxLayout;
        statusRow->setContentsMargins(22, 0, 0, 0);
        row.status = new QLabel(box);
        row.status->setObjectName(QStringLiteral("status:") + id);
        row.status->setTextFormat(Qt::PlainText);
        row.status->setWordWrap(true); // an unavailable program's reason may be long
        row.status->setVisible(false);
        row.stop = new QToolButton(box);
        row.stop->setObjectName(QStringLiteral("cancel:") + id);
        row.stop->setText(tr("Cancel"));
        row.stop->setToolTip(tr("Stop the program (its whole process group)"));
        row.stop->setVisible(false);
        connect(row.stop, &QToolButton::clicked, this, [this, id] { emit cancelRequested(id); });
        statusRow->addWidget(row.status, 1);
        statusRow->addWidget(row.stop);
        layout->addLayout(statusRow);
    }

    row.params = new QWidget(box);
    auto *form = new QFormLayout(row.params);
    form->setContentsMargins(22, 0, 0, 0);
    // In a narrow column a control goes below its name rather than past the column's edge.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const core::ParamValues defaults = info.defaults();
    for (size_t i = 0; i < info.params.size(); ++i) {
        const core::ParamDescriptor &d = info.params[i];
        const QString name = QString::fromStdString(d.name);
        const QString tip = QStringLiteral("%1<br><i>default %2: %3</i>")
                                .arg(QString::fromStdString(d.meaning).toHtmlEscaped())
                                .arg(d.defaultValue)
                                .arg(QString::fromStdString(d.source).toHtmlEscaped());
        QWidget *control = nullptr;
        if (!d.choices.empty()) {
            // A choice between rules: offered by name, whatever the descriptor's type.
            auto *combo = new ElidingComboBox(row.params);
            for (size_t c = 0; c < d.choices.size(); ++c) {
                const QString label = QString::fromStdString(d.choices[c]);
                combo->addItem(label);
                combo->setItemData(static_cast<int>(c), label, Qt::ToolTipRole);
            }
            // The labels are formulas: elide them rather than widen the dock.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(kChoiceChars);
            combo->setCurrentIndex(static_cast<int>(defaults[i] - d.minimum));
            connect(combo, &QComboBox::currentIndexChanged, this, [this, id] {
                if (!m_updating)
                    emitValues(m_rows.at(id));
            });
            control = combo;
        } else {
            control = quantityControl(d, defaults[i], id, row.params);
        }
        control->setObjectName(QStringLiteral("param:%1:%2").arg(id, name));
        const QString explanation = QString::fromStdString(d.explanation);
        const QString fullTip =
            explanation.isEmpty() ? tip : tip + QStringLiteral("<p>") + explanation.toHtmlEscaped();
        control->setToolTip(fullTip);
        auto *label = new QLabel(name, row.params);
        label->setToolTip(fullTip);
        form->addRow(label, control);
        if (!explanation.isEmpty()) {
            // A teaching point, not a footnote: the explanation stays in view under its control.
            auto *text = new QLabel(explanation, row.params);
            text->setObjectName(QStringLiteral("param-explanation:%1:%2").arg(id, name));
            text->setTextFormat(Qt::PlainText);
            text->setWordWrap(true);
            text->setTextInteractionFlags(Qt::TextSelectableByMouse);
            QFont small = text->font();
            small.setPointSizeF(small.pointSizeF() * 0.9);
            text->setFont(small);
            form->addRow(text);
        }
        row.controls.push_back(control);
    }
    if (!info.params.empty()) {
        auto *reset = new QToolButton(row.params);
        reset->setText(tr("Paper defaults"));
        reset->setAutoRaise(true);
        connect(reset, &QToolButton::clicked, this, [this, id, defaults] {
            setValues(id, defaults);
            emitValues(m_rows.at(id));
        });
        form->addRow(reset);
    }
    // Only ticked extractors show their parameters: 21 rows of greyed controls would bury them.
    row.params->setVisible(false);
    layout->addWidget(row.params);
    connect(row.enable, &QCheckBox::toggled, this, [this, id](bool on) {
        Row &r = m_rows.at(id);
        r.params->setVisible(on && !r.controls.empty());
        if (!m_updating)
            emit toggled(id, on);
    });
    return box;
}

QWidget *ExtractorPanel::quantityControl(const core::ParamDescriptor &d, double value,
                                         const QString &id, QWidget *parent)
{
    const auto changed = [this, id] {
        if (!m_updating)
            emitValues(m_rows.at(id));
    };
    switch (d.type) {
    case core::ParamDescriptor::Type::Real: {
        auto *spin = new QDoubleSpinBox(parent);
        spin->setDecimals(decimalsFor(d.step));
        spin->setRange(d.minimum, d.maximum);
        spin->setSingleStep(d.step);
        spin->setValue(value);
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
        return spin;
    }
    case core::ParamDescriptor::Type::Integer: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(static_cast<int>(d.minimum), static_cast<int>(d.maximum));
        spin->setSingleStep(std::max(1, static_cast<int>(d.step)));
        spin->setValue(static_cast<int>(value));
        connect(spin, &QSpinBox::valueChanged, this, changed);
        return spin;
    }
    case core::ParamDescriptor::Type::Boolean:
        break;
    }
    auto *check = new QCheckBox(parent);
    check->setChecked(value != 0);
    connect(check, &QCheckBox::toggled, this, changed);
    return check;
}

void ExtractorPanel::emitValues(const Row &row)
{
    emit paramsChanged(QString::fromStdString(row.extractor->info().id),
                       values(QString::fromStdString(row.extractor->info().id)));
}

void ExtractorPanel::setChecked(const QString &id, bool on)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return;
    m_updating = true;
    it->second.enable->setChecked(on);
    m_updating = false;
}

bool ExtractorPanel::isChecked(const QString &id) const
{
    const auto it = m_rows.find(id);
    return it != m_rows.end() && it->second.enable->isChecked();
}

void ExtractorPanel::setValues(const QString &id, const core::ParamValues &values)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end() || values.size() != it->second.controls.size())
        return;
    m_updating = true;
    for (size_t i = 0; i < values.size(); ++i) {
        QWidget *c = it->second.controls[i];
        if (auto *combo = qobject_cast<QComboBox *>(c))
            combo->setCurrentIndex(
                static_cast<int>(values[i] - it->second.extractor->info().params[i].minimum));
        else if (auto *d = qobject_cast<QDoubleSpinBox *>(c))
            d->setValue(values[i]);
        else if (auto *s = qobject_cast<QSpinBox *>(c))
            s->setValue(static_cast<int>(values[i]));
        else if (auto *b = qobject_cast<QCheckBox *>(c))
            b->setChecked(values[i] != 0);
    }
    m_updating = false;
}

core::ParamValues ExtractorPanel::values(const QString &id) const
{
    core::ParamValues out;
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return out;
    for (size_t i = 0; i < it->second.controls.size(); ++i) {
        QWidget *c = it->second.controls[i];
        if (auto *combo = qobject_cast<QComboBox *>(c))
            out.push_back(it->second.extractor->info().params[i].minimum + combo->currentIndex());
        else if (auto *d = qobject_cast<QDoubleSpinBox *>(c))
            out.push_back(d->value());
        else if (auto *s = qobject_cast<QSpinBox *>(c))
            out.push_back(s->value());
        else if (auto *b = qobject_cast<QCheckBox *>(c))
            out.push_back(b->isChecked() ? 1 : 0);
    }
    return out;
}

void ExtractorPanel::setSourceMode(bool source)
{
    m_updating = true;
    (source ? m_source : m_rendered)->setChecked(true);
    m_updating = false;
}

void ExtractorPanel::setSourceAvailable(bool available)
{
    m_source->setEnabled(available);
    m_source->setToolTip(available ? QString()
                                   : tr("The source HTML is available for local files only."));
}

} // namespace ui

#include "moc_extractorpanel.cpp"

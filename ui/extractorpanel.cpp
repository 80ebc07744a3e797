#include "extractorpanel.h"

#include "extractorpalette.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
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

int decimalsFor(double step)
{
    int d = 0;
    while (d < 6 &&
           std::abs(step * std::pow(10.0, d) - std::round(step * std::pow(10.0, d))) > 1e-9)
        ++d;
    return std::max(d, 1);
}

} // namespace

ExtractorPanel::ExtractorPanel(const std::vector<const core::Extractor *> &extractors,
                               QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);

    auto *modeBox = new QGroupBox(tr("Extractors read"), this);
    auto *modeLayout = new QVBoxLayout(modeBox);
    m_rendered = new QRadioButton(tr("&Rendered DOM (what the browser shows)"), modeBox);
    m_source = new QRadioButton(tr("&Source HTML (what the CLI reads)"), modeBox);
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
    auto *listLayout = new QVBoxLayout(list);
    listLayout->setContentsMargins(0, 0, 0, 0);
    for (const core::Extractor *e : extractors) {
        Row &row = m_rows[QString::fromStdString(e->info().id)];
        row.extractor = e;
        listLayout->addWidget(buildRow(row));
    }
    listLayout->addStretch(1);
    scroll->setWidget(list);
    outer->addWidget(scroll, 1);
}

QWidget *ExtractorPanel::buildRow(Row &row)
{
    const core::ExtractorInfo &info = row.extractor->info();
    const QString id = QString::fromStdString(info.id);
    auto *box = new QFrame;
    box->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(6, 4, 6, 4);

    row.enable =
        new QCheckBox(QStringLiteral("%1  (%2)").arg(QString::fromStdString(info.name), id));
    row.enable->setObjectName(QStringLiteral("enable:") + id);
    row.enable->setIcon(swatch(ExtractorPalette::color(info.id)));
    row.enable->setToolTip(QStringLiteral("<b>%1</b> — seed %2, reads %3<br>%4")
                               .arg(QString::fromStdString(info.name).toHtmlEscaped(),
                                    QString::fromStdString(info.seed).toHtmlEscaped(),
                                    QString::fromUtf8(core::inputName(info.input)),
                                    QString::fromStdString(info.description).toHtmlEscaped()));
    layout->addWidget(row.enable);

    row.params = new QWidget(box);
    auto *form = new QFormLayout(row.params);
    form->setContentsMargins(22, 0, 0, 0);
    const core::ParamValues defaults = info.defaults();
    for (size_t i = 0; i < info.params.size(); ++i) {
        const core::ParamDescriptor &d = info.params[i];
        const QString name = QString::fromStdString(d.name);
        const QString tip = QStringLiteral("%1<br><i>default %2: %3</i>")
                                .arg(QString::fromStdString(d.meaning).toHtmlEscaped())
                                .arg(d.defaultValue)
                                .arg(QString::fromStdString(d.source).toHtmlEscaped());
        QWidget *control = nullptr;
        switch (d.type) {
        case core::ParamDescriptor::Type::Real: {
            auto *spin = new QDoubleSpinBox(row.params);
            spin->setDecimals(decimalsFor(d.step));
            spin->setRange(d.minimum, d.maximum);
            spin->setSingleStep(d.step);
            spin->setValue(defaults[i]);
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this, id] {
                if (!m_updating)
                    emitValues(m_rows.at(id));
            });
            control = spin;
            break;
        }
        case core::ParamDescriptor::Type::Integer: {
            auto *spin = new QSpinBox(row.params);
            spin->setRange(static_cast<int>(d.minimum), static_cast<int>(d.maximum));
            spin->setSingleStep(std::max(1, static_cast<int>(d.step)));
            spin->setValue(static_cast<int>(defaults[i]));
            connect(spin, &QSpinBox::valueChanged, this, [this, id] {
                if (!m_updating)
                    emitValues(m_rows.at(id));
            });
            control = spin;
            break;
        }
        case core::ParamDescriptor::Type::Boolean: {
            auto *check = new QCheckBox(row.params);
            check->setChecked(defaults[i] != 0);
            connect(check, &QCheckBox::toggled, this, [this, id] {
                if (!m_updating)
                    emitValues(m_rows.at(id));
            });
            control = check;
            break;
        }
        }
        control->setObjectName(QStringLiteral("param:%1:%2").arg(id, name));
        control->setToolTip(tip);
        auto *label = new QLabel(name, row.params);
        label->setToolTip(tip);
        form->addRow(label, control);
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
        if (auto *d = qobject_cast<QDoubleSpinBox *>(c))
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
    for (QWidget *c : it->second.controls) {
        if (auto *d = qobject_cast<QDoubleSpinBox *>(c))
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

#include "siteruledialog.h"

#include "annotation/pagespan.h"
#include "annotationcontroller.h"
#include "page/pageview.h"

#include <extraction/textassembler.h>
#include <io/atomicfile.h>
#include <package/siterule.h>

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace ui {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// The highlight kind of resources/js/annotate.js for what a site rule matches.
const QString kRuleKind = QStringLiteral("sr");

} // namespace

SiteRuleDialog::SiteRuleDialog(AnnotationController *gold, PageView *page, QWidget *parent)
    : QDialog(parent), m_gold(gold), m_page(page)
{
    setObjectName(QStringLiteral("siteRuleDialog"));
    setWindowTitle(tr("Site Rule"));
    m_selector = new QLineEdit(this);
    m_selector->setObjectName(QStringLiteral("siteRule:selector"));
    m_selector->setPlaceholderText(tr("a CSS selector, e.g. article.story"));
    m_selector->setClearButtonEnabled(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("siteRule:status"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *help = new QLabel(tr("Tag, #id, .class, :nth-of-type(N), descendant and > child, "
                               "comma-separated alternatives (docs/site-rules.md). The topmost "
                               "matching elements are the page's main content."),
                            this);
    help->setWordWrap(true);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &SiteRuleDialog::evaluate);
    connect(m_selector, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    // A new page, or new marks: what the selector matches is evaluated again.
    connect(m_gold, &AnnotationController::goldChanged, this, [this] {
        if (isVisible())
            m_debounce->start();
    });

    auto *buttons = new QDialogButtonBox(this);
    auto *proposeButton =
        buttons->addButton(tr("&Propose from Marks"), QDialogButtonBox::ActionRole);
    connect(proposeButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!propose(&error))
            m_status->setText(error);
    });
    m_save = buttons->addButton(tr("&Save Rule…"), QDialogButtonBox::ActionRole);
    connect(m_save, &QPushButton::clicked, this, &SiteRuleDialog::saveInteractively);
    m_apply = buttons->addButton(tr("&Apply to Folder…"), QDialogButtonBox::ActionRole);
    m_apply->setObjectName(QStringLiteral("siteRule:apply"));
    m_apply->setToolTip(tr("Compile a test package from a folder of the site's pages"));
    connect(m_apply, &QPushButton::clicked, this, &SiteRuleDialog::applyInteractively);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("&Selector:"), m_selector);
    form->addRow(QString(), m_status);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(help);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
    evaluate();
}

SiteRuleDialog::~SiteRuleDialog() = default;

bool SiteRuleDialog::propose(QString *error)
{
    const auto doc = m_gold->document();
    if (!doc)
        return fail(error, tr("No page to propose a rule from"));
    std::vector<core::NodeId> marked = m_gold->gold().nodes();
    for (const core::TextSpan &range : m_gold->gold().ranges())
        marked.push_back(range.node);
    std::string message;
    const std::optional<std::string> proposed = core::SiteRule::propose(*doc, marked, message);
    if (!proposed)
        return fail(error, tr("No rule: %1").arg(QString::fromStdString(message)));
    m_selector->setText(QString::fromStdString(*proposed));
    m_debounce->stop();
    evaluate();
    return true;
}

QString SiteRuleDialog::selector() const
{
    return m_selector->text().trimmed();
}

void SiteRuleDialog::setSelector(const QString &selector)
{
    m_selector->setText(selector);
}

QString SiteRuleDialog::status() const
{
    return m_status->text();
}

void SiteRuleDialog::evaluate()
{
    m_matched = -1;
    const auto doc = m_gold->document();
    const bool ok = !selector().isEmpty();
    m_save->setEnabled(ok);
    m_apply->setEnabled(ok);
    if (!doc || !ok) {
        m_status->setText(doc ? tr("Type a selector, or propose one from the marks")
                              : tr("Open a page to see what the selector matches"));
        paint({});
        return;
    }
    std::string error;
    const std::optional<core::CssSelector> compiled =
        core::CssSelector::parse(selector().toStdString(), error);
    if (!compiled) {
        m_status->setText(QString::fromStdString(error));
        m_save->setEnabled(false);
        m_apply->setEnabled(false);
        paint({});
        return;
    }
    core::SiteRule rule;
    rule.selector = selector().toStdString();
    const core::SiteRule::Match match = rule.apply(*doc, *compiled);
    m_matched = int(match.nodes.size());
    m_status->setText(tr("Matches %n element(s): %1 of the page's %2 words", nullptr, m_matched)
                          .arg(match.words)
                          .arg(match.pageWords));
    QJsonArray spans;
    for (const core::TextSpan &span : core::TextAssembler::spansOf(*doc, match.nodes))
        spans.append(PageSpan::toJson(*doc, span, kRuleKind));
    paint(spans);
}

void SiteRuleDialog::paint(const QJsonArray &spans)
{
    m_page->script().setRuleMatches(spans);
}

bool SiteRuleDialog::saveRule(const QString &path, QString *error)
{
    std::string message;
    if (!core::CssSelector::parse(selector().toStdString(), message))
        return fail(error, QString::fromStdString(message));
    core::SiteRule rule;
    rule.selector = selector().toStdString();
    const QUrl url(m_gold->url());
    rule.site = url.host().toStdString();
    rule.source = m_gold->url().toStdString();
    if (!core::AtomicFile::write(path.toStdString(), rule.json(), message))
        return fail(error, QString::fromStdString(message));
    m_rulePath = path;
    m_savedSelector = selector();
    return true;
}

void SiteRuleDialog::saveInteractively()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save site rule"),
        m_rulePath.isEmpty() ? QStringLiteral("site.rule.json") : m_rulePath,
        tr("Site rules (*.rule.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveRule(path, &error))
        QMessageBox::warning(this, tr("Save site rule"), error);
}

void SiteRuleDialog::applyInteractively()
{
    // The import reads the rule from its file: the one saved, once it holds this selector.
    if (m_rulePath.isEmpty() || m_savedSelector != selector())
        saveInteractively();
    if (!m_rulePath.isEmpty() && m_savedSelector == selector())
        emit applyToFolderRequested(m_rulePath);
}

void SiteRuleDialog::hideEvent(QHideEvent *event)
{
    // The highlights belong to the dialog: they go with it.
    m_debounce->stop();
    paint({});
    QDialog::hideEvent(event);
}

} // namespace ui

#include "moc_siteruledialog.cpp"

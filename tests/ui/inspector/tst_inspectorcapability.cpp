// The inspector in the real window under xvfb: a click on the page and a row of the DOM tree
// select the same node everywhere, hovering a box explains the choice with its numbers, the
// compare view lists two extractors' disagreements with both reasons, and the consensus's boxes
// are shaded by vote strength with the votes listed in the node's detail.

#include <extractors/consensus/consensusfeatures.h>
#include <inspector/comparepanel.h>
#include <inspector/dominspector.h>
#include <inspector/domtreemodel.h>
#include <inspector/nodedetailview.h>
#include <inspector/pagetypejob.h>
#include <measures/extractorcomparison.h>

#include "testwait.h"
#include "windowtest.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace testwindow;

class TstInspectorCapability : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clickOnPageSelectsElement();
    void treeSelectionHighlightsElement();
    void hoverOnBoxExplainsChoice();
    void compareViewOfTwoExtractors_data();
    void compareViewOfTwoExtractors();
    void consensusShadesByVoteStrength();
    void pageTypeInStatusAndInspector();
    void pageTypeReusesTheConsensusVoters();
};

void TstInspectorCapability::initTestCase()
{
    QVERIFY(createWindow());
}

void TstInspectorCapability::clickOnPageSelectsElement()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    const int second = eval(u"bs.number(document.getElementById('second'))"_s).toInt();
    QVERIFY(second > 0);
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(second)).toMap();
    const QPoint centre(qRound(rect[u"x"_s].toDouble() + rect[u"w"_s].toDouble() / 2),
                        qRound(rect[u"y"_s].toDouble() + rect[u"h"_s].toDouble() / 2));
    QSignalSpy selected(m_window, &ui::MainWindow::selectionChanged);
    QWidget *target = m_window->pageView()->focusProxy();
    QVERIFY(target);
    QTest::mouseMove(target, centre);
    QTest::mouseClick(target, Qt::LeftButton, {}, centre);
    QTRY_COMPARE_WITH_TIMEOUT(selected.count(), 1, kTimeoutMs);
    QCOMPARE(selected.first().at(0).toInt(), second);
    QCOMPARE(m_window->selectedElement(), second);
    // The node selected is the paragraph in the analysed document.
    const core::NodeId node = m_window->selectedNode();
    QVERIFY(node != core::kNoNode);
    QCOMPARE(m_window->analysis()->document->attribute(node, "id"), "second");
    // ... the inspector's current row is that node ...
    ui::DomInspector *inspector = m_window->inspector();
    QCOMPARE(inspector->selectedNode(), node);
    QCOMPARE(inspector->model()->nodeAt(
                 inspector->proxy()->mapToSource(inspector->treeView()->currentIndex())),
             node);
    // ... and the page marks it.
    QTRY_VERIFY_WITH_TIMEOUT(
        eval(u"bs.boxes().filter(b => b.kind === 'sel').length"_s).toInt() == 1, kTimeoutMs);
}

void TstInspectorCapability::treeSelectionHighlightsElement()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    const core::Document &doc = *m_window->analysis()->document;
    const core::NodeId sidebar = doc.findPath("/html/body/div[2]");
    QCOMPARE(doc.attribute(sidebar, "class"), "sidebar");
    ui::DomInspector *inspector = m_window->inspector();
    // The user picks the sidebar's row in the tree.
    auto rowOf = [inspector](core::NodeId n) {
        return inspector->proxy()->mapFromSource(inspector->model()->indexOf(n));
    };
    QVERIFY(rowOf(sidebar).isValid());
    QSignalSpy selected(m_window, &ui::MainWindow::selectionChanged);
    inspector->treeView()->setCurrentIndex(rowOf(sidebar));
    QCOMPARE(selected.count(), 1);
    const int element = eval(u"bs.number(document.querySelector('.sidebar'))"_s).toInt();
    QCOMPARE(m_window->selectedElement(), element);
    // The page draws the selection box over the sidebar's rectangle.
    QTRY_VERIFY_WITH_TIMEOUT(
        eval(u"bs.boxes().filter(b => b.kind === 'sel').length"_s).toInt() == 1, kTimeoutMs);
    const QVariantMap box = eval(u"bs.boxes().filter(b => b.kind === 'sel')[0]"_s).toMap();
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(element)).toMap();
    for (const char *k : {"x", "y", "w", "h"})
        QCOMPARE(qRound(box[QLatin1String(k)].toDouble()),
                 qRound(rect[QLatin1String(k)].toDouble()));
    // A text row selects that node; the page marks its element.
    const core::NodeId text = doc.node(doc.findPath("/html/body/div[1]/p[1]")).firstChild;
    QVERIFY(doc.node(text).isText());
    inspector->treeView()->setCurrentIndex(rowOf(text));
    QCOMPARE(m_window->selectedNode(), text);
    QCOMPARE(m_window->selectedElement(),
             eval(u"bs.number(document.getElementById('first'))"_s).toInt());
}

void TstInspectorCapability::hoverOnBoxExplainsChoice()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    const int main = eval(u"bs.number(document.getElementById('main'))"_s).toInt();
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(main)).toMap();
    const QPoint inside(qRound(rect[u"x"_s].toDouble()) + 10, qRound(rect[u"y"_s].toDouble()) + 10);
    QWidget *target = m_window->pageView()->focusProxy();
    QTest::mouseMove(target, inside);
    // Extractor, node and the reason with its number: ClassExtractor's "class {0}" with pick 0.
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.tip()"_s).toString(),
                              u"Chosen by test-class (1 of 1 ticked)\n\n"
                              u"Test: by class (test-class)\n<div#main.content> /html/body/div[1]\n"
                              u"score 1 — class 0"_s,
                              kTimeoutMs);
    QTest::mouseMove(target, QPoint(5, 5)); // the nav bar: no box
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.tip()"_s).toString(), QString(), kTimeoutMs);
}

void TstInspectorCapability::compareViewOfTwoExtractors_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    // Built-ins: test-class chooses #main, plain the whole body; neither is ticked but A.
    QTest::newRow("two built-ins") << u"test-class"_s << u"plain"_s;
    // External against built-in: the program's two paragraphs against #main with its heading.
    QTest::newRow("external and built-in") << u"ext:echo-main"_s << u"test-class"_s;
}

void TstInspectorCapability::compareViewOfTwoExtractors()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    if (!m_window->controller()->extractor("ext:echo-main"))
        QVERIFY(addDefinition(u"echo-main"_s, kEchoMain));
    QVERIFY(load(fixture(u"basic.html"_s)));
    ui::ComparePanel *compare = m_window->comparePanel();
    m_window->compareExtractors(a, b);
    QTRY_VERIFY_WITH_TIMEOUT(compare->comparison().has_value(), kTimeoutMs);
    const auto analysis = m_window->analysis();
    const ui::ExtractorRun *runA = analysis->anyRun(a.toStdString());
    const ui::ExtractorRun *runB = analysis->anyRun(b.toStdString());
    QVERIFY(runA && runB);
    // The compare runs are not drawn as ticked extractors.
    QCOMPARE(analysis->run("plain"), nullptr);
    const core::Comparison expected =
        core::ExtractorComparison::compare(*analysis->document, runA->result, runB->result);
    QVERIFY(!expected.disagreements.empty());
    QCOMPARE(compare->comparison()->wordsOnlyA, expected.wordsOnlyA);
    QCOMPARE(compare->comparison()->wordsOnlyB, expected.wordsOnlyB);
    QCOMPARE(compare->comparison()->wordsBoth, expected.wordsBoth);
    // The list: the disagreeing blocks, largest first, with both reasons side by side.
    QTreeWidget *list = compare->list();
    QCOMPARE(list->topLevelItemCount(), int(expected.disagreements.size()));
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const core::Disagreement &d = expected.disagreements[size_t(i)];
        QTreeWidgetItem *item = list->topLevelItem(i);
        QCOMPARE(item->data(ui::ComparePanel::NodeColumn, Qt::UserRole).toInt(), int(d.node));
        QCOMPARE(item->data(ui::ComparePanel::OnlyAColumn, Qt::DisplayRole).toULongLong(),
                 qulonglong(d.onlyA));
        QCOMPARE(item->data(ui::ComparePanel::OnlyBColumn, Qt::DisplayRole).toULongLong(),
                 qulonglong(d.onlyB));
        QVERIFY(item->text(ui::ComparePanel::ReasonA).endsWith(QString::fromStdString(d.a.reason)));
        QVERIFY(item->text(ui::ComparePanel::ReasonB).endsWith(QString::fromStdString(d.b.reason)));
        if (i > 0) {
            const core::Disagreement &before = expected.disagreements[size_t(i) - 1];
            QVERIFY(before.onlyA + before.onlyB >= d.onlyA + d.onlyB);
        }
    }
    // The page: one highlight kind per class of text, and none for a class without text.
    const auto drawn = [this](const char *kind) {
        return eval(u"bs.annotate.counts()['%1'] || 0"_s.arg(QLatin1String(kind))).toInt();
    };
    QTRY_VERIFY_WITH_TIMEOUT((drawn("oa") > 0) == (expected.wordsOnlyA > 0) &&
                                 (drawn("ob") > 0) == (expected.wordsOnlyB > 0) &&
                                 (drawn("ab") > 0) == (expected.wordsBoth > 0),
                             kTimeoutMs);
    // The view lands on the first disagreement of the list: its row current, its block selected
    // everywhere (the page scrolls to it).
    QCOMPARE(list->currentItem(), list->topLevelItem(0));
    QCOMPARE(m_window->selectedNode(), expected.disagreements.front().node);
    // Next and Previous Difference (F8, Shift+F8) walk the list, and stop at its ends.
    auto *next = m_window->findChild<QAction *>(u"nextDifferenceAction"_s);
    auto *previous = m_window->findChild<QAction *>(u"previousDifferenceAction"_s);
    QVERIFY(next && previous);
    QCOMPARE(next->shortcut(), QKeySequence(u"F8"_s));
    QCOMPARE(previous->shortcut(), QKeySequence(u"Shift+F8"_s));
    previous->trigger();
    QCOMPARE(list->currentItem(), list->topLevelItem(0));
    for (std::size_t i = 1; i < expected.disagreements.size(); ++i) {
        next->trigger();
        QCOMPARE(m_window->selectedNode(), expected.disagreements[i].node);
    }
    next->trigger();
    QCOMPARE(m_window->selectedNode(), expected.disagreements.back().node);
    if (expected.disagreements.size() > 1) {
        previous->trigger();
        QCOMPARE(m_window->selectedNode(),
                 expected.disagreements[expected.disagreements.size() - 2].node);
    }
    // Selecting a disagreement selects its block everywhere.
    list->setCurrentItem(list->topLevelItem(0));
    QCOMPARE(m_window->selectedNode(), expected.disagreements.front().node);
    // Switched off: the highlights go.
    compare->setActive(false);
    QTRY_COMPARE(drawn("oa") + drawn("ob") + drawn("ab"), 0);
    QVERIFY(!compare->comparison());
}

void TstInspectorCapability::consensusShadesByVoteStrength()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {core::ExtractorRegistry::find("consensus")};
    ui::MainWindow window(options);
    window.resize(1200, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
    window.openLocation(fixture(u"article.html"_s));
    QTRY_VERIFY_WITH_TIMEOUT(
        !shown.isEmpty() && window.analysis() && window.analysis()->run("consensus"), kTimeoutMs);
    const ui::ExtractorRun *run = window.analysis()->run("consensus");
    // The kept blocks, weakest and strongest vote.
    const core::Judgement *weakest = nullptr, *strongest = nullptr;
    for (const core::Judgement &j : run->result.judgements)
        if (j.selected) {
            if (!weakest || j.score < weakest->score)
                weakest = &j;
            if (!strongest || j.score > strongest->score)
                strongest = &j;
        }
    QVERIFY(weakest && strongest);
    QVERIFY2(strongest->score > weakest->score + 0.01, "the fixture needs two vote strengths");
    const auto evalIn = [&window](const QString &code) {
        QVariant result;
        bool done = false;
        window.pageView()->runInWorld(code, [&](const QVariant &v) {
            result = v;
            done = true;
        });
        if (!testwait::waitFor([&] { return done; }, kTimeoutMs))
            qWarning("JavaScript did not return: %s", qPrintable(code));
        return result;
    };
    // The fill of the box over an element: its alpha, from the overlay's computed style.
    const auto alphaOver = [&](core::NodeId node) {
        const int element = window.mapper().elementOf(node);
        const QVariantMap rect = evalIn(u"bs.rect(%1)"_s.arg(element)).toMap();
        for (const QVariant &v : evalIn(u"bs.boxes()"_s).toList()) {
            const QVariantMap box = v.toMap();
            if (qRound(box[u"x"_s].toDouble()) != qRound(rect[u"x"_s].toDouble()) ||
                qRound(box[u"y"_s].toDouble()) != qRound(rect[u"y"_s].toDouble()) ||
                qRound(box[u"w"_s].toDouble()) != qRound(rect[u"w"_s].toDouble()))
                continue;
            const QString fill = box[u"fill"_s].toString(); // rgba(r, g, b, a)
            return fill.startsWith(u"rgba("_s) ? fill.section(u',', 3).chopped(1).toDouble() : 1.0;
        }
        return -1.0;
    };
    const double weak = alphaOver(weakest->node), strong = alphaOver(strongest->node);
    QVERIFY2(weak > 0 && strong > weak, qPrintable(u"%1 %2"_s.arg(weak).arg(strong)));
    // The inspector lists the votes behind the strongest block.
    window.selectNode(strongest->node);
    const QString detail = window.inspector()->detailView()->toPlainText();
    const auto judgement = std::int32_t(strongest - run->result.judgements.data());
    for (const core::Vote &v : run->result.votes)
        if (v.judgement == judgement)
            QVERIFY2(detail.contains(QString::fromUtf8(v.source)), v.source);
}

// The page's type after its analysis: the status line says the classifier's type and
// probability with its top cues in the tooltip, and the inspector's document section (no node
// selected) every type's probability and the cues, all computed here from the analysed document.
// A page opened next never shows the previous page's type.
void TstInspectorCapability::pageTypeInStatusAndInspector()
{
    auto *label = m_window->findChild<QLabel *>(u"statusPageType"_s);
    QVERIFY(label);
    QVERIFY(load(QStringLiteral(BOILERSCOPE_TEST_DATA "/pagetype/forum.html")));
    const std::shared_ptr<const ui::Analysis> analysis = m_window->analysis();
    QVERIFY(analysis && analysis->document);
    const core::Document &doc = *analysis->document;
    const core::PageTypeClassifier::Result expected =
        core::PageTypeClassifier::classify(core::PageTypeEvidence(
            doc, "",
            core::ConsensusFeatures(doc, core::ExtractorRegistry::find("consensus")->voters())));
    QCOMPARE(expected.typeName(), std::string_view("forum")); // the fixture's clear type
    const QString status =
        u"forum "_s + QString::number(expected.probability, 'f', 2); // e.g. "forum 0.99"
    QTRY_COMPARE_WITH_TIMEOUT(label->text(), status, kTimeoutMs);
    QVERIFY(!expected.cues.empty());
    QVERIFY2(label->toolTip().contains(QString::fromStdString(expected.cues.front().reason)),
             qPrintable(label->toolTip()));
    const ui::PageTypeJob *job = m_window->findChild<ui::PageTypeJob *>();
    QVERIFY(job && job->finding());
    QCOMPARE(job->finding()->document, analysis->document);

    // The inspector, no node selected: the type, every type's probability, every cue.
    m_window->inspector()->selectNode(core::kNoNode);
    ui::NodeDetailView *detail = m_window->inspector()->detailView();
    detail->setNode(core::kNoNode);
    const QString text = detail->toPlainText();
    QVERIFY2(text.contains(u"Page type: forum"_s), qPrintable(text));
    for (size_t k = 0; k < core::PageTypeClassifier::kTypeCount; ++k) {
        QVERIFY(text.contains(QString::fromUtf8(core::PageTypeClassifier::kTypeNames[k].data())));
        QVERIFY(text.contains(QString::number(expected.probabilities[k], 'f', 2)));
    }
    for (const core::PageTypeClassifier::Cue &cue : expected.cues)
        QVERIFY(text.contains(QString::fromUtf8(core::PageTypeEvidence::kNames[cue.cue].data())));

    // Another page: when its analysis is shown the status line is empty or says its own type,
    // never the forum's.
    bool stale = false;
    const QMetaObject::Connection watch =
        connect(m_window, &ui::MainWindow::analysisShown, label,
                [&] { stale = stale || label->text() == status; });
    const bool loaded = load(fixture(u"basic.html"_s));
    disconnect(watch);
    QVERIFY(loaded);
    QVERIFY(!stale);
    const core::Document &next = *m_window->analysis()->document;
    const core::PageTypeClassifier::Result nextType =
        core::PageTypeClassifier::classify(core::PageTypeEvidence(
            next, "",
            core::ConsensusFeatures(next, core::ExtractorRegistry::find("consensus")->voters())));
    QTRY_COMPARE_WITH_TIMEOUT(label->text(), ui::PageTypeJob::statusText(nextType), kTimeoutMs);
}

// With only the consensus ticked, the page classifier reads the voters' results the consensus
// run computed (handed on in the analysis, neither drawn nor listed) instead of computing them
// again.
void TstInspectorCapability::pageTypeReusesTheConsensusVoters()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    const core::Extractor *consensus = core::ExtractorRegistry::find("consensus");
    // The voters are the window's extractors too, as in the application, unticked.
    options.extractors = {consensus};
    for (const core::Extractor *voter : consensus->voters())
        options.extractors.push_back(voter);
    ui::MainWindow window(options);
    for (const core::Extractor *voter : consensus->voters())
        window.setExtractorEnabled(QString::fromStdString(voter->info().id), false);
    window.setExtractorEnabled(u"consensus"_s, true);
    window.resize(1200, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openLocation(QStringLiteral(BOILERSCOPE_TEST_DATA "/pagetype/forum.html"));
    QTRY_VERIFY_WITH_TIMEOUT(window.analysis() && window.analysis()->run("consensus"), kTimeoutMs);
    const std::shared_ptr<const ui::Analysis> analysis = window.analysis();
    QCOMPARE(analysis->runs.size(), size_t(1));
    const std::vector<const core::ExtractionResult *> given =
        ui::PageTypeJob::voterResults(*analysis);
    QCOMPARE(given.size(), consensus->voters().size());
    for (size_t v = 0; v < given.size(); ++v)
        QVERIFY2(given[v], consensus->voters()[v]->info().id.c_str());
    // The classifier's type with the handed-on results is the one it computes from scratch.
    const core::Document &doc = *analysis->document;
    const core::PageTypeClassifier::Result fromScratch = core::PageTypeClassifier::classify(
        core::PageTypeEvidence(doc, "", core::ConsensusFeatures(doc, consensus->voters())));
    const ui::PageTypeJob *job = window.findChild<ui::PageTypeJob *>();
    QVERIFY(job);
    QTRY_VERIFY_WITH_TIMEOUT(job->finding().has_value(), kTimeoutMs);
    QCOMPARE(job->finding()->result.typeName(), fromScratch.typeName());
    QCOMPARE(job->finding()->result.probability, fromScratch.probability);
}

QTEST_MAIN(TstInspectorCapability)

#include "tst_inspectorcapability.moc"

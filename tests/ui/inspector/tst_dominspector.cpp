#include "fixtureanalysis.h"
#include "testwait.h"

#include <inspector/dominspector.h>
#include <inspector/domtreemodel.h>
#include <inspector/nodedetailview.h>

#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QtTest>

class tst_DomInspector : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void selectNode_data();
    void selectNode();
    void clickEmits();
    void keyboardNavigation();
    void filter();

private:
    std::shared_ptr<const core::Document> m_doc;
    std::unique_ptr<ui::DomInspector> m_inspector;
    core::NodeId current() const
    {
        return m_inspector->model()->nodeAt(
            m_inspector->proxy()->mapToSource(m_inspector->treeView()->currentIndex()));
    }
};

void tst_DomInspector::initTestCase()
{
    m_doc = fixture::load("article.html");
    m_inspector = std::make_unique<ui::DomInspector>();
    m_inspector->resize(700, 800);
    m_inspector->setAnalysis(fixture::handMade(m_doc));
    m_inspector->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_inspector.get()));
}

void tst_DomInspector::selectNode_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expectedRow"); // the node whose row gets selected
    QTest::newRow("deep text") << "/html/body/div[2]/p[2]/b/text()"
                               << "/html/body/div[2]/p[2]/b/text()";
    QTest::newRow("element") << "/html/body/div[3]"
                             << "/html/body/div[3]";
    // The comment has no row: its parent's row is selected.
    QTest::newRow("comment -> div#main") << "/html/body/div[2]/comment()"
                                         << "/html/body/div[2]";
}

void tst_DomInspector::selectNode()
{
    QFETCH(QString, path);
    QFETCH(QString, expectedRow);
    QSignalSpy spy(m_inspector.get(), &ui::DomInspector::nodeSelected);
    const core::NodeId node = fixture::at(*m_doc, path.toUtf8().constData());
    m_inspector->selectNode(node);
    QCOMPARE(current(), fixture::at(*m_doc, expectedRow.toUtf8().constData()));
    QCOMPARE(m_inspector->selectedNode(), node);
    QVERIFY(m_inspector->treeView()->selectionModel()->isSelected(
        m_inspector->treeView()->currentIndex()));
    // Expanded down to the row, and no echo.
    QVERIFY(m_inspector->treeView()->isExpanded(m_inspector->treeView()->currentIndex().parent()));
    QCOMPARE(spy.count(), 0);
    QVERIFY(m_inspector->detailView()->toPlainText().contains(
        QString::fromStdString(m_doc->path(node))));
}

void tst_DomInspector::clickEmits()
{
    QTreeView *tree = m_inspector->treeView();
    m_inspector->selectNode(fixture::at(*m_doc, "/html/body/div[2]/h1"));
    const core::NodeId p1 = fixture::at(*m_doc, "/html/body/div[2]/p[1]");
    const QModelIndex index =
        m_inspector->proxy()->mapFromSource(m_inspector->model()->indexOf(p1));
    tree->scrollTo(index);
    QSignalSpy spy(m_inspector.get(), &ui::DomInspector::nodeSelected);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(index).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<core::NodeId>(), p1);
    QVERIFY(m_inspector->detailView()->toPlainText().contains("/html/body/div[2]/p[1]"));
}

void tst_DomInspector::keyboardNavigation()
{
    QTreeView *tree = m_inspector->treeView();
    m_inspector->selectNode(fixture::at(*m_doc, "/html/body/div[1]"));
    tree->collapse(tree->currentIndex());
    tree->setFocus();
    QSignalSpy spy(m_inspector.get(), &ui::DomInspector::nodeSelected);
    // Down from the collapsed div#nav: its sibling div#main.
    QTest::keyClick(tree, Qt::Key_Down);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<core::NodeId>(), fixture::at(*m_doc, "/html/body/div[2]"));
    // Right expands, Down again enters the first child (h1).
    tree->collapse(tree->currentIndex());
    QTest::keyClick(tree, Qt::Key_Right);
    QVERIFY(tree->isExpanded(tree->currentIndex()));
    QCOMPARE(spy.count(), 1);
    QTest::keyClick(tree, Qt::Key_Down);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).value<core::NodeId>(), fixture::at(*m_doc, "/html/body/div[2]/h1"));
    // Up goes back.
    QTest::keyClick(tree, Qt::Key_Up);
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy.at(2).at(0).value<core::NodeId>(), fixture::at(*m_doc, "/html/body/div[2]"));
}

void tst_DomInspector::filter()
{
    QSortFilterProxyModel *proxy = m_inspector->proxy();
    // Typing a filter that hides the selected node keeps the filter.
    m_inspector->selectNode(fixture::at(*m_doc, "/html/body/div[2]/h1"));
    // "footer" matches div#footer only; its ancestors stay so it keeps its place: html > body.
    m_inspector->filterEdit()->setText("footer");
    // The filter waits for a pause in the typing.
    QCOMPARE(proxy->rowCount(proxy->index(0, 0)), 2);
    QTRY_COMPARE(proxy->rowCount(proxy->index(0, 0)), 1);
    const QModelIndex html = proxy->index(0, 0);
    QCOMPARE(proxy->rowCount(html), 1); // head filtered out
    const QModelIndex body = proxy->index(0, 0, html);
    QCOMPARE(proxy->rowCount(body), 1);
    QCOMPARE(proxy->index(0, 0, body).data().toString(), QStringLiteral("div#footer"));
    QCOMPARE(m_inspector->filterEdit()->text(), QStringLiteral("footer"));
    // Text matches too: "bold" is the text inside <b>.
    m_inspector->filterEdit()->setText("BOLD");
    m_inspector->applyFilter(); // as if Enter was pressed
    const QModelIndex main = proxy->index(0, 0, proxy->index(0, 0, proxy->index(0, 0)));
    QCOMPARE(main.data().toString(), QStringLiteral("div#main.post"));
    // Selecting a node the filter hides clears the filter.
    m_inspector->selectNode(fixture::at(*m_doc, "/html/body/div[1]"));
    QVERIFY(m_inspector->filterEdit()->text().isEmpty());
    QCOMPARE(current(), fixture::at(*m_doc, "/html/body/div[1]"));
}

QTEST_MAIN(tst_DomInspector)
#include "tst_dominspector.moc"

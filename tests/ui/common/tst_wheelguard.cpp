// WheelGuard: the wheel changes a spin box or combo box only while it has the focus, in the
// window's Extractors dock (where scrolling the list changed AdDANAg's alpha) and anywhere else.
#include <common/wheelguard.h>
#include <extractors/extractorpanel.h>
#include <registry/extractorregistry.h>
#include <window/mainwindow.h>

#include "testwait.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// One notch of the wheel, away from the user (up: a spin box steps up, a combo box goes back).
void wheel(QWidget *w)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
}

} // namespace

class TstWheelGuard : public QObject
{
    Q_OBJECT

private slots:
    // First: the window installs the guard (no test before it has).
    void windowGuardsItsParameters();
    void onlyWithFocus_data();
    void onlyWithFocus();
};

// The Extractors dock of the window: AdDANAg's parameters keep their values under the wheel.
void TstWheelGuard::windowGuardsItsParameters()
{
    QStandardPaths::setTestModeEnabled(true);
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {core::ExtractorRegistry::find("addanag")};
    ui::MainWindow window(options);
    window.setExtractorEnabled(u"addanag"_s, true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QAbstractSpinBox *> boxes =
        window.extractorPanel()->findChildren<QAbstractSpinBox *>();
    QVERIFY(!boxes.isEmpty());
    for (QAbstractSpinBox *box : boxes) {
        QVERIFY(!box->hasFocus());
        const QString before = box->text();
        wheel(box);
        QCOMPARE(box->text(), before);
        QVERIFY(!box->hasFocus());
    }
}

void TstWheelGuard::onlyWithFocus_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("focus");
    for (const QString &kind : {u"spin box"_s, u"double spin box"_s, u"combo box"_s}) {
        QTest::addRow("%s without focus", qPrintable(kind)) << kind << false;
        QTest::addRow("%s with focus", qPrintable(kind)) << kind << true;
    }
}

void TstWheelGuard::onlyWithFocus()
{
    QFETCH(QString, kind);
    QFETCH(bool, focus);
    ui::WheelGuard::install();
    QScrollArea area;
    auto *inside = new QWidget;
    auto *layout = new QVBoxLayout(inside);
    QWidget *w = nullptr;
    if (kind == u"spin box"_s) {
        auto *box = new QSpinBox;
        box->setRange(0, 10);
        box->setValue(5);
        w = box;
    } else if (kind == u"double spin box"_s) {
        auto *box = new QDoubleSpinBox;
        box->setRange(0, 1);
        box->setSingleStep(0.01);
        box->setValue(0.1);
        w = box;
    } else {
        auto *box = new QComboBox;
        box->addItems({u"a"_s, u"b"_s, u"c"_s});
        box->setCurrentIndex(1);
        w = box;
    }
    layout->addWidget(w);
    area.setWidget(inside);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    // The wheel never gives the focus: the policy is click or Tab only.
    QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
    if (focus) {
        area.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&area));
        w->setFocus();
        QTRY_VERIFY(w->hasFocus());
    }
    const auto value = [w] {
        if (auto *c = qobject_cast<QComboBox *>(w))
            return QString::number(c->currentIndex());
        return static_cast<QAbstractSpinBox *>(w)->text();
    };
    const QString before = value();
    wheel(w);
    QCOMPARE(value() != before, focus);
}

QTEST_MAIN(TstWheelGuard)
#include "tst_wheelguard.moc"

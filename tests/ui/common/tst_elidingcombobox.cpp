// ElidingComboBox: the current text whole when it fits the box's text field, else cut with "…"
// to fit it; an editable box shows its line edit as QComboBox does.
#include <common/elidingcombobox.h>

#include <QStyleOptionComboBox>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

class tst_ElidingComboBox : public QObject
{
    Q_OBJECT
private slots:
    void shownTextFitsTheField_data();
    void shownTextFitsTheField();
};

void tst_ElidingComboBox::shownTextFitsTheField_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("elided");
    const QString rule = u"project's repair: children's totals, R(n) = ratio(n) × max(W(n), "
                         "ΣR(children))"_s;
    QTest::newRow("a rule in a laptop column") << rule << 160 << true;
    QTest::newRow("a rule in a wide box") << rule << 1200 << false;
    QTest::newRow("a short name") << u"bte"_s << 160 << false;
    QTest::newRow("narrower than the ellipsis") << rule << 30 << true;
}

void tst_ElidingComboBox::shownTextFitsTheField()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QFETCH(bool, elided);
    ui::ElidingComboBox box;
    box.addItem(text);
    box.resize(width, box.sizeHint().height());
    QStyleOptionComboBox option;
    option.initFrom(&box);
    option.rect = box.rect();
    const int room =
        box.style()
            ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, &box)
            .width() -
        2;
    const QString shown = box.shownText();
    QCOMPARE(shown != text, elided);
    if (elided) {
        QVERIFY2(shown.isEmpty() || shown.endsWith(u'…'), qPrintable(shown));
        QVERIFY(text.startsWith(shown.chopped(std::min<qsizetype>(1, shown.size()))));
    }
    QVERIFY2(box.fontMetrics().horizontalAdvance(shown) <= std::max(0, room),
             qPrintable(u"%1 in %2 px"_s.arg(shown).arg(room)));
}

QTEST_MAIN(tst_ElidingComboBox)
#include "tst_elidingcombobox.moc"

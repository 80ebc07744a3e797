#include <extractors/consensus/consentbanners.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::ConsentBanners;

// The consent-management platforms' banners by trafilatura's vocabulary for them: a class or id
// value naming one marks the element and every node inside it, below <body>; bare "cookie" or
// "consent" does not.
class TestConsentBanners : public QObject
{
    Q_OBJECT

private slots:
    void names_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("banner");
        auto row = [](const char *value, bool banner) {
            QTest::newRow(value) << QString::fromUtf8(value) << banner;
        };
        row("onetrust-consent-sdk", true);
        row("ot-sdk-container onetrust-banner", true);
        row("CybotCookiebotDialog", true);
        row("cmplz-cookiebanner cmplz-show", true);
        row("BorlabsCookie", true);
        row("cookie-banner", true);
        row("cookie_notice", true);
        row("cookiebar", true);
        row("site-cookie-policy", true);
        row("cookieDescription", true);
        row("notice-cookie", true);
        row("notice__cookie", true);
        row("noticecookie", true);
        row("consent-manager", true);
        row("consentBanner", true);
        row("moove_gdpr_cookie_info_bar", true);
        row("moove-gdpr", true);
        row("cookie", false);
        row("cookies-not-set", false);
        row("cookie--banner", false);
        row("notice---cookie", false);
        row("consent", false);
        row("consent-form", false);
        row("recipe-cookie-dough", false);
        row("", false);
    }
    void names()
    {
        QFETCH(QString, value);
        QFETCH(bool, banner);
        QCOMPARE(ConsentBanners::names(value.toStdString()), banner);
    }

    void holds_data()
    {
        QTest::addColumn<QString>("body"); // holds <b id=x>
        QTest::addColumn<QString>("bodyAttributes");
        QTest::addColumn<bool>("inside");
        auto row = [](const char *name, const char *body, const char *attributes, bool inside) {
            QTest::newRow(name) << QString::fromUtf8(body) << QString::fromUtf8(attributes)
                                << inside;
        };
        row("OneTrust", "<div id=onetrust-consent-sdk><div><p><b id=x>a</b></p></div></div>", "",
            true);
        row("a class", "<section class='cookie-notice'><b id=x>a</b></section>", "", true);
        row("the element itself", "<div><b id=x class=cmplz-message>a</b></div>", "", true);
        row("beside a banner", "<div class=cookie-banner>a</div><b id=x>b</b>", "", false);
        row("an article about cookies", "<article class=cookie><b id=x>a</b></article>", "", false);
        row("the body's class", "<main><b id=x>a</b></main>", " class=onetrust-banner-open", false);
    }
    void holds()
    {
        QFETCH(QString, body);
        QFETCH(QString, bodyAttributes);
        QFETCH(bool, inside);
        const core::Document doc =
            testpages::parsePage("<html><body" + bodyAttributes.toStdString() + ">" +
                                 body.toStdString() + "</body></html>");
        const core::NodeId x = testpages::byId(doc, "x");
        ConsentBanners banners(doc);
        // The text inside x first, then x: the second answer is the one the first recorded.
        QCOMPARE(banners.holds(doc.node(x).firstChild), inside);
        QCOMPARE(banners.holds(x), inside);
        QCOMPARE(ConsentBanners(doc).holds(x), inside);
    }
};

QTEST_APPLESS_MAIN(TestConsentBanners)
#include "tst_consentbanners.moc"

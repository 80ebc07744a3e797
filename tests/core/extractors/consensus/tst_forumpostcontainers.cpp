#include <extractors/consensus/forumpostcontainers.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::ForumPostContainers;

// The forum platforms' post containers: each platform's markup names the nodes inside its post
// bodies, and only those; the same class outside its required container names nothing.
class TestForumPostContainers : public QObject
{
    Q_OBJECT

private slots:
    void platforms_data()
    {
        QTest::addColumn<QString>("markup");   // holds <b id=x>, inside a post body or not
        QTest::addColumn<QString>("platform"); // "" for none
        auto row = [](const char *name, const char *markup, const char *platform) {
            QTest::newRow(name) << QString::fromUtf8(markup) << QString::fromUtf8(platform);
        };
        row("Discourse", "<div class=topic-body><div class=cooked><p><b id=x>a</b></p></div></div>",
            "Discourse");
        row("Discourse for crawlers",
            "<div class='topic-body crawler-post'><div class=post itemprop=text><b id=x>a</b>"
            "</div></div>",
            "Discourse");
        row("articleBody", "<div itemprop='articleBody text'><b id=x>a</b></div>", "Discourse");
        row("XenForo",
            "<article class=message-body><div class=bbWrapper><b id=x>a</b></div></article>",
            "XenForo");
        row("phpBB", "<div class=postbody><div class=content><b id=x>a</b></div></div>", "phpBB");
        row("vBulletin class", "<div class=postcontent><b id=x>a</b></div>", "vBulletin");
        row("vBulletin id", "<div id=post_message_123><b id=x>a</b></div>", "vBulletin");
        row("StackExchange", "<div class='s-prose js-post-body'><b id=x>a</b></div>",
            "StackExchange");
        row("StackExchange comment", "<span class=comment-copy><b id=x>a</b></span>",
            "StackExchange");
        row("Hacker News", "<div class=commtext><b id=x>a</b></div>", "Hacker News");
        row("Reddit", "<div class=usertext-body><b id=x>a</b></div>", "Reddit");
        row("Invision Community 4",
            "<div data-role=commentContent class='ipsType_normal ipsType_richText'><p><b "
            "id=x>a</b></p></div>",
            "Invision Community");
        row("Invision Community 5",
            "<div data-role=commentContent><div class='ipsRichText ipsRichText--user'><b "
            "id=x>a</b></div></div>",
            "Invision Community");
        row("NodeBB", "<div component='post/content' class=content><b id=x>a</b></div>", "NodeBB");
        row("XenForo 1",
            "<div class=messageContent><article><blockquote class='messageText ugc baseHtml'><b "
            "id=x>a</b></blockquote></article></div>",
            "XenForo");
        row("Simple Machines Forum",
            "<div class=post><div class=inner id=msg_4175227><b id=x>a</b></div></div>",
            "Simple Machines Forum");
        row("FluxBB", "<div class=postright><div class=postmsg><p><b id=x>a</b></p></div></div>",
            "FluxBB");
        row("Vanilla",
            "<div class=Item-Body><div class='Message userContent'><b id=x>a</b></div></div>",
            "Vanilla");
        row("MyBB",
            "<div class=post_content><div class='post_body scaleimages' id=pid_1><b "
            "id=x>a</b></div></div>",
            "MyBB");
        row("Simple Machines signature",
            "<div class=moderatorbar><div class=signature id=msg_1_signature><b id=x>a</b></div>"
            "</div>",
            "");
        row("FluxBB's signature box, a postmsg too",
            "<div class=postright><div class='postsignature postmsg'><p><b id=x>a</b></p></div>"
            "</div>",
            "");
        row("messageText outside messageContent",
            "<blockquote class=messageText><b id=x>a</b></blockquote>", "");
        row("userContent outside Item-Body", "<div class=userContent><b id=x>a</b></div>", "");
        row("post_body outside post_content", "<div class=post_body><b id=x>a</b></div>", "");
        row("another data-role", "<div data-role=commentFeed><b id=x>a</b></div>", "");
        row("another NodeBB component", "<div component='post/header'><b id=x>a</b></div>", "");
        row("cooked outside topic-body", "<div class=cooked><b id=x>a</b></div>", "");
        row("content outside postbody", "<div class=content><b id=x>a</b></div>", "");
        row("a class that only starts alike", "<div class=commtext-extra><b id=x>a</b></div>", "");
        row("beside a post", "<div class=commtext>a</div><b id=x>b</b>", "");
    }
    void platforms()
    {
        QFETCH(QString, markup);
        QFETCH(QString, platform);
        const core::Document doc =
            testpages::parsePage("<html><body>" + markup.toStdString() + "</body></html>");
        const std::vector<std::uint8_t> of = ForumPostContainers::of(doc);
        QCOMPARE(of.size(), size_t(doc.size()));
        const core::NodeId x = testpages::byId(doc, "x");
        const std::uint8_t p = of[size_t(x)];
        QCOMPARE(p == 0 ? QString() : QString::fromUtf8(ForumPostContainers::kPlatforms[p - 1]),
                 platform);
        // The body and the page's head are in no post.
        QCOMPARE(of[size_t(doc.body())], std::uint8_t(0));
        // Each platform's reason names it.
        for (size_t k = 0; k < ForumPostContainers::kPlatformCount; ++k)
            QVERIFY(std::string(ForumPostContainers::kReasons[k])
                        .find(ForumPostContainers::kPlatforms[k]) != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestForumPostContainers)
#include "tst_forumpostcontainers.moc"

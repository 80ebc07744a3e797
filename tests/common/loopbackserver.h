#pragma once

// Shared by the GUI tests: a server on 127.0.0.1 that counts every request a page makes towards
// it. It answers HTTP on TCP (the pages it is given, 404 for anything else) and counts UDP
// datagrams on the same port number (STUN). Every TCP connection counts, even one that never
// sends a request line (a preconnect, a TURN/TCP allocation), as "connect" until a line arrives.
// GUI thread only.

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QNetworkDatagram>
#include <QPointer>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUdpSocket>

class LoopbackServer : public QObject
{
public:
    LoopbackServer()
    {
        QObject::connect(&m_tcp, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_tcp.nextPendingConnection())
                accept(socket);
        });
        QObject::connect(&m_udp, &QUdpSocket::readyRead, this, [this] {
            while (m_udp.hasPendingDatagrams()) {
                m_udp.receiveDatagram();
                m_seen << QStringLiteral("udp datagram");
            }
        });
    }

    // Listens on a free loopback port (TCP and UDP); false when none could be had.
    bool listen()
    {
        for (int i = 0; i < 20; ++i) {
            if (!m_tcp.listen(QHostAddress::LocalHost))
                return false;
            if (m_udp.bind(QHostAddress::LocalHost, m_tcp.serverPort()))
                return true;
            m_tcp.close(); // the UDP port of that number is taken: another pair
        }
        return false;
    }
    quint16 port() const { return m_tcp.serverPort(); }
    QString base() const { return QStringLiteral("http://127.0.0.1:%1/").arg(port()); }

    // Serves body at path ("/page.html") with this content type.
    void serve(const QString &path, const QByteArray &body,
               const QByteArray &type = "text/html; charset=utf-8")
    {
        m_pages.insert(path, {type, body});
    }

    // What arrived so far: "GET /path" per HTTP request, "connect" for a connection that sent no
    // request line (yet), "udp datagram" per datagram.
    QStringList seen() const
    {
        QStringList out = m_seen;
        for (const QTcpSocket *socket : m_silent)
            if (socket)
                out << QStringLiteral("connect");
        return out;
    }

private:
    void accept(QTcpSocket *socket)
    {
        socket->setParent(this);
        m_silent << socket;
        QObject::connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine())
                return;
            const QList<QByteArray> line = socket->readLine().trimmed().split(' ');
            m_silent.removeAll(socket);
            const QString method = QString::fromLatin1(line.value(0));
            const QString path = QString::fromLatin1(line.value(1));
            m_seen << method + QLatin1Char(' ') + path;
            const auto page = m_pages.constFind(path);
            const QByteArray body = page == m_pages.cend() ? QByteArray("not found") : page->second;
            socket->write(
                (page == m_pages.cend() ? "HTTP/1.1 404 Not Found\r\n" : "HTTP/1.1 200 OK\r\n") +
                QByteArray("Content-Type: ") +
                (page == m_pages.cend() ? QByteArray("text/plain") : page->first) +
                "\r\nContent-Length: " + QByteArray::number(body.size()) +
                "\r\nConnection: close\r\n\r\n" + body);
            socket->disconnectFromHost();
            QObject::disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
        });
    }

    QTcpServer m_tcp;
    QUdpSocket m_udp;
    QHash<QString, std::pair<QByteArray, QByteArray>> m_pages;
    QStringList m_seen;
    QList<QPointer<QTcpSocket>> m_silent;
};

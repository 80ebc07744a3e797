#include "deliverybox.h"

namespace ui {

DeliveryBox::DeliveryBox(QObject *parent) : QObject(parent), m_link(std::make_shared<Link>())
{
    m_link->box = this;
}

DeliveryBox::~DeliveryBox()
{
    const std::lock_guard lock(m_link->mutex);
    m_link->box = nullptr;
}

} // namespace ui

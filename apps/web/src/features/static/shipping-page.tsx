import { Link } from 'react-router';
import { POLICY, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

export function ShippingPage() {
  const { processingBusinessDays: processing, deliveryBusinessDays: delivery } = POLICY;
  usePageMeta(
    'Shipping Details',
    `Orders are processed in ${processing.min}-${processing.max} business days and delivered in ${delivery.min}-${delivery.max} business days.`,
  );
  return (
    <LegalPage
      title="Shipping Details"
      path="/shipping"
      intro={<p>How and when your laboratory supplies reach you, anywhere in India.</p>}
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-ui border border-primary-100 bg-primary-50 p-5">
          <dt className="text-sm font-medium text-primary-800">Order processing</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">
            {processing.min}-{processing.max} business days
          </dd>
        </div>
        <div className="rounded-ui border border-primary-100 bg-primary-50 p-5">
          <dt className="text-sm font-medium text-primary-800">Delivery</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">
            {delivery.min}-{delivery.max} business days
          </dd>
        </div>
      </dl>

      <LegalSection title="Processing">
        <p>
          Orders are processed in {processing.min}-{processing.max} business days after your payment
          is confirmed. Processing includes a quality check, secure packing and, for instruments,
          confirmation of the model and accessories ordered. Orders placed on Sundays or public
          holidays are processed from the next business day.
        </p>
      </LegalSection>

      <LegalSection title="Delivery">
        <p>
          Once dispatched, orders are delivered in {delivery.min}-{delivery.max} business days.
          Remote locations and shipments of regulated chemicals, which must travel by approved
          carriers, can occasionally take longer; we will let you know if that happens.
        </p>
      </LegalSection>

      <LegalSection title="Delivery options and charges">
        <ul>
          <li>
            <strong>Direct Delivery</strong>: we deliver to your lab, plant or office. The delivery
            charge, if any, is shown on the product page and in your cart.
          </li>
          <li>
            <strong>Pickup</strong>: available for selected products, with no delivery charge.
          </li>
        </ul>
        <p>The total delivery charge of an order is the sum of the charges of its items.</p>
      </LegalSection>

      <LegalSection title="Tracking your order">
        <p>
          Follow each order on your <Link to="/orders">Orders</Link> page as it moves from ordered
          to packed, in transit and delivered.
        </p>
      </LegalSection>

      <LegalSection title="On delivery">
        <p>
          Please check the packaging before you accept a delivery. If a parcel is damaged or an item
          is missing, note it on the delivery receipt and write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with photographs. Returns are
          accepted within {POLICY.returnWindowDays} days of delivery, as described in our{' '}
          <Link to="/refund">Refund Return</Link> policy.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

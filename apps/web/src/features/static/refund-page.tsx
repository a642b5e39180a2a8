import { POLICY, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

export function RefundPage() {
  usePageMeta(
    'Refund Return',
    `Return products within ${POLICY.returnWindowDays} days of delivery; how and when LabShop refunds.`,
  );
  const { refundCreditDays: credit } = POLICY;
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <LegalPage
      title="Refund Return"
      path="/refund"
      intro={
        <p>
          We want every instrument, chemical and piece of glassware to arrive as ordered. If
          something is wrong, here is how returns and refunds work.
        </p>
      }
    >
      <LegalSection title="Returns">
        <p>
          You can ask to return a product within{' '}
          <strong>{POLICY.returnWindowDays} days of delivery</strong> if it arrived damaged, is
          defective, or is not the product you ordered. To be accepted, a return must be:
        </p>
        <ul>
          <li>unused, with all accessories, manuals and calibration certificates;</li>
          <li>in its original packaging, with seals on chemicals and reagents unbroken;</li>
          <li>accompanied by the invoice or the order’s transaction id.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Non-refundable items">
        <p>
          <strong>Perishable items are non-refundable.</strong> These include chemicals, reagents,
          culture media, standards and other products with a limited shelf life or that need
          controlled storage, because we cannot be sure how they were kept after delivery. If a
          perishable item arrives damaged or leaking, tell us on the day of delivery so we can
          arrange a replacement.
        </p>
      </LegalSection>

      <LegalSection title="Refunds">
        <p>
          Refunds are granted <strong>only in exceptional cases</strong>, for example when a product
          is damaged in transit, defective on arrival, the wrong item was sent, or an order cannot
          be fulfilled. Once a refund is approved it is{' '}
          <strong>processed within {POLICY.refundProcessingHours} hours</strong> and credited to
          your original payment method{' '}
          <strong>
            within {credit.min} to {credit.max} days
          </strong>
          , depending on your bank.
        </p>
      </LegalSection>

      <LegalSection title="Failed payments">
        <p>
          If money was debited from your account but no order was placed, the amount is refunded
          automatically <strong>within {POLICY.failedPaymentRefundHours} hours</strong>. You do not
          need to contact us; if it has not arrived after that time, write to us with the
          transaction id.
        </p>
      </LegalSection>

      <LegalSection title="How to request a return">
        <ul>
          <li>
            E-mail {mail} with your order’s transaction id, the product and the reason for the
            return.
          </li>
          <li>Attach photographs of the product and its packaging if it arrived damaged.</li>
          <li>
            Our team replies with return instructions; please do not send products back before the
            return is confirmed.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}

import { Link } from 'react-router';
import { POLICY, SHOP_NAME, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

export function TermsPage() {
  usePageMeta(
    'Terms & Condition',
    'The terms that apply when you use the LabShop website and buy laboratory products from us.',
  );
  const { processingBusinessDays: processing, deliveryBusinessDays: delivery } = POLICY;
  return (
    <LegalPage
      title="Terms & Condition"
      note={`Effective ${POLICY.effectiveDate}`}
      path="/toc"
      intro={
        <p>
          These terms govern your use of the {SHOP_NAME} website and every purchase you make through
          it. Please read them carefully before placing an order.
        </p>
      }
    >
      <LegalSection number={1} title="Acceptance of Terms">
        <p>
          By browsing the website, creating an account or placing an order you agree to these terms
          and to our <Link to="/policy">Privacy Policy</Link>. If you are buying for a company, you
          confirm that you are authorised to accept these terms on its behalf.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Accounts">
        <p>
          You must give accurate details when you sign up, including a valid e-mail address and a
          10-digit phone number, and keep them up to date. Corporate accounts must also give a valid
          GST number and trade name. You are responsible for keeping your password confidential and
          for all activity under your account.
        </p>
      </LegalSection>

      <LegalSection number={3} title="Products and Prices">
        <p>
          We describe every product as accurately as we can, but specifications, images and
          packaging may vary slightly from batch to batch or as manufacturers update their models.
          All prices are in Indian rupees (₹). The delivery charge and the total you pay are shown
          before you confirm an order. We may correct errors in prices or descriptions and will
          contact you before dispatch if an order is affected.
        </p>
      </LegalSection>

      <LegalSection number={4} title="Orders and Payment">
        <p>
          An order is confirmed once your payment succeeds and you receive an order number. Payment
          is made through a mobile payment app on the payment provider’s secure page. If money is
          debited but no order is created, the amount is refunded automatically within{' '}
          {POLICY.failedPaymentRefundHours} hours. We may decline or cancel an order if stock is
          unavailable, if a price was listed in error or if we suspect fraud; any amount paid is
          then refunded in full.
        </p>
      </LegalSection>

      <LegalSection number={5} title="Shipping and Delivery">
        <p>
          Orders are processed within {processing.min}-{processing.max} business days and delivered
          within {delivery.min}-{delivery.max} business days. See{' '}
          <Link to="/shipping">Shipping Details</Link> for delivery options and charges.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Returns and Refunds">
        <p>
          Returns are accepted within {POLICY.returnWindowDays} days of delivery, and refunds are
          made only in the cases described in our <Link to="/refund">Refund Return</Link> policy.
          Perishable items are non-refundable.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Safe Use of Chemicals and Equipment">
        <p>
          Chemicals, reagents and instruments must be stored, handled and used only by trained
          people, following the manufacturer’s instructions, the safety data sheet and the law.
          Where a product needs a licence or permit, you are responsible for holding it and may be
          asked to show it before we dispatch the order.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Warranty and Service">
        <p>
          New instruments carry the manufacturer’s warranty. Refurbished machines carry the extended
          warranty stated on their product page. Warranty does not cover damage from misuse,
          unauthorised repair, incorrect power supply or normal wear of consumable parts.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Limitation of Liability">
        <p>
          To the extent permitted by law, {SHOP_NAME} is not liable for indirect or consequential
          losses, such as lost production, lost research time or lost profits. Our total liability
          for any order is limited to the amount you paid for that order.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Intellectual Property">
        <p>
          The website’s text, design and logo belong to {SHOP_NAME}. Product names, images and
          trademarks belong to their respective manufacturers and are used only to describe the
          products we sell.
        </p>
      </LegalSection>

      <LegalSection number={11} title="Suspension and Termination">
        <p>
          We may suspend or close an account that breaches these terms or is suspected of fraud, and
          may terminate the service without notice, as set out in our Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection number={12} title="Governing Law">
        <p>
          These terms are governed by the laws of India. Any dispute is subject to the exclusive
          jurisdiction of the courts at Chennai, Tamil Nadu.
        </p>
      </LegalSection>

      <LegalSection number={13} title="Changes and Contact">
        <p>
          We may change these terms from time to time; the version in force when you place an order
          applies to that order. For any question about these terms, write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

import { POLICY, REGISTERED_OFFICE, SHOP_NAME, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How LabShop collects, uses, shares and protects your personal information.',
  );
  return (
    <LegalPage
      title="Privacy Policy"
      note={`Effective ${POLICY.effectiveDate}`}
      path="/policy"
      intro={
        <p>
          Your trust matters to us. This policy explains what information {SHOP_NAME} collects when
          you use our website, why we collect it and the choices you have.
        </p>
      }
    >
      <LegalSection number={1} title="Introduction">
        <p>
          {SHOP_NAME} Scientific Pvt. Ltd. (“{SHOP_NAME}”, “we”, “us”) operates this online store
          for laboratory equipment, chemicals and glassware. This Privacy Policy applies to everyone
          who visits the website, creates an account or places an order, whether as an individual or
          on behalf of a company.
        </p>
        <p>
          By using the website you agree to the collection and use of information as described here.
          If you do not agree, please do not use the website.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Information We Collect">
        <p>We collect the following kinds of information:</p>
        <ul>
          <li>
            <strong>Personal data</strong> that you give us: your name, e-mail address, phone number
            and delivery addresses, and for corporate accounts your GST number, trade name and
            company scale.
          </li>
          <li>
            <strong>Derived data</strong> that our servers record automatically: your IP address,
            browser type, the pages you view, the products you search for and the times of your
            visits.
          </li>
          <li>
            <strong>Financial data</strong> relating to your purchases: order amounts, transaction
            identifiers and payment status. Card, UPI and bank details are entered on the payment
            provider’s own pages; we do not see or store them.
          </li>
          <li>
            <strong>Data from social networks</strong>: if you contact us through or link your
            account with a social network, the basic profile information that network shares with
            us, such as your name and e-mail address.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={3} title="Use of Your Information">
        <p>We use your information to:</p>
        <ul>
          <li>create and manage your account and verify your e-mail address and phone number;</li>
          <li>process orders and payments, arrange delivery and send order updates;</li>
          <li>handle returns, refunds, warranty claims and service requests;</li>
          <li>answer your questions and provide customer support;</li>
          <li>prevent fraud and keep the website and your account secure;</li>
          <li>improve our catalogue, search and website based on how they are used;</li>
          <li>meet our obligations under tax, accounting and other applicable laws.</li>
        </ul>
      </LegalSection>

      <LegalSection number={4} title="Disclosure">
        <p>
          We do not sell your personal information. We share it only where needed to serve you or
          where the law requires it:
        </p>
        <ul>
          <li>
            with payment gateways, courier partners and service engineers, limited to what each
            needs to complete your payment, delivery or service visit;
          </li>
          <li>
            with providers of hosting, e-mail and SMS services who process data on our behalf under
            a duty of confidentiality;
          </li>
          <li>
            with government authorities, courts or law-enforcement agencies when required by law, or
            to protect the rights, property or safety of {SHOP_NAME}, our customers or others.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={5} title="Third-Party Websites">
        <p>
          The website may link to third-party websites, such as manufacturers’ product pages and the
          payment provider’s checkout. We are not responsible for the content or privacy practices
          of those websites. Please read their privacy policies before you share any information
          with them.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Security">
        <p>
          We protect your information with administrative, technical and physical safeguards,
          including encrypted connections, hashed passwords and restricted access to customer
          records. No method of transmission over the internet or of electronic storage is
          completely secure, so while we work hard to protect your information we cannot guarantee
          its absolute security.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Your Rights">
        <p>You may at any time:</p>
        <ul>
          <li>review and update your name, phone number and addresses from your profile;</li>
          <li>ask us for a copy of the personal information we hold about you;</li>
          <li>ask us to correct information that is inaccurate or incomplete;</li>
          <li>withdraw your consent to receive promotional messages;</li>
          <li>ask us to delete your account, as described in section 10.</li>
        </ul>
        <p>
          Some information, such as invoices, must be kept for the period required by law even after
          your account is closed.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Changes">
        <p>
          We may update this Privacy Policy from time to time. The effective date at the top of this
          page shows when it last changed. Significant changes will be announced on the website or
          by e-mail, and your continued use of the website after a change means you accept the
          updated policy.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Contact Us">
        <p>
          For questions or requests about this policy or your personal information, write to us at{' '}
          {mail} or at our registered office:
        </p>
        <address className="mt-3 not-italic">{REGISTERED_OFFICE}</address>
      </LegalSection>

      <LegalSection number={10} title="Account Cancellation">
        <p>
          To cancel your account, e-mail {mail} from the address registered with your account. We
          will confirm the cancellation and delete or anonymise your personal information, except
          what we must keep for legal, tax or accounting purposes. Orders already placed will still
          be delivered or refunded under our Refund Return policy.
        </p>
      </LegalSection>

      <LegalSection number={11} title="Termination Policy">
        <p>
          {SHOP_NAME} may terminate the service, or your access to it, at any time without prior
          notice. We may suspend or close an account if we suspect fraud, misuse of the website, or
          activity that breaches our Terms &amp; Condition, while we investigate.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

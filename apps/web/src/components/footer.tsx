import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { REGISTERED_OFFICE, SHOP_NAME, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { useSession } from '../api/session.ts';

const COMPANY_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Privacy Policy', to: '/policy' },
  { label: 'Refund Return', to: '/refund' },
  { label: 'Shipping Details', to: '/shipping' },
  { label: 'Terms & Condition', to: '/toc' },
] as const;

const ACCOUNT_LINKS = [
  { label: 'My Account', to: '/user/profile' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Orders', to: '/orders' },
] as const;

// 44 px tall on touch screens (WCAG 2.5.8 asks 24, the shop's rule for phones 44); 36 on desktops.
const linkClass =
  'inline-flex min-h-11 items-center rounded-ui text-sm text-slate-300 hover:text-white hover:underline md:min-h-9';

export function Footer() {
  const { loggedIn } = useSession();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-office" className="col-span-2 md:col-span-1">
          <p className="text-lg font-semibold text-white">
            Lab<span className="text-primary-300">Shop</span>
          </p>
          <p className="mt-2 max-w-md text-sm leading-6 text-slate-400">
            Laboratory instruments, chemicals and glassware for manufacturers, industries and
            research labs across India.
          </p>
          <h2
            id="footer-office"
            className="mt-6 text-xs font-semibold tracking-wider text-slate-400 uppercase"
          >
            Registered office
          </h2>
          <address className="mt-2 flex gap-2 text-sm leading-6 not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-300" />
            <span>{REGISTERED_OFFICE}</span>
          </address>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-primary-300" />
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </p>
        </section>
        <nav aria-labelledby="footer-company">
          <h2
            id="footer-company"
            className="text-xs font-semibold tracking-wider text-slate-400 uppercase"
          >
            Company
          </h2>
          <ul className="mt-2">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2
            id="footer-account"
            className="text-xs font-semibold tracking-wider text-slate-400 uppercase"
          >
            My Account
          </h2>
          <ul className="mt-2">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.label}>
                {/* Guests are sent to /login (docs/product/routes-and-shell.md). */}
                <Link to={loggedIn ? link.to : '/login'} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-400 sm:px-6">
          © {year} {SHOP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

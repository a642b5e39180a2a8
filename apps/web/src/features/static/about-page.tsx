import {
  BadgeIndianRupee,
  Building2,
  Cpu,
  Factory,
  FlaskConical,
  Microscope,
  Recycle,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { REGISTERED_OFFICE, SHOP_NAME, SUPPORT_EMAIL } from '@labshop/domain/constants';
import { usePageMeta } from '../../components/use-page-meta.ts';

const AUDIENCES = [
  {
    icon: Factory,
    title: 'Small and medium manufacturers',
    text: 'Quality-control labs that need dependable testing instruments, reagents and glassware without the lead times of a large tender.',
  },
  {
    icon: Building2,
    title: 'Industries',
    text: 'Pharmaceutical, food, textile, cement, water-treatment and engineering plants that test raw materials and finished goods every day.',
  },
  {
    icon: Microscope,
    title: 'Research labs',
    text: 'University departments, R&D centres and testing laboratories that need the right instrument and a steady supply of consumables.',
  },
] as const;

const SERVICES = [
  {
    icon: BadgeIndianRupee,
    title: 'EMI options',
    text: 'Spread the cost of larger instruments over easy monthly instalments, so a new balance, spectrophotometer or incubator does not have to wait for next year’s budget.',
  },
  {
    icon: Recycle,
    title: 'Refurbished machines with extended warranty',
    text: 'Carefully inspected, repaired and calibrated second-hand machines at a fraction of the new price, each backed by an extended warranty.',
  },
  {
    icon: Wrench,
    title: 'Service support',
    text: 'Installation, calibration, preventive maintenance and repairs by trained engineers, so your instruments stay accurate and your lab keeps running.',
  },
  {
    icon: Cpu,
    title: 'Software solutions',
    text: 'Software for instrument data capture, reporting and lab records that helps you move from paper registers to traceable digital results.',
  },
] as const;

export function AboutPage() {
  usePageMeta(
    'About Us',
    'LabShop supplies laboratory equipment, chemicals and glassware to manufacturers, industries and research labs in India, with EMI options, refurbished machines, service and software.',
  );
  return (
    <div className="w-full">
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            About Us
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
            {SHOP_NAME} is an online supplier of laboratory test equipment, chemicals and glassware,
            based in Chennai and serving customers across India. We bring the instruments and
            consumables a working lab depends on into one clear catalogue, with honest prices in
            rupees and people who understand lab work behind every order.
          </p>
          <p className="mt-4 max-w-3xl text-base leading-7 text-slate-600">
            From weighing balances, ovens and pH meters to analytical-grade reagents and
            borosilicate glassware, we help you compare, choose and buy with confidence, and we stay
            with you after delivery.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="about-who">
          <h2 id="about-who" className="text-2xl font-semibold tracking-tight text-slate-900">
            Who we serve
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {AUDIENCES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-ui border border-slate-200 bg-white p-6 shadow-card"
              >
                <Icon aria-hidden="true" className="size-6 text-primary-700" />
                <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-offer">
          <h2 id="about-offer" className="text-2xl font-semibold tracking-tight text-slate-900">
            More than a catalogue
          </h2>
          <p className="mt-3 max-w-3xl text-base leading-7 text-slate-600">
            Buying an instrument is the start of a long relationship. That is why {SHOP_NAME} offers
            more than products:
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {SERVICES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex gap-4 rounded-ui border border-slate-200 bg-white p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-ui bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-base font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-promise">
          <h2 id="about-promise" className="text-2xl font-semibold tracking-tight text-slate-900">
            Our promise
          </h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-5 text-base leading-7 text-slate-700">
            <li>Genuine products from established manufacturers, with full documentation.</li>
            <li>Clear prices in rupees, with stock and delivery charges shown before you pay.</li>
            <li>Secure online payment and order tracking from dispatch to delivery.</li>
            <li>Straightforward returns within the window set out in our policies.</li>
          </ul>
        </section>

        <section
          aria-labelledby="about-contact"
          className="rounded-ui border border-primary-100 bg-primary-50 p-6 sm:p-8"
        >
          <h2
            id="about-contact"
            className="flex items-center gap-2 text-xl font-semibold text-slate-900"
          >
            <FlaskConical aria-hidden="true" className="size-5 text-primary-700" />
            Talk to us
          </h2>
          <p className="mt-3 text-base leading-7 text-slate-700">
            Need help choosing an instrument, a quote for your lab, or EMI details? Write to{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-semibold text-primary-800 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
          <p className="mt-2 text-sm text-slate-600">Registered office: {REGISTERED_OFFICE}</p>
          <Link
            to="/filter"
            className="mt-6 inline-flex h-11 items-center rounded-ui bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            Browse the catalogue
          </Link>
        </section>
      </div>
    </div>
  );
}

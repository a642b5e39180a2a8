import type { BannerType } from '@labshop/domain/constants';
import type { Pictogram } from './types.ts';

/** Where a demo banner leads: a category by name, a product by SKU, or a path of the shop. */
export type SeedBannerLink = { category: string } | { sku: string } | { url: string };

export interface SeedBanner {
  type: BannerType;
  /** Drawn as HTML over the art; the art itself carries no text. */
  headline: string;
  subtitle: string;
  alt: string;
  link?: SeedBannerLink;
  /** Art: a gradient from `background`, the pictogram in `accent` on the right. */
  background: string;
  accent: string;
  pictogram: Pictogram;
}

export const demoBanners: SeedBanner[] = [
  {
    type: 'primary',
    headline: 'Precision weighing, delivered',
    subtitle: 'Analytical balances from Mettler Toledo, Sartorius and Shimadzu with installation',
    alt: 'Analytical balances from leading brands, delivered and installed',
    link: { category: 'Balances & Weighing' },
    background: '#0f766e',
    accent: '#99f6e4',
    pictogram: 'balance',
  },
  {
    type: 'primary',
    headline: 'Stock your teaching lab',
    subtitle: 'Borosil glassware, Labomed microscopes and Remi stirrers at college prices',
    alt: 'Glassware, microscopes and stirrers for teaching laboratories',
    link: { category: 'Glassware' },
    background: '#1e3a8a',
    accent: '#bfdbfe',
    pictogram: 'microscope',
  },
  {
    type: 'primary',
    headline: 'GST invoices for every order',
    subtitle: 'Corporate accounts for manufacturers, industries and research labs',
    alt: 'Corporate accounts with GST invoices for businesses and labs',
    link: { url: '/signup' },
    background: '#334155',
    accent: '#e2e8f0',
    pictogram: 'spectrometer',
  },
  {
    type: 'secondary',
    headline: 'Safety week: up to 15% off',
    subtitle: 'Goggles, gloves, lab coats and spill kits from 3M, Karam and Ansell',
    alt: 'Sale on laboratory safety equipment, up to 15 percent off',
    link: { category: 'Lab Safety' },
    background: '#b45309',
    accent: '#fef3c7',
    pictogram: 'goggles',
  },
  {
    type: 'secondary',
    headline: 'Reagents from Merck, SRL and Himedia',
    subtitle: 'AR and HPLC grades dispatched within 48 hours',
    alt: 'Sale on analytical reagents and culture media',
    link: { category: 'Chemicals & Reagents' },
    background: '#7e22ce',
    accent: '#f3e8ff',
    pictogram: 'bottle',
  },
];

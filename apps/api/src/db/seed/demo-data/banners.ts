import type { BannerType } from '@labshop/domain/constants';

export interface SeedBanner {
  type: BannerType;
  headline: string;
  subline: string;
  alt: string;
  background: string;
  accent: string;
}

export const demoBanners: SeedBanner[] = [
  {
    type: 'primary',
    headline: 'Precision weighing, delivered',
    subline: 'Analytical balances from Mettler Toledo, Sartorius and Shimadzu with installation',
    alt: 'Analytical balances from leading brands, delivered and installed',
    background: '#0f766e',
    accent: '#99f6e4',
  },
  {
    type: 'primary',
    headline: 'Stock your teaching lab',
    subline: 'Borosil glassware, Labomed microscopes and Remi stirrers at college prices',
    alt: 'Glassware, microscopes and stirrers for teaching laboratories',
    background: '#1e3a8a',
    accent: '#bfdbfe',
  },
  {
    type: 'primary',
    headline: 'GST invoices for every order',
    subline: 'Corporate accounts for manufacturers, industries and research labs',
    alt: 'Corporate accounts with GST invoices for businesses and labs',
    background: '#334155',
    accent: '#e2e8f0',
  },
  {
    type: 'secondary',
    headline: 'Safety week: up to 15% off',
    subline: 'Goggles, gloves, lab coats and spill kits from 3M, Karam and Ansell',
    alt: 'Sale on laboratory safety equipment, up to 15 percent off',
    background: '#b45309',
    accent: '#fef3c7',
  },
  {
    type: 'secondary',
    headline: 'Reagents from Merck, SRL and Himedia',
    subline: 'AR and HPLC grades dispatched within 48 hours',
    alt: 'Sale on analytical reagents and culture media',
    background: '#7e22ce',
    accent: '#f3e8ff',
  },
];

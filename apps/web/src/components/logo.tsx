import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { SHOP_NAME } from '@labshop/domain/constants';

export function Logo({ to }: { to: string }) {
  return (
    <Link
      to={to}
      aria-label={`${SHOP_NAME} home`}
      className="flex h-11 shrink-0 items-center gap-2 rounded-ui text-base font-semibold tracking-tight text-slate-900 xs:text-lg"
    >
      <span className="flex size-8 items-center justify-center rounded-ui bg-primary-700 text-white">
        <FlaskConical aria-hidden="true" className="size-5" />
      </span>
      <span>
        Lab<span className="text-primary-700">Shop</span>
      </span>
    </Link>
  );
}

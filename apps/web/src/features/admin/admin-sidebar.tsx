import { useId } from 'react';
import {
  Boxes,
  ClipboardList,
  FileSpreadsheet,
  FolderPlus,
  FolderTree,
  History,
  Image,
  ImagePlus,
  LayoutDashboard,
  PackagePlus,
  PanelLeftClose,
  PanelLeftOpen,
  ReceiptText,
  Undo2,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useLowStockCount } from './products/api.ts';
import { useRequestedQuoteCount } from './quotes/api.ts';
import { useRequestedReturnCount } from './returns/api.ts';

const GROUPS = [
  {
    title: 'Categories',
    links: [
      { label: 'Add Category', to: '/admin-add-category', icon: FolderPlus },
      { label: 'Manage Categories', to: '/admin-manage-category', icon: FolderTree },
    ],
  },
  {
    title: 'Products',
    links: [
      { label: 'Add Product', to: '/admin-add-Product', icon: PackagePlus },
      { label: 'Manage Products', to: '/admin-manage-Product', icon: Boxes },
      { label: 'Import and export', to: '/admin-import-products', icon: FileSpreadsheet },
    ],
  },
  {
    title: 'Orders',
    links: [
      { label: 'Manage Orders', to: '/admin-manage-orders', icon: ClipboardList },
      { label: 'Manage Returns', to: '/admin-manage-returns', icon: Undo2 },
      { label: 'Quotes', to: '/admin-manage-quotes', icon: ReceiptText },
      { label: 'Audit trail', to: '/admin-audit', icon: History },
    ],
  },
  {
    title: 'Marketing',
    links: [
      { label: 'Add Banner', to: '/admin-add-banners', icon: ImagePlus },
      { label: 'Manage Banners', to: '/admin-manage-banners', icon: Image },
    ],
  },
] as const;

type AdminSidebarProps = { isExpanded: boolean; onToggle: () => void };

/** The admin sidebar, collapsible, grouped Categories/Products/Orders/Marketing (docs/product). */
export function AdminSidebar({ isExpanded, onToggle }: AdminSidebarProps) {
  const listId = useId();
  const lowStock = useLowStockCount() ?? 0;
  const requestedReturns = useRequestedReturnCount() ?? 0;
  const requestedQuotes = useRequestedQuoteCount() ?? 0;
  const ToggleIcon = isExpanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <aside
      className={`shrink-0 border-b border-slate-200 bg-white md:border-r md:border-b-0 ${
        isExpanded ? 'md:w-64' : 'md:w-16'
      }`}
    >
      <nav aria-label="Admin" className="md:sticky md:top-16">
        <div
          className={`flex items-center px-3 py-3 ${isExpanded ? 'justify-between' : 'justify-between md:justify-center'}`}
        >
          <span
            className={`px-2 text-sm font-semibold text-slate-900 ${isExpanded ? '' : 'md:sr-only'}`}
          >
            Back office
          </span>
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-label={isExpanded ? 'Collapse sidebar' : 'Expand sidebar'}
            title={isExpanded ? 'Collapse sidebar' : 'Expand sidebar'}
            className="flex size-10 items-center justify-center rounded-ui text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div
          id={listId}
          className={`px-3 pb-5 ${isExpanded ? 'grid grid-cols-2 gap-x-2 gap-y-4 sm:gap-x-4 md:block md:space-y-5' : 'hidden space-y-5 md:block'}`}
        >
          {/* The dashboard first: where the day starts. */}
          <NavLink
            to="/admin"
            end
            title={isExpanded ? undefined : 'Dashboard'}
            className={({ isActive }) =>
              `col-span-2 flex min-h-10 items-center gap-2 rounded-ui px-2 py-1.5 text-sm font-medium sm:gap-3 ${
                isExpanded ? '' : 'md:justify-center'
              } ${
                isActive
                  ? 'bg-primary-50 text-primary-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`
            }
          >
            <LayoutDashboard aria-hidden="true" className="size-5 shrink-0" />
            <span className={isExpanded ? '' : 'sr-only'}>Dashboard</span>
          </NavLink>
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2
                className={`px-2 text-xs font-semibold tracking-wider text-slate-500 uppercase ${
                  isExpanded ? '' : 'sr-only'
                }`}
              >
                {group.title}
              </h2>
              <ul className={`space-y-0.5 ${isExpanded ? 'mt-2' : ''}`}>
                {group.links.map(({ label, to, icon: Icon }) => (
                  <li key={to} className="relative flex items-center">
                    <NavLink
                      to={to}
                      title={isExpanded ? undefined : label}
                      className={({ isActive }) =>
                        `flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-ui px-2 py-1.5 text-sm font-medium sm:gap-3 ${
                          isExpanded ? '' : 'md:justify-center'
                        } ${
                          isActive
                            ? 'bg-primary-50 text-primary-800'
                            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                        }`
                      }
                    >
                      <Icon aria-hidden="true" className="size-5 shrink-0" />
                      <span className={isExpanded ? '' : 'sr-only'}>{label}</span>
                      {to === '/admin-manage-quotes' && requestedQuotes > 0 && (
                        <span
                          title={`${requestedQuotes} waiting for a price`}
                          className={`ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ${isExpanded ? '' : 'md:absolute md:ml-6 md:-mt-6'}`}
                        >
                          {requestedQuotes}
                          <span className="sr-only"> quotes waiting for a price</span>
                        </span>
                      )}
                      {to === '/admin-manage-returns' && requestedReturns > 0 && (
                        <span
                          title={`${requestedReturns} waiting for a decision`}
                          className={`ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ${isExpanded ? '' : 'md:absolute md:ml-6 md:-mt-6'}`}
                        >
                          {requestedReturns}
                          <span className="sr-only"> returns waiting for a decision</span>
                        </span>
                      )}
                    </NavLink>
                    {/* Its own link, beside the entry (a link cannot hold another): the count
                        opens the list filtered to exactly those products. */}
                    {to === '/admin-manage-Product' && lowStock > 0 && (
                      <Link
                        to="/admin-manage-Product?stock=low"
                        title={`${lowStock} low on stock`}
                        className={`ml-1 shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-200 ${isExpanded ? '' : 'md:absolute md:top-0 md:right-0 md:ml-0'}`}
                      >
                        {lowStock}
                        <span className="sr-only"> products low on stock</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </aside>
  );
}

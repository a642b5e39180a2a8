import { useEffect } from 'react';
import { SHOP_NAME } from '@labshop/domain/constants';

/** Sets the tab title (`${title} | LabShop`) and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${SHOP_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

import { useEffect } from 'react';
import { PRODUCT_NAME } from '@decalforge/shared';

/** Sets the page title and meta description (each page has its own). */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} — AI decals for Rocket League`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}

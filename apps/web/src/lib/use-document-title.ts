import { useEffect } from 'react';

const STORE_NAME = 'Kuber Fashion';

/** Sets the tab title as "{page} | Kuber Fashion", or the store name alone. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${STORE_NAME}` : STORE_NAME;
  }, [title]);
}

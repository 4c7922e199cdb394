import { useEffect } from 'react';

const STORE_NAME = 'Kuber Fashion';

/** Sets the tab title as "{page} | Kuber Fashion"; while a page is still loading (undefined) the title stays. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${STORE_NAME}`;
  }, [title]);
}

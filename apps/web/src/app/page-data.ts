/** The id of the script element in which the server hands a page's data to the browser (entry-server.tsx, main.tsx). */
export const PAGE_DATA_ID = 'page-data';

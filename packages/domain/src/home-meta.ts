// The home page's title and description: the page sets them in the browser, and the server
// writes them into the HTML it sends for `/`, with the first banner preloaded.
export const HOME_META = {
  title: 'Laboratory equipment, chemicals and glassware',
  description:
    'Buy laboratory instruments, chemicals and glassware online in India, with EMI options, service support and delivery to your lab.',
} as const;

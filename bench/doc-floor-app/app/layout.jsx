import document from '../document.json';

// The page's <html> attributes and its preloads (web fonts, the first image); its CSS and body are the page.
export default function DocumentLayout({ children }) {
  return (
    <html lang={document.lang} className={document.htmlClass}>
      <head>
        {document.preloads.map(({ href, as, type }) => (
          <link key={href} rel="preload" href={href} as={as} type={type} crossOrigin={as === 'font' ? '' : undefined} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/*
 * Loads the bot provider's script (a lazy chunk of the provider island, so none of this is in the
 * first-load JS). Providers add their widget to <body>; the elements they add are tracked so the site
 * can hide them on excluded pages (any path containing /mapas) and remove them with the close button.
 * The site's own body-level nodes (dialogs mark themselves with data-site-portal, Next's route
 * announcer) are never touched.
 */

export interface ProviderRuntime {
  /** Resolves when the script has loaded (rejects when it fails). */
  loaded: Promise<void>;
  /** Hides (excluded page) or shows again the provider's widget. */
  setHidden(hidden: boolean): void;
  /** Removes the provider's widget for the rest of the visit. */
  close(): void;
}

const SITE_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'NEXT-ROUTE-ANNOUNCER', 'NEXTJS-PORTAL', 'TEMPLATE']);

/** An element the provider added (not text, not the site's own portals, scripts or styles). */
function isProviderNode(node: Node): node is HTMLElement {
  return node instanceof HTMLElement && !SITE_TAGS.has(node.tagName) && !node.hasAttribute('data-site-portal');
}

export function startProvider({ src, locale, open }: { src: string; locale: string; open: boolean }): ProviderRuntime {
  const widget = new Set<HTMLElement>();
  let hidden = false;
  let closed = false;
  const apply = (element: HTMLElement) => {
    element.hidden = hidden || closed;
    element.style.setProperty('display', hidden || closed ? 'none' : '', hidden || closed ? 'important' : '');
  };

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!isProviderNode(node)) continue;
        widget.add(node);
        if (hidden || closed) apply(node);
      }
    }
  });
  observer.observe(document.body, { childList: true });

  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.chatbotProvider = '';
  script.dataset.locale = locale;
  if (open) script.dataset.open = 'true';
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Chatbot script failed to load: ${src}`)), { once: true });
  });
  // Inserted by the site's own (nonced) code, so the CSP's 'strict-dynamic' lets it run.
  document.body.appendChild(script);

  return {
    loaded,
    setHidden(value) {
      hidden = value;
      widget.forEach(apply);
    },
    close() {
      closed = true;
      widget.forEach((element) => element.remove());
      widget.clear();
      observer.disconnect();
    },
  };
}

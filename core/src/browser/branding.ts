import type { Branding } from '../common/environment.ts';

/** Applies the runtime branding to the page: favicon and the customer's stylesheet. */
export function applyBranding(doc: Document, branding: Branding): void {
  if (branding.faviconUrl) {
    let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.append(icon);
    }
    icon.href = branding.faviconUrl;
  }
  if (branding.stylesUrl && !doc.querySelector('link[data-branding-styles]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = branding.stylesUrl;
    link.dataset.brandingStyles = '';
    doc.head.append(link);
  }
  doc.documentElement.style.setProperty('--ontobench-brand', branding.brandColor);
}

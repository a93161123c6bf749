import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './useScrolledPast.ts';

function Probe() {
  return <p>{useScrolledPast(50) ? 'scrolled' : 'at the top'}</p>;
}

const added: HTMLElement[] = [];
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  window.scrollTo(0, 0);
});

/** A page tall enough to scroll, with the prerendered probe in it. */
function page(html: string): HTMLElement {
  const spacer = document.createElement('div');
  spacer.style.height = '5000px';
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root, spacer);
  added.push(root, spacer);
  return root;
}

describe('useScrolledPast', () => {
  it('is false in the prerendered HTML, and true once a page scrolled before it was live is hydrated', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>at the top</p>');
    const root = page(html);
    // The visitor scrolled while the page had no app yet; no scroll event comes after it is live.
    window.scrollTo(0, 400);
    const mismatches: unknown[] = [];
    hydrateRoot(root, <Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    await expect.poll(() => root.textContent).toBe('scrolled');
    expect(mismatches).toEqual([]);
  });

  it('follows the window as it scrolls', async () => {
    const root = page(renderToString(<Probe />));
    hydrateRoot(root, <Probe />);
    window.scrollTo(0, 400);
    await expect.poll(() => root.textContent).toBe('scrolled');
    window.scrollTo(0, 0);
    await expect.poll(() => root.textContent).toBe('at the top');
  });
});

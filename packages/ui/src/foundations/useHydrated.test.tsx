import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated.ts';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'live' : 'prerendered'}</p>;
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

describe('useHydrated', () => {
  it('is false while prerendering and while hydrating that HTML (no mismatch), then true', async () => {
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe('<p>prerendered</p>');
    const root = container(html);
    const seen: boolean[] = [];
    const mismatches: unknown[] = [];
    hydrateRoot(root, <Probe seen={seen} />, { onRecoverableError: (error) => mismatches.push(error) });
    await expect.poll(() => root.textContent).toBe('live');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(mismatches).toEqual([]);
  });

  it('is true from the first render of a page rendered only in the browser', async () => {
    const root = container();
    const seen: boolean[] = [];
    createRoot(root).render(<Probe seen={seen} />);
    await expect.poll(() => root.textContent).toBe('live');
    expect(seen.every(Boolean)).toBe(true);
  });
});

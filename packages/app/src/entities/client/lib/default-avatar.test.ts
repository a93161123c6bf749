import { describe, expect, it } from 'vitest';
import { clientAvatar, defaultAvatar } from './default-avatar.ts';

function svgOf(uri: string): string {
  return decodeURIComponent(uri.replace('data:image/svg+xml,', ''));
}

describe('defaultAvatar', () => {
  it('draws the same picture for the same email, whatever its case, and another for another email', () => {
    const ayse = defaultAvatar('ayse@example.com');
    expect(ayse).toMatch(/^data:image\/svg\+xml,/);
    expect(defaultAvatar('Ayse@Example.com ')).toBe(ayse);
    expect(defaultAvatar('ben@example.com')).not.toBe(ayse);
    const svg = svgOf(ayse);
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toMatch(/fill="#[0-9a-f]{6}"/);
  });
});

describe('clientAvatar', () => {
  it('keeps inline and same-origin pictures', () => {
    expect(clientAvatar({ id: 'c', avatar: 'data:image/png;base64,AAAA' })).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(clientAvatar({ id: 'c', avatar: '/files/a.png' })).toBe('/files/a.png');
  });

  it('replaces empty and external pictures with the generated one', () => {
    const generated = defaultAvatar('ali@example.com');
    expect(clientAvatar({ id: 'c', email: 'ali@example.com' })).toBe(generated);
    expect(
      clientAvatar({
        id: 'c',
        email: 'ali@example.com',
        avatar: 'https://api.dicebear.com/9.x/thumbs/svg?seed=x',
      }),
    ).toBe(generated);
    expect(clientAvatar({ id: 'c', email: 'ali@example.com', avatar: '//cdn.example.com/a.png' })).toBe(
      generated,
    );
  });
});

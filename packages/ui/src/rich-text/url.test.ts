import { describe, expect, it } from 'vitest';
import { linkFromInput, safeImageSrc, safeLinkUrl } from './url.ts';

describe('safeLinkUrl', () => {
  it.each([
    'https://example.com/calm?x=1#top',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:team@example.com',
    '/blog/calm',
    './calm',
    '../calm',
    '#section',
    '?page=2',
    'calm.html',
  ])('accepts %s', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+100',
    'https://',
    'mailto:',
    'a b',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });

  it('trims the address', () => {
    expect(safeLinkUrl('  https://example.com  ')).toBe('https://example.com');
  });
});

describe('safeImageSrc', () => {
  it('accepts web addresses and paths, nothing else', () => {
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('/media/a.png')).toBe('/media/a.png');
    expect(safeImageSrc('mailto:a@example.com')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg onload="alert(1)"/>')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
  });
});

describe('linkFromInput', () => {
  it('completes a bare host with https://', () => {
    expect(linkFromInput('example.com')).toBe('https://example.com');
    expect(linkFromInput('www.example.com/calm?x=1')).toBe('https://www.example.com/calm?x=1');
  });

  it('keeps paths, anchors, mailto and full addresses as typed', () => {
    expect(linkFromInput('/blog/calm')).toBe('/blog/calm');
    expect(linkFromInput('#top')).toBe('#top');
    expect(linkFromInput('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(linkFromInput('http://example.com')).toBe('http://example.com');
  });

  it('refuses what safeLinkUrl refuses', () => {
    expect(linkFromInput('javascript:alert(1)')).toBeNull();
    expect(linkFromInput('')).toBeNull();
  });
});

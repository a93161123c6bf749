// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, nginxFiles } from '../serve-prod.mjs';

describe('serve:prod', () => {
  it('hashes each inline script of a page for the policy, and only those', () => {
    const html = '<script>paint()</script><script type="module" src="/assets/index.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('paint()').digest('base64')}'`,
    ]);
  });

  it('fills in the port, the build folder, the script hashes and the platform origin', () => {
    const files = nginxFiles({
      dist: '/srv/build',
      port: 4180,
      platformUrl: 'https://api.example.com/v1',
      indexHtml: '<script>theme()</script>',
      workDir: '/tmp/work',
    });
    const conf = files['emotion-guru-site.conf'] ?? '';
    expect(conf).toContain('listen 4180;');
    expect(conf).toContain('root /srv/build;');
    const headers = files['emotion-guru-headers.conf'] ?? '';
    expect(headers).not.toContain('__');
    expect(headers).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update('theme()').digest('base64')}';`,
    );
    expect(headers).toContain("connect-src 'self' https://api.example.com;");
    expect(files['nginx.conf']).toContain('include emotion-guru-site.conf;');
  });
});

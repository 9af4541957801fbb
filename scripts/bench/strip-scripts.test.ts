import { expect, test } from 'vitest';
import { stripScripts } from './strip-scripts.ts';

test('removes module scripts and modulepreloads, keeps CSS, data and JSON-LD', () => {
  const html = [
    '<head><script type="module" crossorigin src="/assets/entry-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
    '<link rel="stylesheet" href="/assets/site.css">',
    '<script type="application/ld+json">{"@type":"HardwareStore"}</script></head>',
    '<body><main><h1>Plywood</h1></main><script type="application/json" id="page-data">{}</script>',
    '<script type=module>import "/assets/x.js"</script></body>',
  ].join('');
  expect(stripScripts(html)).toBe(
    '<head><link rel="stylesheet" href="/assets/site.css"><script type="application/ld+json">{"@type":"HardwareStore"}</script></head>' +
      '<body><main><h1>Plywood</h1></main><script type="application/json" id="page-data">{}</script></body>',
  );
});

// Writes .br and .gz copies of the built SPA's text assets, which the local twin serves to browsers that
// accept them (CloudFront compresses on its own on AWS).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

walk(root);

// Resolves imports for the boundary rules: the site's `@/…` alias (tsconfig `paths`) points into
// src/, everything else is resolved as Node does. (The usual TypeScript resolver needs native
// bindings for every platform, which the package registry here does not all carry.)
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const SRC = path.join(__dirname, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'];

exports.interfaceVersion = 2;

exports.resolve = (source, file) =>
  node.resolve(source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source, file, { extensions: EXTENSIONS });
